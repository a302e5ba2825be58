import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { userInfo } from '@/modules/accounts/user-info.server'
import type { UserInfo } from '@/modules/accounts/user-info'
import type { RequestContext } from '@/server/http/request-context.server'
import { auth } from '../auth.server'
import { betterAuthCode } from '../better-auth-errors.server'
import { appendSetCookies, type WithCookies } from '../cookies.server'
import { consume } from '../rate-limit.server'
import { withSignupContext } from '../signup-context.server'
import { clearNonceCookie } from './nonce.server'

export interface SocialSignIn {
  provider: 'google' | 'apple'
  idToken: string
  nonce: string | undefined
  appleUser?: { name?: { firstName?: string; lastName?: string }; email?: string }
  referral: { source?: string | null; referral_url?: string | null; distribution_code?: string | null }
}

/**
 * Signs in (or up) with an ID token we verify (oidc/id-token.server.ts); Better Auth links the
 * account to an existing user with the same verified e-mail, or creates one with the referral
 * fields of this visit, and starts a session.
 */
export async function signInWithIdToken(input: SocialSignIn, ctx: RequestContext): Promise<WithCookies<UserInfo>> {
  await consume('socialByIp', ctx.ip)
  try {
    const { headers, response } = await withSignupContext(
      {
        locale: ctx.locale,
        source: input.referral.source ?? null,
        referralUrl: input.referral.referral_url ?? null,
        distributionCode: input.referral.distribution_code ?? null,
      },
      () =>
        auth().api.signInSocial({
          body: { provider: input.provider, idToken: { token: input.idToken, nonce: input.nonce, user: input.appleUser } },
          headers: ctx.headers,
          returnHeaders: true,
        }),
    )
    const userId = 'user' in response && response.user ? response.user.id : undefined
    if (!userId) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    const setCookies = appendSetCookies(new Headers(), headers)
    setCookies.append('set-cookie', clearNonceCookie())
    return { data: await userInfo(userId), setCookies }
  } catch (error) {
    const code = betterAuthCode(error)
    if (code === 'INVALID_TOKEN' || code === 'FAILED_TO_GET_USER_INFO' || code === 'USER_EMAIL_NOT_FOUND') {
      throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    }
    if (code === 'OAUTH_LINK_ERROR' || code === 'EMAIL_NOT_VERIFIED') {
      // The provider does not vouch for the e-mail, and an account with it exists: no silent link.
      throw new AppError(ErrorCode.EMAIL_TAKEN, 'E-mail already registered')
    }
    throw error
  }
}
