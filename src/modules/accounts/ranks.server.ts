import type { AccountsRepo, Rank } from './accounts.repo.server'

export type { Rank }

/** Ranks change with a migration or an admin's edit, not per request: read them once a minute. */
const TTL_MS = 60_000

export interface RankBook {
  /** A user's rank; an unknown name (a rank since removed) falls back to FREE. */
  rankNamed(name: string | null): Promise<Rank>
  /** Call after changing the rank table, so the change shows at once. */
  forget(): void
}

export function rankBook(repo: AccountsRepo): RankBook {
  let cached: { at: number; ranks: Promise<Map<string, Rank>> } | undefined
  const allRanks = () => {
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const ranks = repo.allRanks().then((rows) => new Map(rows.map((r) => [r.name, r])))
      cached = { at: Date.now(), ranks }
      // A failed read is not kept: the next request tries again.
      ranks.catch(() => (cached = undefined))
    }
    return cached.ranks
  }
  return {
    async rankNamed(name) {
      const ranks = await allRanks()
      const rank = ranks.get(name ?? 'FREE') ?? ranks.get('FREE')
      if (!rank) throw new Error('The FREE rank is missing from the rank table')
      return rank
    },
    forget: () => (cached = undefined),
  }
}
