import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { readCookie } from '@/i18n/cookie'
import { preparedQuery } from '@/server/db/prepared-query.server'
import type { Database, UserRow } from '@/server/db/schema'
import { db } from '@/server/startup.server'
import { auth, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.server'

export interface ValidSession {
  userId: string
  sessionToken: string
  user: UserRow
}

interface CookieSettings {
  name: string
  secret: string
}

let settings: Promise<CookieSettings> | undefined

/** The session cookie's name and signing secret, as Better Auth configured them. */
function cookieSettings(): Promise<CookieSettings> {
  settings ??= auth().$context.then((context) => ({ name: context.authCookies.sessionToken.name, secret: context.secret }))
  return settings
}

/** Better Auth signs the token as `token.base64(HMAC-SHA256(secret, token))` (better-call). */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

const sessionWithUser = preparedQuery((k: Kysely<Database>, token: string) =>
  k
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.user_id')
    .selectAll('user')
    .select(['session.expires_at as session_expires_at', 'session.created_at as session_created_at'])
    .where('session.token', '=', token),
)

const seconds = (value: Date | string) => new Date(value).getTime() / 1000

/**
 * Reads a session without writing anything, for the common case only: a correctly signed cookie
 * naming a live session that needs no refresh. Returns null whenever Better Auth has something to
 * do (no or bad cookie, expired, due for its sliding refresh, past the 90-day limit, "don't
 * remember me"), and the caller asks Better Auth. GET /user is the hottest authenticated request;
 * Better Auth's general path costs several times more per call (bench/README.md).
 */
export async function readValidSession(headers: Headers): Promise<ValidSession | null> {
  const header = headers.get('cookie')
  if (!header || header.includes('dont_remember') || header.includes('session_data')) return null
  const { name, secret } = await cookieSettings()
  const value = readCookie(header, name)
  if (!value) return null
  const token = verifiedToken(value, secret)
  if (!token) return null
  const [row] = await sessionWithUser(db(), token)
  if (!row) return null
  const now = Date.now() / 1000
  const expiresAt = seconds(row.session_expires_at)
  const dueForRefresh = expiresAt - SESSION_IDLE_SECONDS + SESSION_UPDATE_AGE_SECONDS <= now
  const pastAbsoluteLimit = now - seconds(row.session_created_at) > SESSION_ABSOLUTE_SECONDS
  if (expiresAt <= now || dueForRefresh || pastAbsoluteLimit) return null
  const { session_expires_at: _expires, session_created_at: _created, ...user } = row
  return { userId: user.id, sessionToken: token, user }
}
