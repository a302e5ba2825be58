import type { Kysely } from 'kysely'
import type { Database, OAuthStateTable } from '@/server/db/schema'

/** The auth module's reads of the user table and its own table of pending Google sign-ins. */
export function authRepo(db: Kysely<Database>) {
  return {
    /** The account of an address, with what an e-mail to it needs. */
    userByEmail: (email: string) =>
      db
        .selectFrom('user')
        .select(['id', 'email', 'name', 'locale', 'email_verified'])
        .where('email', '=', email)
        .executeTakeFirst(),

    userById: (id: string) =>
      db.selectFrom('user').select(['id', 'email', 'name', 'locale', 'email_verified']).where('id', '=', id).executeTakeFirst(),

    saveOAuthState: async (row: OAuthStateTable): Promise<void> => {
      await db.insertInto('oauth_state').values(row).execute()
    },

    /** Takes a state row once (a replayed callback finds nothing) and clears the expired ones. */
    async takeOAuthState(state: string, provider: string, now: number): Promise<OAuthStateTable | undefined> {
      const row = await db
        .deleteFrom('oauth_state')
        .where('state', '=', state)
        .where('provider', '=', provider)
        .returningAll()
        .executeTakeFirst()
      await db.deleteFrom('oauth_state').where('expires_at', '<', now).execute()
      return row && row.expires_at >= now ? row : undefined
    },
  }
}

export type AuthRepo = ReturnType<typeof authRepo>
