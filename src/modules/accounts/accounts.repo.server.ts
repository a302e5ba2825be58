import type { Kysely } from 'kysely'
import { preparedQuery } from '@/server/db/prepared-query.server'
import type { Database, RankTable, UserRow } from '@/server/db/schema'
import type { Selectable } from 'kysely'

export type Rank = Selectable<RankTable>

const usageRows = preparedQuery((k: Kysely<Database>, userId: string, slowStart: number, priorityStart: number) =>
  k
    .selectFrom('quota_usage')
    .select(['permission_name', 'period_start', 'used', 'reserved'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('permission_name', '=', 'image_slow_prompts'), eb('period_start', '=', slowStart)]),
        eb.and([eb('permission_name', '=', 'image_priority_prompts'), eb('period_start', '=', priorityStart)]),
      ]),
    ),
)

/** The accounts module's tables: users as Inkdraft reads them, ranks and quota usage. */
export function accountsRepo(db: Kysely<Database>) {
  return {
    userById: (userId: string): Promise<UserRow | undefined> =>
      db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst(),

    /** Usage of both prompt quotas in the periods that began at these times, in one query. */
    quotaUsage: (userId: string, slowStart: number, priorityStart: number) => usageRows(db, userId, slowStart, priorityStart),

    allRanks: (): Promise<Rank[]> => db.selectFrom('rank').selectAll().execute(),
  }
}

export type AccountsRepo = ReturnType<typeof accountsRepo>
