import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { userInfo } from '@/modules/accounts/user-info.server'
import type { UserInfo } from '@/modules/accounts/user-info'
import type { RequestContext } from '@/server/http/request-context.server'
import { auth } from './auth.server'
import type { LoginSchema } from './auth.schema'
import { betterAuthCode } from './better-auth-errors.server'
import { appendSetCookies, type WithCookies } from './cookies.server'
import { consume, ensureNotBlocked, forgive, penalize } from './rate-limit.server'
import { readSession } from './session.server'

/**
 * POST /login. Wrong address and wrong password give the same answer in about the same time
 * (Better Auth hashes a dummy password for unknown addresses). "Not activated" is only told to
 * someone who knows the password. Each sign-in starts a new session and ends the one the
 * browser came with.
 */
export async function login(input: v.InferOutput<typeof LoginSchema>, ctx: RequestContext): Promise<WithCookies<UserInfo>> {
  const accountKey = input.email
  const accountAndIp = `${input.email}|${ctx.ip}`
  await consume('loginByIp', ctx.ip)
  await ensureNotBlocked('loginFailsByAccountAndIp', accountAndIp)
  await ensureNotBlocked('loginFailsByAccount', accountKey)

  const previous = await readSession(ctx.headers)
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: ctx.headers,
      returnHeaders: true,
    })
    await forgive('loginFailsByAccountAndIp', accountAndIp)
    if (previous && previous.sessionToken !== response.token) {
      const context = await auth().$context
      await context.internalAdapter.deleteSession(previous.sessionToken)
    }
    return { data: await userInfo(response.user.id), setCookies: appendSetCookies(new Headers(), headers) }
  } catch (error) {
    const code = betterAuthCode(error)
    if (code === 'INVALID_EMAIL_OR_PASSWORD') {
      await penalize('loginFailsByAccountAndIp', accountAndIp)
      await penalize('loginFailsByAccount', accountKey)
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'E-mail or password wrong')
    }
    if (code === 'EMAIL_NOT_VERIFIED')
      throw new AppError(ErrorCode.NOT_ACTIVATED, 'Account not activated', { email: input.email })
    throw error
  }
}
