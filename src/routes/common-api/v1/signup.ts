import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { SignupSchema } from '@/modules/auth/auth.schema'
import { signup } from '@/modules/auth/signup.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/signup')({
  server: {
    handlers: {
      POST: rest(async ({ request }) => signup(parseInput(SignupSchema, await readJson(request)), requestContext(request))),
    },
  },
})
