import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, MailOutboxTable } from '../db/schema'

export type OutboxRow = Pick<MailOutboxTable, 'id' | 'kind' | 'payload'> & { attempts: number }

const now = () => Math.floor(Date.now() / 1000)

/** The mail outbox table (migration 0005): rows in, due rows claimed under a lease, outcomes out. */
export function outboxRepo(db: Kysely<Database>) {
  return {
    async add(kind: string, payload: unknown): Promise<string> {
      const id = randomUUID()
      const at = now()
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          kind,
          payload: JSON.stringify(payload),
          status: 'pending',
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          sent_at: null,
        })
        .execute()
      return id
    },

    /**
     * Up to `limit` due rows, each taken by one sender only: the conditional update succeeds for
     * one of several processes racing for a row, and a row whose sender died is free again once
     * its lease has passed.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const at = now()
      const due = await db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute()
      const claimed: OutboxRow[] = []
      for (const row of due) {
        const result = await db
          .updateTable('mail_outbox')
          .set({ locked_until: at + leaseSeconds, attempts: row.attempts + 1 })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, attempts: row.attempts + 1 })
      }
      return claimed
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now(), locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute()
    },

    async retryLater(id: string, delaySeconds: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: now() + delaySeconds, locked_until: null, last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .execute()
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', locked_until: null, last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .execute()
    },

    /** Sent and failed rows older than `seconds` (kept a while for support questions, then dropped). */
    async prune(seconds: number): Promise<void> {
      await db
        .deleteFrom('mail_outbox')
        .where('status', '!=', 'pending')
        .where('created_at', '<', now() - seconds)
        .execute()
    },

    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },
  }
}

export type OutboxRepo = ReturnType<typeof outboxRepo>
