import type { ImagePermission } from '@/modules/accounts'
import type { Service } from '@/server/service'
import type { BillingRepo, PriceRow } from './billing.repo.server'
import type { Catalogue, CataloguePrice } from './catalogue'

/** From accounts: what a rank gives (its row in the rank table). */
export type RankDetails = (rankName: string) => Promise<{
  name: string
  position: number
  image: ImagePermission
  slow: { limit: number; period: 'day' | 'month' }
  priority: { limit: number; period: 'day' | 'month' }
}>

const priceView = (p: PriceRow): CataloguePrice => ({ id: p.id, interval: p.interval, currency: p.currency, amount: p.amount })

/**
 * GET /plans: every plan with its prices and what its rank gives, and the credit packs. What a
 * plan gives is read from the rank table, so the pricing page shows what the server enforces.
 */
export function catalogueOf(deps: { repo: BillingRepo; rankDetails: RankDetails }): Service<void, Catalogue> {
  return async () => {
    const [plans, packs, prices] = await Promise.all([deps.repo.plans(), deps.repo.packs(), deps.repo.activePrices()])
    return {
      currencies: [...new Set(prices.map((p) => p.currency))].sort(),
      plans: await Promise.all(
        plans.map(async (plan) => {
          const rank = await deps.rankDetails(plan.rank_name)
          return {
            id: plan.id,
            rank_name: rank.name,
            image: rank.image,
            quotas: { slow: rank.slow, priority: rank.priority },
            prices: prices.filter((p) => p.plan_id === plan.id).map(priceView),
          }
        }),
      ),
      packs: packs.map((pack) => ({
        id: pack.id,
        credits: pack.credits,
        prices: prices.filter((p) => p.pack_id === pack.id).map(priceView),
      })),
    }
  }
}
