import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { App } from '../app.server'
import { isSignedIn, type Caller, type UserCaller } from '../caller'
import { roleOf } from '../identity/role'
import { RULES, type RequestLimit } from '../limits/rate-limiter.server'
import { cookieClient, sessionTokenOf } from './client-cookies.server'
import { requestContext } from './request-context.server'

/** Who may call an operation: anyone, a signed-in user, an admin. */
export type Access = 'public' | 'user' | 'admin'
export type CallerFor<A extends Access> = A extends 'public' ? Caller : UserCaller

export interface ResolvedCaller {
  caller: Caller
  /**
   * Once the operation has succeeded: renews the session when it is due (unless the service
   * started or ended one) and gives the Set-Cookie lines to send with the answer.
   */
  finish(): Promise<string[]>
}

/** The caller of a request: its context, and its user when it carries a live session. */
export async function resolveCaller(request: Request, app: App): Promise<ResolvedCaller> {
  const { config, identity } = app.adapters
  const settings = { secure: config.publicUrl.startsWith('https://'), secret: config.authSecret }
  const context = requestContext(request, config)
  const cookieHeader = request.headers.get('cookie')
  const cookies = cookieClient(cookieHeader, settings)
  const token = sessionTokenOf(cookieHeader, settings)
  const session = token ? await identity.resolveSession(token) : null
  const finish = async () => {
    if (session?.refreshDue && !cookies.sessionDecided()) {
      await identity.extendSession(session.token)
      cookies.state.startSession({ token: session.token })
    }
    return cookies.setCookies()
  }
  if (!session) return { caller: { kind: 'anonymous', context, client: cookies.state }, finish }
  const { user: row } = session
  const base = { context, client: cookies.state, session: { token: session.token } }
  const user = { id: row.id, email: row.email, rank: row.rank ?? 'FREE', row }
  const caller: UserCaller =
    roleOf(row.email, row.role, config.adminEmail) === 'admin'
      ? { ...base, kind: 'admin', user: { ...user, role: 'admin' } }
      : { ...base, kind: 'user', user: { ...user, role: 'user' } }
  return { caller, finish }
}

/** Refuses a caller the operation is not open to: 401 without a session, 403 without the role. */
export function authorize<A extends Access>(caller: Caller, access: A): asserts caller is CallerFor<A> {
  if (access === 'public') return
  if (!isSignedIn(caller)) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
  if (access === 'admin' && caller.kind !== 'admin') throw new AppError(ErrorCode.FORBIDDEN, 'Forbidden')
}

/**
 * Counts the call against the operation's request limit, per user when signed in for per-user
 * rules, else per address (under the rule's own rule for visitors, when it has one).
 */
export async function applyLimit(app: App, caller: Caller, limit: RequestLimit | undefined): Promise<void> {
  if (!limit) return
  const rule = RULES[limit] as { per: 'ip' | 'user'; anonymous?: RequestLimit }
  if (rule.per === 'user' && isSignedIn(caller)) return app.adapters.limiter.consume(limit, caller.user.id)
  await app.adapters.limiter.consume(rule.per === 'user' && rule.anonymous ? rule.anonymous : limit, caller.context.ip)
}
