import { auth } from './auth.server'
import { appendSetCookies, type WithCookies } from './cookies.server'

/** DELETE /logout: ends this session in the database and clears its cookie. Idempotent. */
export async function logout(headers: Headers): Promise<WithCookies<Record<string, never>>> {
  try {
    const result = await auth().api.signOut({ headers, returnHeaders: true })
    return { data: {}, setCookies: appendSetCookies(new Headers(), result.headers) }
  } catch {
    return { data: {}, setCookies: new Headers() } // no session: nothing to end
  }
}
