import { randomBytes } from 'node:crypto'
import { readCookie } from '@/i18n/cookie'
import { config } from '@/server/env.server'

export const NONCE_COOKIE = 'inkdraft.oidc_nonce'
const NONCE_SECONDS = 10 * 60

/**
 * A nonce for a Google or Apple sign-in started in this browser. Their scripts put it into the
 * ID token; the server compares it with this HttpOnly cookie, so a token obtained elsewhere
 * cannot be replayed here.
 */
export function issueNonce(): { nonce: string; setCookie: string } {
  const nonce = randomBytes(24).toString('base64url')
  const secure = config().publicUrl.startsWith('https://') ? '; Secure' : ''
  return { nonce, setCookie: `${NONCE_COOKIE}=${nonce}; Max-Age=${NONCE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}` }
}

export function readNonce(headers: Headers): string | undefined {
  return readCookie(headers.get('cookie'), NONCE_COOKIE)
}

export const clearNonceCookie = () => `${NONCE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`
