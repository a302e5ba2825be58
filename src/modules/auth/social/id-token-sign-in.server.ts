import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { UserInfoOf } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { Caller } from '@/server/caller'
import { IdentityError } from '@/server/identity/identity.server'
import type { OnNewUser } from '../on-new-user'

export interface IdTokenSignIn {
  provider: 'google' | 'apple'
  idToken: string
  nonce: string | undefined
  appleUser?: { name?: { firstName?: string; lastName?: string }; email?: string }
  referral: { source?: string | null; referral_url?: string | null; distribution_code?: string | null }
}

export type SignInWithIdToken = (caller: Caller, input: IdTokenSignIn) => Promise<UserInfo>

/**
 * Signs in (or up) with an ID token the identity store verifies against the provider's keys and
 * our nonce; an existing user with the same verified e-mail is linked, or a new one is created
 * with the referral fields of this visit. The nonce is used up either way.
 */
export function signInWithIdToken(
  deps: Pick<Adapters, 'identity'> & { userInfoOf: UserInfoOf; onNewUser?: OnNewUser },
): SignInWithIdToken {
  return async (caller, input) => {
    try {
      const { userId, session, created } = await deps.identity.signInWithIdToken(
        input.provider,
        { token: input.idToken, nonce: input.nonce, user: input.appleUser },
        {
          locale: caller.context.locale,
          source: input.referral.source ?? null,
          referralUrl: input.referral.referral_url ?? null,
          distributionCode: input.referral.distribution_code ?? null,
        },
        caller.context,
      )
      caller.client.startSession(session)
      caller.client.releaseSignInNonce()
      const info = await deps.userInfoOf(userId)
      if (created)
        await deps.onNewUser?.(
          { id: userId, email: info.user.email },
          {
            code: input.referral.distribution_code ?? null,
            referralUrl: input.referral.referral_url ?? null,
            source: input.referral.source ?? null,
          },
          caller.context,
        )
      return info
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error
      if (error.reason === 'email_conflict') throw new AppError(ErrorCode.EMAIL_TAKEN, 'E-mail already registered')
      throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    }
  }
}
