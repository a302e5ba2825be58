import { createFileRoute } from '@tanstack/react-router'
import { liveness } from '@/server/health.server'

export const Route = createFileRoute('/health/')({
  server: { handlers: { GET: () => liveness() } },
})
