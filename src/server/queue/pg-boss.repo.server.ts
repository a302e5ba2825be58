import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { JOBS_CHANNEL } from './job-notices.repo.server'
import type { Lane } from './queue'

/**
 * Reads of pg-boss's job table that its API does not offer: how many jobs each user runs across
 * both lanes (for the per-user cap) and a waiting job's place in its lane. pg-boss owns the
 * table; these only read it. `pgboss.job` is the parent of every queue's partition.
 */
export function pgBossRepo(db: Kysely<Database>, queues: Record<Lane, string>) {
  const names = [queues.priority, queues.slow]
  return {
    /** Tells workers in other processes a job is waiting, when `within` (or this statement) commits. */
    async notifyEnqueued(within?: Kysely<Database>): Promise<void> {
      await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(within ?? db)
    },

    /** Users running at least their cap (a job's tier is its user's cap) in either lane. */
    async usersAtCap(): Promise<string[]> {
      const { rows } = await sql<{ user_id: string }>`
        select group_id as user_id
        from pgboss.job
        where name = any(${names}::text[]) and state = 'active' and group_id is not null
        group by group_id
        having count(*) >= min(coalesce(group_tier, '1')::int)
      `.execute(db)
      return rows.map((row) => row.user_id)
    },

    /** For a waiting job: jobs before it in its lane, and jobs waiting in the other lane. */
    async waitingAround(id: string): Promise<{ lane: Lane; ahead: number; otherLane: number } | null> {
      const { rows } = await sql<{ name: string; ahead: number; other: number }>`
        select j.name,
          (select count(*)::int from pgboss.job a
            where a.name = j.name and a.state in ('created', 'retry')
              and (a.priority > j.priority or (a.priority = j.priority and a.created_on < j.created_on))) as ahead,
          (select count(*)::int from pgboss.job o
            where o.name = any(${names}::text[]) and o.name <> j.name and o.state in ('created', 'retry')) as other
        from pgboss.job j
        where j.id = ${id}::uuid and j.name = any(${names}::text[]) and j.state in ('created', 'retry')
      `.execute(db)
      const row = rows[0]
      if (!row) return null
      return { lane: row.name === queues.priority ? 'priority' : 'slow', ahead: Number(row.ahead), otherLane: Number(row.other) }
    },
  }
}
