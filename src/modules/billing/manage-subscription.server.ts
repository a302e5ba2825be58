import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Payments } from '@/server/payments/payments'
import type { Service } from '@/server/service'
import type { ChangePlanInput } from './billing.schema'
import type { BillingRepo, SubscriptionRow } from './billing.repo.server'
import type { BillingOverview } from './catalogue'
import { isLive } from './entitlement'
import { localePrefix } from './start-checkout.server'

export interface ManageDeps {
  repo: BillingRepo
  payments: Payments
  publicUrl: string
  /** From accounts: the user's rank as stored now (after the change's event, not the session's copy). */
  rankOf: (userId: string) => Promise<string>
}

const RECEIPTS_SHOWN = 24

/**
 * The profile's subscription section: the plan, its renewal, receipts; cancel at period end,
 * resume, change plan (the provider prorates), and the provider's own page for cards and invoices.
 * Changes go through the provider; the local state follows from its events (ADR 45).
 */
export function manageSubscription(deps: ManageDeps) {
  /** The subscription that renews (or ends at period end) for this user, if any. */
  async function current(userId: string): Promise<SubscriptionRow | undefined> {
    const subscriptions = await deps.repo.subscriptionsOf(userId)
    return subscriptions.find((s) => s.provider === deps.payments.name && isLive(s.status))
  }

  async function requireCurrent(userId: string): Promise<SubscriptionRow> {
    const subscription = await current(userId)
    if (!subscription) throw new AppError(ErrorCode.NOT_FOUND, 'No subscription')
    return subscription
  }

  const overview: Service<void, BillingOverview, UserCaller> = async (caller) => {
    const userId = caller.user.id
    const [subscription, payments, adjusted] = await Promise.all([
      current(userId),
      deps.repo.paymentsOf(userId, RECEIPTS_SHOWN),
      deps.repo.adjustedChargesOf(userId),
    ])
    const price = subscription ? await deps.repo.priceById(subscription.price_id) : undefined
    const plan = price?.plan_id ? await deps.repo.planById(price.plan_id) : undefined
    const prices = new Map<string, { plan_id: string | null; pack_id: string | null }>()
    for (const p of payments)
      if (!prices.has(p.price_id))
        prices.set(p.price_id, (await deps.repo.priceById(p.price_id)) ?? { plan_id: null, pack_id: null })
    const adjustments = new Map(adjusted.map((a) => [a.provider_charge_id, a.kind]))
    return {
      provider: deps.payments.name,
      rank_name: await deps.rankOf(userId),
      subscription:
        subscription && price && plan
          ? {
              id: subscription.id,
              plan_id: plan.id,
              rank_name: plan.rank_name,
              interval: price.interval ?? 'month',
              status: subscription.status,
              current_period_start: Number(subscription.current_period_start),
              current_period_end: Number(subscription.current_period_end),
              cancel_at_period_end: Boolean(subscription.cancel_at_period_end),
              price: { amount: price.amount, currency: price.currency },
            }
          : null,
      payments: payments.map((p) => ({
        id: p.id,
        kind: p.kind,
        price_id: p.price_id,
        plan_id: prices.get(p.price_id)?.plan_id ?? null,
        pack_id: prices.get(p.price_id)?.pack_id ?? null,
        credits: Number(p.credits),
        amount: p.amount,
        currency: p.currency,
        paid_at: Number(p.paid_at),
        adjustment: adjustments.get(p.provider_charge_id) ?? null,
      })),
      has_portal: deps.payments.name === 'stripe',
    }
  }

  const cancel: Service<void, BillingOverview, UserCaller> = async (caller) => {
    const subscription = await requireCurrent(caller.user.id)
    if (!subscription.cancel_at_period_end) await deps.payments.cancelAtPeriodEnd(subscription.provider_subscription_id)
    return overview(caller)
  }

  const resume: Service<void, BillingOverview, UserCaller> = async (caller) => {
    const subscription = await requireCurrent(caller.user.id)
    if (subscription.cancel_at_period_end) await deps.payments.resume(subscription.provider_subscription_id)
    return overview(caller)
  }

  const change: Service<ChangePlanInput, BillingOverview, UserCaller> = async (caller, input) => {
    const subscription = await requireCurrent(caller.user.id)
    // A renewal that failed is settled first: a change would otherwise give a plan nobody paid for.
    if (subscription.status !== 'active' && subscription.status !== 'trialing')
      throw AppError.validation({ plan_id: 'validation_billing_past_due' })
    const now = await deps.repo.priceById(subscription.price_id)
    const plan = await deps.repo.planById(input.plan_id)
    const next = (await deps.repo.activePrices()).find(
      (p) => p.plan_id === input.plan_id && p.interval === input.interval && p.currency === (now?.currency ?? 'USD'),
    )
    if (!plan?.active || !next) throw AppError.validation({ plan_id: 'validation_billing_plan' })
    if (next.id !== subscription.price_id)
      await deps.payments.changePrice(subscription.provider_subscription_id, {
        id: next.id,
        label: `Inkdraft ${plan.rank_name}`,
        money: { amount: next.amount, currency: next.currency },
        interval: next.interval,
      })
    return overview(caller)
  }

  const portal: Service<void, { url: string }, UserCaller> = async (caller) => {
    const returnUrl = `${deps.publicUrl}${localePrefix(caller.context.locale)}/profile#subscription`
    const customerId = await deps.repo.customerOf(caller.user.id, deps.payments.name)
    if (!customerId) throw new AppError(ErrorCode.NOT_FOUND, 'No customer at the provider')
    return deps.payments.customerPortal(customerId, returnUrl)
  }

  return { overview, cancel, resume, change, portal, current }
}
