import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { UserInfo } from '@/modules/accounts/user-info'

/**
 * The signed-in user's info for pages (SSR and navigation), or null. A session whose expiry was
 * just slid forward sends its refreshed cookie with the answer.
 */
export const fetchUserInfo = createServerFn({ method: 'GET' }).handler(async (): Promise<UserInfo | null> => {
  const { readSession } = await import('./session.server')
  const { userInfo } = await import('@/modules/accounts/user-info.server')
  const session = await readSession(getRequest().headers)
  if (!session) return null
  for (const cookie of session.setCookies.getSetCookie()) appendResponseHeader('set-cookie', cookie)
  return userInfo(session.userId, session.user)
})

export interface SocialSetup {
  google: string | null
  apple: string | null
  /** Bound to this browser by an HttpOnly cookie; Google's and Apple's scripts put it into their tokens. */
  nonce: string | null
}

/** Which sign-in buttons to show, and a fresh nonce for them. */
export const prepareSocialSignIn = createServerFn({ method: 'POST' }).handler(async (): Promise<SocialSetup> => {
  const { config } = await import('@/server/env.server')
  const { issueNonce } = await import('./oidc/nonce.server')
  const { google, apple } = config()
  if (!google && !apple) return { google: null, apple: null, nonce: null }
  const { nonce, setCookie } = issueNonce()
  appendResponseHeader('set-cookie', setCookie)
  return { google: google?.clientId ?? null, apple: apple?.clientId ?? null, nonce }
})

/** Whether the signed-in user has a password to change (the profile's password panel). */
export const fetchHasPassword = createServerFn({ method: 'GET' }).handler(async (): Promise<boolean> => {
  const { readSession } = await import('./session.server')
  const { hasPassword } = await import('./has-password.server')
  const session = await readSession(getRequest().headers)
  return session ? hasPassword(session.userId) : false
})
