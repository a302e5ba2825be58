import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The sandbox provider's own objects, each a JSON document of one kind. */
export function sandboxRepo(db: Kysely<Database>) {
  return {
    async get<T>(kind: string, id: string): Promise<T | undefined> {
      const row = await db
        .selectFrom('sandbox_object')
        .select('data')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst()
      return row ? (JSON.parse(row.data) as T) : undefined
    },
    async put(kind: string, id: string, userId: string | null, data: unknown): Promise<void> {
      const json = JSON.stringify(data)
      const at = Math.floor(Date.now() / 1000)
      await db
        .insertInto('sandbox_object')
        .values({ id, kind, user_id: userId, data: json, updated_at: at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ data: json, updated_at: at }))
        .execute()
    },
    async listOfUser<T>(kind: string, userId: string): Promise<T[]> {
      const rows = await db
        .selectFrom('sandbox_object')
        .select('data')
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
        .execute()
      return rows.map((row) => JSON.parse(row.data) as T)
    },
    async listOfKind<T>(kind: string): Promise<T[]> {
      const rows = await db.selectFrom('sandbox_object').select('data').where('kind', '=', kind).execute()
      return rows.map((row) => JSON.parse(row.data) as T)
    },
  }
}

export type SandboxRepo = ReturnType<typeof sandboxRepo>
