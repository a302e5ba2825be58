import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { GoogleAuthUrlSchema } from '@/modules/auth/auth.schema'
import { googleAuthUrl } from '@/modules/auth/oidc/google.server'
import { requestContext } from '@/server/http/request-context.server'
import { queryOf, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/auth-google/auth-url', {
  GET: rest(async ({ request }) =>
    withCookies(await googleAuthUrl(parseInput(GoogleAuthUrlSchema, queryOf(request)), requestContext(request))),
  ),
})
