import { createFileRoute } from '@tanstack/react-router'
import { mediapipeFile } from '@/server/mediapipe-files.server'

// The try-on editor's person mask: MediaPipe's files from the npm package, on our own origin.
export const Route = createFileRoute('/vendor/mediapipe/$file')({
  server: { handlers: { GET: ({ params }) => mediapipeFile(params.file) } },
})
