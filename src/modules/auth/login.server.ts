import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { UserInfoOf } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { isSignedIn } from '@/server/caller'
import { IdentityError } from '@/server/identity/identity.server'
import type { Service } from '@/server/service'
import type { LoginInput } from './auth.schema'

/**
 * POST /login. Wrong address and wrong password give the same answer in about the same time
 * (the identity store hashes a dummy password for unknown addresses). "Not activated" is only
 * told to someone who knows the password. Failed attempts lock the account for a while (the
 * counters are this service's: they follow from the address asked for, not from the caller).
 * Each sign-in starts a new session and ends the one the client came with.
 */
export function login(deps: Pick<Adapters, 'identity' | 'limiter'> & { userInfoOf: UserInfoOf }): Service<LoginInput, UserInfo> {
  return async (caller, input) => {
    const accountKey = input.email
    const accountAndIp = `${input.email}|${caller.context.ip}`
    await deps.limiter.ensureNotBlocked('loginFailsByAccountAndIp', accountAndIp)
    await deps.limiter.ensureNotBlocked('loginFailsByAccount', accountKey)
    try {
      const { userId, session } = await deps.identity.signIn({ email: input.email, password: input.password }, caller.context)
      await deps.limiter.forgive('loginFailsByAccountAndIp', accountAndIp)
      if (isSignedIn(caller) && caller.session.token !== session.token) await deps.identity.endSession(caller.session.token)
      caller.client.startSession(session)
      return deps.userInfoOf(userId)
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error
      if (error.reason === 'not_verified')
        throw new AppError(ErrorCode.NOT_ACTIVATED, 'Account not activated', { email: input.email })
      await deps.limiter.penalize('loginFailsByAccountAndIp', accountAndIp)
      await deps.limiter.penalize('loginFailsByAccount', accountKey)
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'E-mail or password wrong')
    }
  }
}
