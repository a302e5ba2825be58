import type { Kysely } from 'kysely'
import { preparedQuery } from '@/server/db/prepared-query.server'
import type { Database, RankTable, UserRow } from '@/server/db/schema'
import type { Selectable, UpdateQueryBuilder, UpdateResult } from 'kysely'

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

/** One quota's row: a user, a permission, the period it counts in. */
export interface QuotaKey {
  userId: string
  permission: string
  periodStart: number
}

const quotaRow = <Q extends UpdateQueryBuilder<Database, 'quota_usage', 'quota_usage', UpdateResult>>(
  query: Q,
  key: QuotaKey,
): Q =>
  query
    .where('user_id', '=', key.userId)
    .where('permission_name', '=', key.permission)
    .where('period_start', '=', key.periodStart) as Q

/** The accounts module's tables: users as Inkdraft reads them, ranks and quota usage. */
export function accountsRepo(db: Kysely<Database>) {
  return {
    userById: (userId: string): Promise<UserRow | undefined> =>
      db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst(),

    /** Usage of both prompt quotas in the periods that began at these times, in one query. */
    quotaUsage: (userId: string, slowStart: number, priorityStart: number) => usageRows(db, userId, slowStart, priorityStart),

    /** One quota's row (used for pack credits, whose period never ends). */
    usageOf: (userId: string, permission: string, periodStart: number) =>
      db
        .selectFrom('quota_usage')
        .select(['used', 'reserved'])
        .where('user_id', '=', userId)
        .where('permission_name', '=', permission)
        .where('period_start', '=', periodStart)
        .executeTakeFirst(),

    /** Sets what billing derived (ADR 45); the previous values, or undefined when the user is gone. */
    async setEntitlement(userId: string, rank: string, quotaAnchor: number | null) {
      const before = await db.selectFrom('user').select(['rank', 'quota_anchor']).where('id', '=', userId).executeTakeFirst()
      if (!before) return undefined
      if ((before.rank ?? 'FREE') !== rank || (before.quota_anchor ?? null) !== quotaAnchor)
        await db.updateTable('user').set({ rank, quota_anchor: quotaAnchor }).where('id', '=', userId).execute()
      return { rank: before.rank ?? 'FREE', quotaAnchor: before.quota_anchor === null ? null : Number(before.quota_anchor) }
    },

    async writeAudit(row: {
      id: string
      actor: string
      entity: string
      entityId: string
      action: string
      from: string | null
      to: string | null
      at: number
    }) {
      await db
        .insertInto('audit_log')
        .values({
          id: row.id,
          actor: row.actor,
          entity: row.entity,
          entity_id: row.entityId,
          action: row.action,
          from_value: row.from,
          to_value: row.to,
          at: row.at,
        })
        .execute()
    },

    allRanks: (): Promise<Rank[]> => db.selectFrom('rank').selectAll().execute(),

    /**
     * Takes one credit of a quota if one is left: a single conditional UPDATE, so concurrent
     * requests (each in its own transaction) can never take more than the limit between them.
     */
    async reserveCredit(key: QuotaKey, limit: number): Promise<boolean> {
      await db
        .insertInto('quota_usage')
        .values({ user_id: key.userId, permission_name: key.permission, period_start: key.periodStart })
        .onConflict((oc) => oc.columns(['user_id', 'permission_name', 'period_start']).doNothing())
        .execute()
      const result = await quotaRow(
        db.updateTable('quota_usage').set((eb) => ({ reserved: eb('reserved', '+', 1) })),
        key,
      )
        .where((eb) => eb(eb('used', '+', eb.ref('reserved')), '<', limit))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** A reserved credit becomes used (the job succeeded). */
    async commitCredit(key: QuotaKey): Promise<void> {
      await quotaRow(
        db.updateTable('quota_usage').set((eb) => ({ used: eb('used', '+', 1), reserved: eb('reserved', '-', 1) })),
        key,
      )
        .where('reserved', '>', 0)
        .execute()
    },

    /** A reserved credit is given back (the job failed or was canceled). */
    async releaseCredit(key: QuotaKey): Promise<void> {
      await quotaRow(
        db.updateTable('quota_usage').set((eb) => ({ reserved: eb('reserved', '-', 1) })),
        key,
      )
        .where('reserved', '>', 0)
        .execute()
    },
  }
}

export type AccountsRepo = ReturnType<typeof accountsRepo>
