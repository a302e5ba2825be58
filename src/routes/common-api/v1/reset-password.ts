import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { ResetPasswordSchema } from '@/modules/auth/auth.schema'
import { resetPassword } from '@/modules/auth/reset-password.server'
import { readJson, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/reset-password', {
  POST: rest(async ({ request }) => resetPassword(parseInput(ResetPasswordSchema, await readJson(request)))),
})
