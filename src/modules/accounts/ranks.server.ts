import type { Selectable } from 'kysely'
import type { RankTable } from '@/server/db/schema'
import { db } from '@/server/startup.server'

export type Rank = Selectable<RankTable>

/** Ranks change with a migration or an admin's edit, not per request: read them once a minute. */
const TTL_MS = 60_000
let cached: { at: number; ranks: Promise<Map<string, Rank>> } | undefined

function allRanks(): Promise<Map<string, Rank>> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const ranks = db()
      .selectFrom('rank')
      .selectAll()
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.name, r])))
    cached = { at: Date.now(), ranks }
    // A failed read is not kept: the next request tries again.
    ranks.catch(() => (cached = undefined))
  }
  return cached.ranks
}

/** A user's rank; an unknown name (a rank since removed) falls back to FREE. */
export async function rankNamed(name: string | null): Promise<Rank> {
  const ranks = await allRanks()
  const rank = ranks.get(name ?? 'FREE') ?? ranks.get('FREE')
  if (!rank) throw new Error('The FREE rank is missing from the rank table')
  return rank
}

/** Call after changing the rank table, so the change shows at once. */
export function forgetRanks(): void {
  cached = undefined
}
