import type { LocaleCode } from '@/i18n/locales'
import type { UserRow } from './db/schema'

/**
 * Who is asking, as every service sees it: an anonymous visitor, a signed-in user (an admin is a
 * signed-in user with more rights), or the system itself (a job, a script). The transports
 * (src/server/http) build it from the request; a service never sees the request itself.
 */
export type Caller = AnonymousCaller | UserCaller | SystemCaller

/** A signed-in user or an admin. */
export type UserCaller = SignedInCaller<'user'> | SignedInCaller<'admin'>

export interface AnonymousCaller extends CallerBase {
  kind: 'anonymous'
}

export interface SignedInCaller<Kind extends 'user' | 'admin'> extends CallerBase {
  kind: Kind
  user: {
    id: string
    email: string
    role: Kind
    /** The rank's name as stored (`FREE`, `PRO`…); accounts resolves what it allows. */
    rank: string
    /** The user's row, read with the session; saves the services a second read. */
    row: UserRow
  }
  /** The session this request came with (logging in again ends it). */
  session: { token: string }
}

export interface SystemCaller extends CallerBase {
  kind: 'system'
  /** Which part of the system acts, for the audit log (`worker`, `webhook:stripe`…). */
  name: string
}

interface CallerBase {
  context: RequestContext
  client: ClientState
}

/** Where the call comes from. */
export interface RequestContext {
  /** The reader's language: what the client declared, else what its browser prefers. */
  locale: LocaleCode
  /** The client's address (behind a trusted proxy, the one it reports). */
  ip: string
  userAgent: string | null
  /** The origin the call was addressed to (`https://inkdraft.example`), beside the configured one. */
  origin: string
}

/**
 * What the client keeps between calls. A service says what happened to the session; the
 * transport turns it into cookies (src/server/http/client-cookies.server.ts). Calls without a
 * client (jobs, scripts) get one that keeps nothing.
 */
export interface ClientState {
  /** The nonce this browser was given for a Google or Apple sign-in, if any. */
  readonly signInNonce: string | undefined
  /** A session was started for this client (sign-in, activation, a new password). */
  startSession(session: { token: string }): void
  /** This client's session is over (sign-out, account deletion). */
  endSession(): void
  /** Ties a sign-in nonce to this browser for ten minutes. */
  bindSignInNonce(nonce: string): void
  /** The sign-in nonce was used up. */
  releaseSignInNonce(): void
  /** The device cookie this browser presented (a token the login service checks), if any. */
  readonly deviceToken: string | undefined
  /** Trusts this browser: it keeps the token (signed by the login service) for a year. */
  trustDevice(token: string): void
}

export const isSignedIn = (caller: Caller): caller is UserCaller => caller.kind === 'user' || caller.kind === 'admin'

/** A client that keeps nothing: for system callers and tests. */
export function statelessClient(): ClientState {
  return {
    signInNonce: undefined,
    startSession: () => {},
    endSession: () => {},
    bindSignInNonce: () => {},
    releaseSignInNonce: () => {},
    deviceToken: undefined,
    trustDevice: () => {},
  }
}

export function systemCaller(name: string): SystemCaller {
  return {
    kind: 'system',
    name,
    context: { locale: 'en', ip: 'system', userAgent: null, origin: 'http://localhost' },
    client: statelessClient(),
  }
}
