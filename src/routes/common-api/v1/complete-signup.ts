import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { CompleteSignupSchema } from '@/modules/auth/auth.schema'
import { completeSignup } from '@/modules/auth/complete-signup.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/complete-signup', {
  POST: rest(async ({ request }) => withCookies(await completeSignup(parseInput(CompleteSignupSchema, await readJson(request))))),
})
