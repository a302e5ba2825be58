import type { DatabaseHandle } from '../db/database.server'
import type { UserRow } from '../db/schema'
import type { Config } from '../env.server'
import { betterAuthCode } from './better-auth-errors.server'
import { CLIENT_IP_HEADER, createBetterAuth, passwordResets, resetTokens, type HookUser } from './better-auth.server'
import { identityRepo } from './identity.repo.server'
import { withNewUserProfile, type NewUserProfile } from './new-user-profile.server'
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-lifetime'

export type { NewUserProfile }
export type { HookUser as IdentityUser }

/** Why the identity store refused: the services turn each into the catalogue's code. */
export type IdentityFailure =
  'bad_credentials' | 'not_verified' | 'token_invalid' | 'email_conflict' | 'wrong_password' | 'no_password'

export class IdentityError extends Error {
  override readonly name = 'IdentityError'
  constructor(readonly reason: IdentityFailure) {
    super(`identity: ${reason}`)
  }
}

/** Who the client is, as the session row records it. */
export interface ClientInfo {
  ip: string
  userAgent: string | null
}

/** A session just started: the transport gives the client its cookie. */
export interface SessionGrant {
  token: string
}

export interface ResolvedSession {
  user: UserRow
  token: string
  /**
   * Due for its sliding refresh. The transport renews it (extendSession and a new cookie) only
   * with an answer that carries the cookie, so the database and the browser never disagree.
   */
  refreshDue: boolean
}

/**
 * Users, credentials, social accounts, sessions and one-time values, behind Better Auth. Services
 * speak to it in these terms; only this adapter knows Better Auth's API and its HTTP-shaped calls.
 */
export interface Identity {
  /** The session behind a token; null when unknown, expired or too old (such a session is deleted). */
  resolveSession(token: string): Promise<ResolvedSession | null>
  /** Moves a session's expiry forward by the idle lifetime (the sliding refresh). */
  extendSession(token: string): Promise<void>
  createUser(credentials: { email: string; password: string; name: string }, profile: NewUserProfile): Promise<{ userId: string }>
  /** Hashes a password as createUser would, and forgets it: the same work where no account is made. */
  hashPassword(password: string): Promise<void>
  signIn(credentials: { email: string; password: string }, client: ClientInfo): Promise<{ userId: string; session: SessionGrant }>
  signInWithIdToken(
    provider: 'google' | 'apple',
    idToken: { token: string; nonce: string | undefined; user?: unknown },
    profile: NewUserProfile,
    client: ClientInfo,
  ): Promise<{ userId: string; session: SessionGrant; created: boolean }>
  startSession(userId: string, client: ClientInfo): Promise<SessionGrant>
  endSession(token: string): Promise<void>
  /** Checks the current password, sets the new one, ends every session and starts a new one. */
  changePassword(userId: string, passwords: { current: string; next: string }, client: ClientInfo): Promise<SessionGrant>
  /** A reset token for the address's account, or null when there is none. */
  issuePasswordReset(email: string): Promise<{ user: HookUser; token: string } | null>
  /** Sets the new password, uses up the token and ends every session of its user. */
  resetPassword(token: string, password: string): Promise<{ user: HookUser }>
  hasPassword(userId: string): Promise<boolean>
  updateUser(userId: string, changes: UserChanges): Promise<void>
  deleteUser(userId: string): Promise<void>
  /** Single-use values (activation tokens), kept under a hashed identifier. */
  createValue(identifier: string, value: string, expiresAt: Date): Promise<void>
  /** The value, once: null when unknown, used or expired. */
  consumeValue(identifier: string): Promise<string | null>
}

export interface UserChanges {
  name?: string
  image?: string | null
  locale?: string
  theme?: string
  emailVerified?: boolean
}

const seconds = (value: Date | string) => new Date(value).getTime() / 1000

function rethrow(error: unknown, known: Partial<Record<string, IdentityFailure>>): never {
  const reason = known[betterAuthCode(error) ?? '']
  throw reason ? new IdentityError(reason) : error
}

/** Better Auth reads the client's address and browser from request headers. */
function clientHeaders(client: ClientInfo): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: client.ip })
  if (client.userAgent) headers.set('user-agent', client.userAgent)
  return headers
}

