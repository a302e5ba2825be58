import type { AffiliateContext } from './context.server'

/**
 * Moves held commissions whose holding period is over to `available`. Conditional per line, so
 * two processes running it at once move each line once; called before balances are read (they
 * are live, never a nightly rollup) and by the programme's timer.
 */
export function matureCommissions(ctx: Pick<AffiliateContext, 'repo' | 'now'>) {
  return async (): Promise<number> => {
    const now = ctx.now()
    const due = await ctx.repo.dueCommissions(now)
    if (due.length === 0) return 0
    return (
      await ctx.repo.transaction((tx) => ctx.repo.with(tx).moveCommissions(due, ['pending'], 'available', 'system:hold', now))
    ).length
  }
}
