import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts/user-info'
import { config } from '@/server/env.server'
import type { RequestContext } from '@/server/http/request-context.server'
import type { AppleLoginSchema } from '../auth.schema'
import type { WithCookies } from '../cookies.server'
import { readNonce } from './nonce.server'
import { signInWithIdToken, type SocialSignIn } from './social-sign-in.server'

function appleUser(raw: unknown): SocialSignIn['appleUser'] {
  if (!raw) return undefined
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw
    return value && typeof value === 'object' ? (value as SocialSignIn['appleUser']) : undefined
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
export async function appleLogin(
  input: v.InferOutput<typeof AppleLoginSchema>,
  ctx: RequestContext,
): Promise<WithCookies<UserInfo>> {
  if (!config().apple) throw new AppError(ErrorCode.NOT_FOUND, 'Apple sign-in is not configured')
  return signInWithIdToken(
    {
      provider: 'apple',
      idToken: input.id_token,
      nonce: readNonce(ctx.headers),
      appleUser: appleUser(input.user),
      referral: input,
    },
    ctx,
  )
}
