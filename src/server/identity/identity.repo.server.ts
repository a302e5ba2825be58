import type { Kysely } from 'kysely'
import { preparedQuery } from '../db/prepared-query.server'
import type { Database, UserRow } from '../db/schema'

export interface SessionWithUser {
  user: UserRow
  expiresAt: Date | string
  createdAt: Date | string
}

const sessionWithUser = preparedQuery((k: Kysely<Database>, token: string) =>
  k
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.user_id')
    .selectAll('user')
    .select(['session.expires_at as session_expires_at', 'session.created_at as session_created_at'])
    .where('session.token', '=', token),
)

/**
 * The identity tables Inkdraft reads itself (Better Auth writes them): the session behind a
 * cookie with its user in one prepared query, the hottest read of every signed-in request.
 */
export function identityRepo(db: Kysely<Database>) {
  return {
    async sessionWithUser(token: string): Promise<SessionWithUser | undefined> {
      const [row] = await sessionWithUser(db, token)
      if (!row) return undefined
      const { session_expires_at: expiresAt, session_created_at: createdAt, ...user } = row
      return { user, expiresAt, createdAt }
    },

    /** Whether the user can sign in with a password (accounts made with Google or Apple have none). */
    async hasPassword(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .where('password', 'is not', null)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
