import { createFileRoute } from '@tanstack/react-router'
import { logout } from '@/modules/auth/logout.server'
import { rest, withCookies } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/logout')({
  server: { handlers: { DELETE: rest(async ({ request }) => withCookies(await logout(request.headers))) } },
})
