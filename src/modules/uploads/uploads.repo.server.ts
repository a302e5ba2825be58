import type { Kysely } from 'kysely'
import type { Database, UploadTable } from '@/server/db/schema'
import type { ListedUploadKind } from './uploads.schema'

export type UploadRow = Pick<UploadTable, 'id' | 'width' | 'height' | 'mime' | 'key'>

/** The upload table: a user's photos and designs as the intake kept them. */
export function uploadsRepo(db: Kysely<Database>) {
  const columns = ['id', 'width', 'height', 'mime', 'key'] as const
  return {
    /** The user's upload of the same picture, if they sent it before. */
    bySha: (userId: string, sha256: string): Promise<UploadRow | undefined> =>
      db.selectFrom('upload').select(columns).where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirst(),

    insert: async (row: UploadTable): Promise<void> => {
      await db.insertInto('upload').values(row).execute()
    },

    /** One page of the user's photos or designs; person masks are never among them. */
    async page(
      userId: string,
      kind: ListedUploadKind,
      page: number,
      pageSize: number,
    ): Promise<{ rows: UploadRow[]; total: number }> {
      const mine = db.selectFrom('upload').where('user_id', '=', userId).where('kind', '=', kind)
      const [rows, count] = await Promise.all([
        mine
          .select(columns)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    /** The storage key of one of the user's uploads. */
    keyOf: async (userId: string, id: string): Promise<string | undefined> =>
      (await db.selectFrom('upload').select('key').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst())?.key,

    owns: async (userId: string, key: string): Promise<boolean> =>
      (await db.selectFrom('upload').select('id').where('key', '=', key).where('user_id', '=', userId).executeTakeFirst()) !==
      undefined,

    keysOf: async (userId: string): Promise<string[]> =>
      (await db.selectFrom('upload').select('key').where('user_id', '=', userId).execute()).map((u) => u.key),
  }
}

export type UploadsRepo = ReturnType<typeof uploadsRepo>
