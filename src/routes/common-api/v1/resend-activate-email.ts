import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { EmailOnlySchema } from '@/modules/auth/auth.schema'
import { resendActivation } from '@/modules/auth/resend-activation.server'
import { readJson, rest } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/resend-activate-email')({
  server: {
    handlers: {
      POST: rest(async ({ request }) => resendActivation(parseInput(EmailOnlySchema, await readJson(request)))),
    },
  },
})
