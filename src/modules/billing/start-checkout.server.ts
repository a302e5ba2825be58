import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import type { UserCaller } from '@/server/caller'
import type { Payments, PriceRef, Purchase } from '@/server/payments/payments'
import type { Service } from '@/server/service'
import { defaultCurrency, type CheckoutInput } from './billing.schema'
import type { BillingRepo, PriceRow } from './billing.repo.server'
import { isLive } from './entitlement'

export interface CheckoutDeps {
  repo: BillingRepo
  payments: Payments
  publicUrl: string
}

/** The path prefix of a locale (English has none). */
export const localePrefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/**
 * POST /billing/checkout: a plan at an interval or a credit pack, in a currency. A checkout row is
 * written first, so the provider's events and pay-success can name it; the buyer is then sent to
 * the provider's page. A user who already pays for a plan changes it instead (POST
 * /billing/change): two subscriptions would charge twice.
 */
export function startCheckout(deps: CheckoutDeps): Service<CheckoutInput, { url: string; checkout_id: string }, UserCaller> {
  return async (caller, input) => {
    const currency = input.currency ?? defaultCurrency(caller.context.locale)
    const { price, purchase, label } =
      'plan_id' in input ? await planPrice(input.plan_id, input.interval) : await packPrice(input.pack_id)
    const userId = caller.user.id

    if (purchase.kind === 'subscription') {
      const running = (await deps.repo.subscriptionsOf(userId)).filter((s) => isLive(s.status))
      if (running.length > 0) throw AppError.validation({ plan_id: 'validation_billing_subscribed' })
    }

    const id = randomUUID()
    await deps.repo.insertCheckout({
      id,
      user_id: userId,
      provider: deps.payments.name,
      price_id: price.id,
      status: 'open',
      created_at: Math.floor(Date.now() / 1000),
      completed_at: null,
    })
    const base = `${deps.publicUrl}${localePrefix(caller.context.locale)}`
    const ref: PriceRef = {
      id: price.id,
      label,
      money: { amount: price.amount, currency: price.currency },
      interval: price.interval,
    }
    const { url } = await deps.payments.createCheckout({
      checkoutId: id,
      userId,
      email: caller.user.email,
      purchase,
      price: ref,
      customerId: await deps.repo.customerOf(userId, deps.payments.name),
      locale: caller.context.locale,
      successUrl: `${base}/pay-success?checkout=${id}`,
      cancelUrl: `${base}/pricing?canceled=1`,
    })
    return { url, checkout_id: id }

    async function planPrice(planId: string, interval: 'month' | 'year') {
      const plan = await deps.repo.planById(planId)
      const price = plan?.active
        ? findPrice(await deps.repo.activePrices(), (p) => p.plan_id === plan.id && p.interval === interval)
        : undefined
      if (!plan || !price) throw AppError.validation({ plan_id: 'validation_billing_plan' })
      return { price, purchase: { kind: 'subscription', planId, interval } as Purchase, label: `Inkdraft ${plan.rank_name}` }
    }

    async function packPrice(packId: string) {
      const pack = await deps.repo.packById(packId)
      const price = pack?.active ? findPrice(await deps.repo.activePrices(), (p) => p.pack_id === pack.id) : undefined
      if (!pack || !price) throw AppError.validation({ pack_id: 'validation_billing_pack' })
      return { price, purchase: { kind: 'pack', packId } as Purchase, label: `Inkdraft: ${pack.credits} priority designs` }
    }

    function findPrice(prices: PriceRow[], matches: (p: PriceRow) => boolean): PriceRow | undefined {
      return prices.find((p) => matches(p) && p.currency === currency)
    }
  }
}
