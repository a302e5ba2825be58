import { defineApiRoute } from '@/server/http/api-route'
import { parseInput } from '@/lib/errors/validate'
import { deleteAccount } from '@/modules/accounts/delete-account.server'
import { updateUser } from '@/modules/accounts/update-user.server'
import { userInfo } from '@/modules/accounts/user-info.server'
import { DeleteAccountSchema, UpdateUserSchema } from '@/modules/auth/auth.schema'
import { requireSession } from '@/modules/auth/session.server'
import { ok } from '@/server/http/envelope.server'
import { requestContext } from '@/server/http/request-context.server'
import { readJson, rest, withCookies } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/user', {
  GET: rest(async ({ request }) => {
    const session = await requireSession(request.headers)
    return ok(await userInfo(session.userId, session.user), { headers: session.setCookies })
  }),
  PUT: rest(async ({ request }) =>
    withCookies(await updateUser(parseInput(UpdateUserSchema, await readJson(request)), requestContext(request))),
  ),
  DELETE: rest(async ({ request }) =>
    withCookies(await deleteAccount(parseInput(DeleteAccountSchema, await readJson(request)), requestContext(request))),
  ),
})
