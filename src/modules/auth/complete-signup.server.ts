import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { UserInfoOf } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { deviceTokens } from '@/server/identity/device-token.server'
import type { Service } from '@/server/service'
import { consumeActivationToken } from './activation.server'
import type { CompleteSignupInput } from './auth.schema'

/**
 * POST /complete-signup: the activation link's token activates the account and signs it in. The
 * browser that proved the mailbox is trusted for later sign-ins (ADR 10's device cookie).
 */
export function completeSignup(
  deps: Pick<Adapters, 'identity' | 'config'> & { userInfoOf: UserInfoOf },
): Service<CompleteSignupInput, UserInfo> {
  const devices = deviceTokens(deps.config.authSecret)
  return async (caller, input) => {
    const userId = await consumeActivationToken(deps.identity, input.token)
    if (!userId) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    await deps.identity.updateUser(userId, { emailVerified: true })
    caller.client.startSession(await deps.identity.startSession(userId, caller.context))
    const info = await deps.userInfoOf(userId)
    caller.client.trustDevice(devices.issue(info.user.email))
    return info
  }
}
