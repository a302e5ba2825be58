import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { SignupSchema } from '@/modules/auth/auth.schema'
import { signup } from '@/modules/auth/signup.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/signup', {
  POST: rest(async ({ request }) => signup(parseInput(SignupSchema, await readJson(request)), requestContext(request))),
})
