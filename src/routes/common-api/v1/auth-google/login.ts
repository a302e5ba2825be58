import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { GoogleLoginSchema } from '@/modules/auth/auth.schema'
import { googleLogin } from '@/modules/auth/oidc/google.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/auth-google/login', {
  POST: rest(async ({ request }) =>
    withCookies(await googleLogin(parseInput(GoogleLoginSchema, await readJson(request)), requestContext(request))),
  ),
})
