import { sql, type Kysely } from 'kysely'
import { JOBS_CHANNEL } from './job-notices.repo.server'
import type { Database } from '../db/schema'
import type { Lane, QueuedJob } from './queue'

export interface ClaimedRow {
  job: QueuedJob
  deliveries: number
  token: string
}

/** How many waiting rows the claim looks at per lane before it gives up on that lane this round. */
const CANDIDATES = 8

/**
 * The `queue_job` table (migration 0007). Times are Unix milliseconds. A row waits while it has no
 * live claim (`locked_by` null, or its `locked_until` past); it may be claimed once `locked_until`
 * (a lease, or a back-off after a failure) is null or past.
 */
export function localQueueRepo(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  return {
    async add(job: QueuedJob, enqueuedAt: number, within?: Kysely<Database>): Promise<void> {
      await (within ?? db)
        .insertInto('queue_job')
        .values({
          id: job.id,
          lane: job.lane,
          user_id: job.userId,
          cap: job.cap,
          enqueued_at: enqueuedAt,
          locked_by: null,
          locked_until: null,
        })
        // The same job enqueued again (a retried request) stays one entry, as in pg-boss.
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      // Workers in other processes hear of it when the transaction commits (job-notices.server.ts).
      if (kind === 'postgres') await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(within ?? db)
    },

    /**
     * The first claimable row of `lane` whose user runs fewer than its cap, claimed for `workerId`.
     * The conditional update wins for one of several workers (or processes) racing for a row; on
     * PostgreSQL a per-user advisory lock makes the cap check and the claim one step, so two
     * processes cannot both start a FREE user's jobs.
     */
    async claim(lane: Lane, workerId: string, now: number, leaseMs: number): Promise<ClaimedRow | null> {
      const candidates = await db
        .selectFrom('queue_job as q')
        .select(['q.id', 'q.user_id', 'q.cap', 'q.deliveries'])
        .where('q.lane', '=', lane)
        .where((eb) => eb.or([eb('q.locked_until', 'is', null), eb('q.locked_until', '<', now)]))
        .where((eb) =>
          eb(
            eb
              .selectFrom('queue_job as r')
              .select((r) => r.fn.countAll<number>().as('n'))
              .whereRef('r.user_id', '=', 'q.user_id')
              .where('r.locked_by', 'is not', null)
              .where('r.locked_until', '>=', now),
            '<',
            eb.ref('q.cap'),
          ),
        )
        .orderBy('q.enqueued_at')
        .orderBy('q.id')
        .limit(CANDIDATES)
        .execute()

      for (const row of candidates) {
        const deliveries = row.deliveries + 1
        const token = `${workerId}:${deliveries}`
        const take = async (tx: Kysely<Database>) => {
          if (kind === 'postgres')
            await sql`select pg_advisory_xact_lock(hashtext(${`inkdraft-queue:${row.user_id}`}))`.execute(tx)
          const result = await tx
            .updateTable('queue_job')
            .set({ deliveries, locked_by: token, locked_until: now + leaseMs })
            .where('id', '=', row.id)
            .where('deliveries', '=', row.deliveries)
            .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
            .where((eb) =>
              eb(
                eb
                  .selectFrom('queue_job as r')
                  .select((r) => r.fn.countAll<number>().as('n'))
                  .where('r.user_id', '=', row.user_id)
                  .where('r.locked_by', 'is not', null)
                  .where('r.locked_until', '>=', now),
                '<',
                row.cap,
              ),
            )
            .executeTakeFirst()
          return Number(result.numUpdatedRows) === 1
        }
        const won = kind === 'postgres' ? await db.transaction().execute(take) : await take(db)
        if (won) return { job: { id: row.id, lane, userId: row.user_id, cap: row.cap }, deliveries, token }
      }
      return null
    },

    /** Extends a claim; false when the claim is no longer `token`'s (the row deleted, or claimed again). */
    async renew(id: string, token: string, until: number): Promise<boolean> {
      const result = await db
        .updateTable('queue_job')
        .set({ locked_until: until })
        .where('id', '=', id)
        .where('locked_by', '=', token)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async complete(id: string, token: string): Promise<void> {
      await db.deleteFrom('queue_job').where('id', '=', id).where('locked_by', '=', token).execute()
    },

    /** Gives the row back to the queue, claimable from `availableAt` (null: at once). */
    async release(id: string, token: string, availableAt: number | null): Promise<void> {
      await db
        .updateTable('queue_job')
        .set({ locked_by: null, locked_until: availableAt })
        .where('id', '=', id)
        .where('locked_by', '=', token)
        .execute()
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('queue_job').where('id', '=', id).execute()
    },

    /**
     * For a waiting row: how many waiting rows of its lane come before it, and how many wait in the
     * other lane. Null when the row is gone or running.
     */
    async waitingAround(id: string, now: number): Promise<{ lane: Lane; ahead: number; otherLane: number } | null> {
      const row = await db
        .selectFrom('queue_job')
        .select(['lane', 'enqueued_at', 'locked_by', 'locked_until'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row || (row.locked_by !== null && row.locked_until !== null && row.locked_until >= now)) return null
      const counts = await db
        .selectFrom('queue_job')
        .select((eb) => [
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('lane', '=', row.lane),
                    eb.or([
                      eb('enqueued_at', '<', row.enqueued_at),
                      eb.and([eb('enqueued_at', '=', row.enqueued_at), eb('id', '<', id)]),
                    ]),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('ahead'),
          eb.fn.sum<number>(eb.case().when('lane', '!=', row.lane).then(1).else(0).end()).as('other'),
        ])
        .where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirstOrThrow()
      return { lane: row.lane, ahead: Number(counts.ahead ?? 0), otherLane: Number(counts.other ?? 0) }
    },
  }
}

export type LocalQueueRepo = ReturnType<typeof localQueueRepo>
