import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { LoginSchema } from '@/modules/auth/auth.schema'
import { login } from '@/modules/auth/login.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/login')({
  server: {
    handlers: {
      POST: rest(async ({ request }) =>
        withCookies(await login(parseInput(LoginSchema, await readJson(request)), requestContext(request))),
      ),
    },
  },
})
