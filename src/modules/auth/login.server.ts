import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { UserInfoOf } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { isSignedIn } from '@/server/caller'
import { deviceTokens } from '@/server/identity/device-token.server'
import { IdentityError } from '@/server/identity/identity.server'
import type { RateLimiter } from '@/server/limits/rate-limiter.server'
import type { Service } from '@/server/service'
import type { LoginInput } from './auth.schema'

/**
 * POST /login. Wrong address and wrong password give the same answer in about the same time
 * (the identity store hashes a dummy password for unknown addresses). "Not activated" is only
 * told to someone who knows the password. Each sign-in starts a new session and ends the one the
 * client came with, and trusts the browser for that address from then on (a device cookie).
 *
 * Failures are counted so that strangers cannot lock the owner out (docs/decisions/0010): a
 * trusted browser answers for its own failures only; any other client is paused per address and
 * account after a few, and once the account has drawn many failures in a day, all such clients
 * share one attempt a minute for it. The counters follow from the address asked for, never from
 * whether an account has it, so the answers tell nothing about which addresses are registered.
 */
export function login(
  deps: Pick<Adapters, 'identity' | 'limiter' | 'config'> & { userInfoOf: UserInfoOf },
): Service<LoginInput, UserInfo> {
  const devices = deviceTokens(deps.config.authSecret)
  return async (caller, input) => {
    const throttle = await throttleFor(deps.limiter, devices.verify(caller.client.deviceToken, input.email), {
      account: input.email,
      accountAndIp: `${input.email}|${caller.context.ip}`,
    })
    await throttle.admit()
    try {
      const { userId, session } = await deps.identity.signIn({ email: input.email, password: input.password }, caller.context)
      await throttle.succeeded()
      if (isSignedIn(caller) && caller.session.token !== session.token) await deps.identity.endSession(caller.session.token)
      caller.client.startSession(session)
      caller.client.trustDevice(devices.issue(input.email))
      return deps.userInfoOf(userId)
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error
      if (error.reason === 'not_verified')
        throw new AppError(ErrorCode.NOT_ACTIVATED, 'Account not activated', { email: input.email })
      await throttle.failed()
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'E-mail or password wrong')
    }
  }
}

interface Throttle {
  /** Refuses (429) an attempt that may not be tried now. */
  admit(): Promise<void>
  succeeded(): Promise<void>
  failed(): Promise<void>
}

/**
 * How an attempt is counted. A device over its own budget is no longer trusted: it is judged like
 * a client without the cookie (anyone may drop a cookie, so refusing it outright would protect nothing).
 */
async function throttleFor(
  limiter: RateLimiter,
  device: string | null,
  keys: { account: string; accountAndIp: string },
): Promise<Throttle> {
  if (device && !(await limiter.reached('loginFailsByDevice', device)))
    return {
      admit: async () => {},
      succeeded: () => limiter.forgive('loginFailsByDevice', device),
      failed: () => limiter.penalize('loginFailsByDevice', device),
    }
  return {
    async admit() {
      await limiter.ensureNotBlocked('loginFailsByAccountAndIp', keys.accountAndIp)
      if (await limiter.reached('loginFailsByAccount', keys.account))
        await limiter.consume('loginSlowLaneByAccount', keys.account)
    },
    // The account's count is kept: the owner getting in says nothing about the strangers still guessing.
    succeeded: () => limiter.forgive('loginFailsByAccountAndIp', keys.accountAndIp),
    async failed() {
      await limiter.penalize('loginFailsByAccountAndIp', keys.accountAndIp)
      await limiter.penalize('loginFailsByAccount', keys.account)
    },
  }
}
