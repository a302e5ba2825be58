import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { Config } from '@/server/env.server'
import type { Service } from '@/server/service'
import type { AppleLoginInput } from '../auth.schema'
import type { IdTokenSignIn, SignInWithIdToken } from './id-token-sign-in.server'

function appleUser(raw: unknown): IdTokenSignIn['appleUser'] {
  if (!raw) return undefined
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw
    return value && typeof value === 'object' ? (value as IdTokenSignIn['appleUser']) : undefined
  } catch {
    return undefined
  }
}

/**
 * POST /auth-apple/login: Sign in with Apple's ID token, verified against Apple's published keys
 * with our nonce. The authorization code Apple also returns is accepted but not exchanged: it
 * would only yield refresh tokens Inkdraft never uses (docs/decisions/0011-social-sign-in.md).
 * Apple sends the person's name only on the first sign-in, next to the token.
 */
export function appleLogin(deps: { config: Config; signInWithIdToken: SignInWithIdToken }): Service<AppleLoginInput, UserInfo> {
  return async (caller, input) => {
    if (!deps.config.apple) throw new AppError(ErrorCode.NOT_FOUND, 'Apple sign-in is not configured')
    return deps.signInWithIdToken(caller, {
      provider: 'apple',
      idToken: input.id_token,
      nonce: caller.client.signInNonce,
      appleUser: appleUser(input.user),
      referral: input,
    })
  }
}
