import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { auth, SESSION_ABSOLUTE_SECONDS } from './auth.server'
import type { UserRow } from '@/server/db/schema'
import { readValidSession } from './session-read.server'

export interface CurrentSession {
  userId: string
  sessionToken: string
  /** Set-Cookie headers from a refresh of the session's expiry, to pass on to the browser. */
  setCookies: Headers
  /** The user's row, when reading the session already loaded it. */
  user?: UserRow
}

/**
 * The signed-in user of a request, or null. Better Auth slides the expiry forward on use (30 days
 * idle); a session is also ended for good 90 days after it began, whatever its activity.
 */
export async function readSession(headers: Headers): Promise<CurrentSession | null> {
  const valid = await readValidSession(headers)
  if (valid) return { ...valid, setCookies: new Headers() }
  const { headers: setCookies, response } = await auth().api.getSession({ headers, returnHeaders: true })
  if (!response) return null
  const startedAt = new Date(response.session.createdAt).getTime()
  if (Date.now() - startedAt > SESSION_ABSOLUTE_SECONDS * 1000) {
    const context = await auth().$context
    await context.internalAdapter.deleteSession(response.session.token)
    return null
  }
  return { userId: response.user.id, sessionToken: response.session.token, setCookies }
}

export async function requireSession(headers: Headers): Promise<CurrentSession> {
  const session = await readSession(headers)
  if (!session) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
  return session
}
