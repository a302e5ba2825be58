import { createFileRoute } from '@tanstack/react-router'
import { readAvatar } from '@/modules/accounts/avatar.server'
import { rest } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/avatars/$name')({
  server: { handlers: { GET: rest<{ name: string }>(({ params }) => readAvatar(params.name)) } },
})
