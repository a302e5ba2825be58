import { createHmac, timingSafeEqual } from 'node:crypto'
import { readCookie } from '@/i18n/cookie'
import type { ClientState } from '../caller'
import { DEVICE_TOKEN_SECONDS } from '../identity/device-token.server'
import { SESSION_IDLE_SECONDS } from '../identity/session-lifetime'

/** The session cookie: HttpOnly, SameSite=Lax, Secure (with its `__Secure-` name) on an https site. */
export const SESSION_COOKIE = 'inkdraft.session_token'
/** A Google or Apple sign-in's nonce, bound to the browser that started it. */
export const NONCE_COOKIE = 'inkdraft.oidc_nonce'
const NONCE_SECONDS = 10 * 60
/**
 * The device cookie: a browser that signed in with its password before (the login service signs
 * and checks its token, identity/device-token.server.ts; here it is only carried). HttpOnly,
 * SameSite=Lax, a year, `__Secure-` on an https site like the session's.
 */
const DEVICE_COOKIE = 'inkdraft.device'
/** Device tokens are short and cookie-safe; anything else is not one of ours. */
const deviceTokenOf = (value: string | undefined) => (value && /^[\w.-]{1,200}$/.test(value) ? value : undefined)
/** Our nonces are 24 random bytes in base64url; anything else in the cookie is not one of ours. */
const nonceOf = (value: string | undefined) => (value && /^[\w-]{32}$/.test(value) ? value : undefined)

export interface CookieSettings {
  /** The site is served over https: cookies are Secure. */
  secure: boolean
  /** AUTH_SECRET: session cookies carry the token with its HMAC. */
  secret: string
}

const secureName = (name: string, { secure }: CookieSettings) => `${secure ? '__Secure-' : ''}${name}`
const sessionCookieName = (settings: CookieSettings) => secureName(SESSION_COOKIE, settings)

function serialize(name: string, value: string, maxAge: number, { secure }: CookieSettings): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`
}

const signature = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest()

/** The token a signed session cookie carries (`token.base64(HMAC-SHA256(secret, token))`), if its signature holds. */
export function sessionTokenOf(cookieHeader: string | null, settings: CookieSettings): string | null {
  const value = readCookie(cookieHeader, sessionCookieName(settings))
  const dot = value?.lastIndexOf('.') ?? -1
  if (!value || dot < 1) return null
  const token = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = signature(token, settings.secret)
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}

export function sessionCookie(token: string, settings: CookieSettings): string {
  const signed = encodeURIComponent(`${token}.${signature(token, settings.secret).toString('base64')}`)
  return serialize(sessionCookieName(settings), signed, SESSION_IDLE_SECONDS, settings)
}

/**
 * The client's cookies as a service sees them (ClientState): what it reads, and what it decides
 * about the session, the sign-in nonce and the device, kept by cookie name (the last decision
 * wins) until the transport writes them as Set-Cookie headers.
 */
export function cookieClient(cookieHeader: string | null, settings: CookieSettings) {
  const decided = new Map<string, string>()
  const session = sessionCookieName(settings)
  const device = secureName(DEVICE_COOKIE, settings)
  const state: ClientState = {
    signInNonce: nonceOf(readCookie(cookieHeader, NONCE_COOKIE)),
    startSession: ({ token }) => decided.set(session, sessionCookie(token, settings)),
    endSession: () => decided.set(session, serialize(session, '', 0, settings)),
    bindSignInNonce: (nonce) => decided.set(NONCE_COOKIE, serialize(NONCE_COOKIE, nonce, NONCE_SECONDS, settings)),
    releaseSignInNonce: () => decided.set(NONCE_COOKIE, serialize(NONCE_COOKIE, '', 0, settings)),
    deviceToken: deviceTokenOf(readCookie(cookieHeader, device)),
    trustDevice: (token) => decided.set(device, serialize(device, token, DEVICE_TOKEN_SECONDS, settings)),
  }
  return { state, setCookies: () => [...decided.values()], sessionDecided: () => decided.has(session) }
}
