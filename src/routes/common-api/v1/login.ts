import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { LoginSchema } from '@/modules/auth/auth.schema'
import { login } from '@/modules/auth/login.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/login', {
  POST: rest(async ({ request }) =>
    withCookies(await login(parseInput(LoginSchema, await readJson(request)), requestContext(request))),
  ),
})
