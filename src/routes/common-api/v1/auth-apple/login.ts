import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { AppleLoginSchema } from '@/modules/auth/auth.schema'
import { appleLogin } from '@/modules/auth/oidc/apple.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/auth-apple/login', {
  POST: rest(async ({ request }) =>
    withCookies(await appleLogin(parseInput(AppleLoginSchema, await readJson(request)), requestContext(request))),
  ),
})
