import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { EmailOnlySchema } from '@/modules/auth/auth.schema'
import { forgotPassword } from '@/modules/auth/forgot-password.server'
import { readJson, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/forgot-password', {
  POST: rest(async ({ request }) => forgotPassword(parseInput(EmailOnlySchema, await readJson(request)))),
})
