import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { DashboardView } from './affiliate'
import { affiliateIn, WITH_RECORDS } from './access.server'
import type { AffiliateContext } from './context.server'

const DAY = 86_400
const DAYS = 30

/** The dashboard's numbers: totals and the last 30 days per day, straight from the rows (no rollup). */
export function dashboard(ctx: AffiliateContext, mature: () => Promise<void>): Service<void, DashboardView, UserCaller> {
  return async (caller) => {
    await mature()
    const affiliate = await affiliateIn(ctx.repo, caller.user.id, WITH_RECORDS)
    const today = Math.floor(ctx.now() / DAY)
    const first = today - DAYS + 1
    const [clicks, signups, customers, series] = await Promise.all([
      ctx.repo.countClicks(affiliate.id),
      ctx.repo.countReferrals(affiliate.id),
      ctx.repo.payingCustomersOf(affiliate.id),
      ctx.repo.dailySeries(affiliate.id, first * DAY),
    ])
    const currencies = [...new Set(series.earnings.map((e) => e.currency))]
    const currency = currencies.includes('USD') || currencies.length === 0 ? 'USD' : currencies[0]!
    const days = Array.from({ length: DAYS }, (_, i) => ({ day: (first + i) * DAY, clicks: 0, signups: 0, earnings: 0 }))
    const at = (day: number) => days[day - first]
    for (const c of series.clicks) if (at(c.day)) at(c.day)!.clicks += c.n
    for (const s of series.signups) if (at(s.day)) at(s.day)!.signups += s.n
    for (const e of series.earnings) if (e.currency === currency && at(e.day)) at(e.day)!.earnings += e.total
    return { totals: { clicks, signups, customers }, series: days, series_currency: currency }
  }
}
