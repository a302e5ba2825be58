import { defineApiRoute } from '@/server/http/api-route'
import { logout } from '@/modules/auth/logout.server'
import { rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/logout', {
  DELETE: rest(async ({ request }) => withCookies(await logout(request.headers))),
})