export function createIdentity(config: Config, database: DatabaseHandle): Identity {
  const auth = createBetterAuth(config, database)
  const repo = identityRepo(database.db)
  const context = () => auth.$context

  async function startSession(userId: string, client: ClientInfo): Promise<SessionGrant> {
    const session = await (
      await context()
    ).internalAdapter.createSession(userId, false, {
      ipAddress: client.ip,
      userAgent: client.userAgent ?? '',
    })
    return { token: session.token }
  }

  return {
    async resolveSession(token) {
      const found = await repo.sessionWithUser(token)
      if (!found) return null
      const now = Date.now() / 1000
      const expiresAt = seconds(found.expiresAt)
      if (expiresAt <= now || now - seconds(found.createdAt) > SESSION_ABSOLUTE_SECONDS) {
        await (await context()).internalAdapter.deleteSession(token)
        return null
      }
      const refreshDue = expiresAt - SESSION_IDLE_SECONDS + SESSION_UPDATE_AGE_SECONDS <= now
      return { user: found.user, token, refreshDue }
    },

    async extendSession(token) {
      const ctx = await context()
      await ctx.internalAdapter.updateSession(token, {
        expiresAt: new Date(Date.now() + SESSION_IDLE_SECONDS * 1000),
        updatedAt: new Date(),
      })
    },

    async createUser(credentials, profile) {
      const result = await withNewUserProfile(profile, () => auth.api.signUpEmail({ body: credentials }))
      return { userId: result.user.id }
    },

    async hashPassword(password) {
      await (await context()).password.hash(password)
    },

    async signIn(credentials, client) {
      try {
        const response = await auth.api.signInEmail({ body: credentials, headers: clientHeaders(client) })
        return { userId: response.user.id, session: { token: response.token } }
      } catch (error) {
        rethrow(error, {
          INVALID_EMAIL_OR_PASSWORD: 'bad_credentials',
          EMAIL_NOT_VERIFIED: 'not_verified',
          // Longer than any password can be (128), or an address Better Auth's own check refuses:
          // no account can match, so the answer is the ordinary wrong-credentials one.
          PASSWORD_TOO_LONG: 'bad_credentials',
          INVALID_EMAIL: 'bad_credentials',
        })
      }
    },

    async signInWithIdToken(provider, idToken, profile, client) {
      try {
        const response = await withNewUserProfile(profile, () =>
          auth.api.signInSocial({
            body: { provider, idToken: idToken as { token: string; nonce?: string; user?: never } },
            headers: clientHeaders(client),
          }),
        )
        if (!('user' in response) || !response.user || !response.token) throw new IdentityError('token_invalid')
        return {
          userId: response.user.id,
          session: { token: response.token },
          created: profile.createdUserId === response.user.id,
        }
      } catch (error) {
        rethrow(error, {
          INVALID_TOKEN: 'token_invalid',
          FAILED_TO_GET_USER_INFO: 'token_invalid',
          USER_EMAIL_NOT_FOUND: 'token_invalid',
          // The provider does not vouch for the e-mail, and an account with it exists: no silent link.
          OAUTH_LINK_ERROR: 'email_conflict',
          EMAIL_NOT_VERIFIED: 'email_conflict',
        })
      }
    },

    startSession,

    async endSession(token) {
      await (await context()).internalAdapter.deleteSession(token)
    },

    async changePassword(userId, { current, next }, client) {
      const ctx = await context()
      const credential = await ctx.internalAdapter.findCredentialAccount(userId)
      if (!credential?.password) throw new IdentityError('no_password')
      if (!(await ctx.password.verify({ hash: credential.password, password: current })))
        throw new IdentityError('wrong_password')
      await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(next))
      await ctx.internalAdapter.deleteUserSessions(userId)
      return startSession(userId, client)
    },

    async issuePasswordReset(email) {
      let issued = null as { user: HookUser; token: string } | null
      await resetTokens.run(
        (user, token) => (issued = { user, token }),
        () => auth.api.requestPasswordReset({ body: { email, redirectTo: '/' } }),
      )
      return issued
    },

    async resetPassword(token, password) {
      let reset = null as HookUser | null
      try {
        await passwordResets.run(
          (user) => (reset = user),
          () => auth.api.resetPassword({ body: { token, newPassword: password } }),
        )
      } catch (error) {
        rethrow(error, { INVALID_TOKEN: 'token_invalid' })
      }
      if (!reset) throw new IdentityError('token_invalid')
      return { user: reset }
    },

    hasPassword: (userId) => repo.hasPassword(userId),

    async updateUser(userId, changes) {
      await (await context()).internalAdapter.updateUser(userId, changes)
    },

    async deleteUser(userId) {
      const ctx = await context()
      await ctx.internalAdapter.deleteUserSessions(userId)
      await ctx.internalAdapter.deleteUser(userId)
    },

    async createValue(identifier, value, expiresAt) {
      await (await context()).internalAdapter.createVerificationValue({ identifier, value, expiresAt })
    },

    async consumeValue(identifier) {
      const row = await (await context()).internalAdapter.consumeVerificationValue(identifier)
      if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null
      return row.value
    },
  }
}
