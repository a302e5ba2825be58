import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { CompleteSignupSchema } from '@/modules/auth/auth.schema'
import { completeSignup } from '@/modules/auth/complete-signup.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/complete-signup')({
  server: {
    handlers: {
      POST: rest(async ({ request }) =>
        withCookies(await completeSignup(parseInput(CompleteSignupSchema, await readJson(request)))),
      ),
    },
  },
})
