import { createFileRoute } from '@tanstack/react-router'
import { parseInput } from '@/lib/errors/validate'
import { AppleLoginSchema } from '@/modules/auth/auth.schema'
import { appleLogin } from '@/modules/auth/oidc/apple.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/auth-apple/login')({
  server: {
    handlers: {
      POST: rest(async ({ request }) =>
        withCookies(await appleLogin(parseInput(AppleLoginSchema, await readJson(request)), requestContext(request))),
      ),
    },
  },
})
