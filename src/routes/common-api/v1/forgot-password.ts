import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { EmailOnlySchema } from '@/modules/auth/auth.schema'
import { forgotPassword } from '@/modules/auth/forgot-password.server'
import { readJson, rest } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/forgot-password')({
  server: {
    handlers: {
      POST: rest(async ({ request }) => forgotPassword(parseInput(EmailOnlySchema, await readJson(request)))),
    },
  },
})
