import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { EmailOnlySchema } from '@/modules/auth/auth.schema'
import { resendActivation } from '@/modules/auth/resend-activation.server'
import { readJson, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/resend-activate-email', {
  POST: rest(async ({ request }) => resendActivation(parseInput(EmailOnlySchema, await readJson(request)))),
})
