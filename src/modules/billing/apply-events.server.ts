import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@/server/db/schema'
import type { Charge, PaymentEvent, Payments, SubscriptionState } from '@/server/payments/payments'
import { billingRepo, type BillingRepo } from './billing.repo.server'
import { entitlementOf, isLive, type SubscriptionFact } from './entitlement'

/** From accounts: sets the derived rank and anchor in the event's transaction; the rank before, or null if the user is gone. */
export type ApplyEntitlement = (
  tx: Kysely<Database>,
  userId: string,
  to: { rank: string; quotaAnchor: number | null },
  actor: string,
) => Promise<string | null>

/**
 * From accounts: every rank's position in the rank table (higher gives more). Read before an
 * event's transaction: inside it only the transaction's handle may be used (on SQLite another
 * read would wait for the transaction, which waits for it).
 */
export type RankPositions = () => Promise<ReadonlyMap<string, number>>

export interface ApplyEventsDeps {
  repo: BillingRepo
  payments: Pick<Payments, 'cancelNow' | 'refund'>
  applyEntitlement: ApplyEntitlement
  rankPositions: RankPositions
  /** What to tell the user afterwards (receipts, a failed renewal): called after the commit. */
  notify?: (note: BillingNote) => Promise<void>
  log?: (message: string, fields: Record<string, unknown>) => void
  /**
   * Told, inside the event's transaction, of a payment recorded or a refund or dispute of one
   * (the affiliate ledger writes its lines there); what it returns runs after the commit.
   */
  paymentMoved?: PaymentMoved
  /** Told, inside the event's transaction, of a refund or dispute of a charge (recorded or not yet). */
  chargeAdjusted?: ChargeAdjusted
}

/** A payment recorded by this event (`recorded` false: one met again, which may not earn anew). */
export type PaymentMoved = (tx: Kysely<Database>, paymentId: string, recorded: boolean) => Promise<() => Promise<void>>
export type ChargeAdjusted = (tx: Kysely<Database>, provider: string, chargeId: string) => Promise<void>

/** Something that happened to a user's billing that they hear about by mail. */
export type BillingNote =
  | { kind: 'receipt'; userId: string; paymentId: string }
  | { kind: 'payment-failed'; userId: string; providerSubscriptionId: string }

export interface EventOutcome {
  eventId: string
  /** `duplicate`: the event was handled before and nothing was written. */
  result: 'applied' | 'duplicate' | 'ignored'
}

/**
 * Applies a provider's events (ADR 45). Each event is one transaction: the `processed_event` row,
 * the facts it carries and the user's derived rank commit together, so a repeated delivery stops
 * at the first insert and a failure leaves nothing for the provider's retry to trip over. Calls
 * back to the provider (ending a refunded subscription) and mails run after the commit.
 */
export function applyEvents(deps: ApplyEventsDeps) {
  return async (provider: string, events: PaymentEvent[]): Promise<EventOutcome[]> => {
    const outcomes: EventOutcome[] = []
    for (const event of events) {
      const after: (() => Promise<void>)[] = []
      const positions = await deps.rankPositions()
      const result = await deps.repo.transaction(async (tx) => {
        const now = Math.floor(Date.now() / 1000)
        if (!(await billingRepo(tx).markProcessed(provider, event.eventId, event.type, now))) return 'duplicate' as const
        return applyOne(tx, provider, event, now, after, positions)
      })
      outcomes.push({ eventId: event.eventId, result })
      for (const task of after)
        await task().catch((error: unknown) =>
          deps.log?.('billing follow-up failed', { provider, eventId: event.eventId, error: String(error) }),
        )
    }
    return outcomes
  }

  async function applyOne(
    tx: Kysely<Database>,
    provider: string,
    event: PaymentEvent,
    now: number,
    after: (() => Promise<void>)[],
    positions: ReadonlyMap<string, number>,
  ): Promise<'applied' | 'ignored'> {
    const repo = billingRepo(tx)
    const users = new Set<string>()
    const payment = async (charge: Charge, priceId: string, subscriptionId: string | null) => {
      if (!(await billingRepo(tx).userExists(charge.userId))) return
      // A refund of this charge handled at the same moment waits for this transaction (and the other way round).
      await repo.lockCharge(provider, charge.id)
      const recorded = await recordPayment(repo, provider, charge, priceId, subscriptionId, event.created, now)
      if (recorded) {
        after.push(() => deps.notify?.({ kind: 'receipt', userId: charge.userId, paymentId: recorded }) ?? Promise.resolve())
        if (deps.paymentMoved) after.push(await deps.paymentMoved(tx, recorded, true))
      }
      users.add(charge.userId)
    }
    const subscription = async (state: SubscriptionState) => {
      if (!(await billingRepo(tx).userExists(state.userId))) return
      if (await saveState(repo, provider, state, event, now)) users.add(state.userId)
    }

    switch (event.type) {
      case 'checkout.completed': {
        if (!(await billingRepo(tx).userExists(event.userId))) return ignored('user gone')
        await repo.saveCustomer(event.userId, provider, event.customerId)
        const checkout = await repo.checkoutById(event.checkoutId)
        if (checkout && checkout.user_id === event.userId) await repo.completeCheckout(checkout.id, event.created)
        if (event.subscription) await subscription(event.subscription)
        if (event.charge) {
          await payment(event.charge, event.priceId, event.subscription?.id ?? null)
        }
        users.add(event.userId)
        break
      }
      case 'invoice.paid':
        await subscription(event.subscription)
        await payment(event.charge, event.subscription.priceId, event.subscription.id)
        break
      case 'invoice.failed':
        await subscription(event.subscription)
        after.push(
          () =>
            deps.notify?.({
              kind: 'payment-failed',
              userId: event.subscription.userId,
              providerSubscriptionId: event.subscription.id,
            }) ?? Promise.resolve(),
        )
        break
      case 'subscription.updated':
      case 'subscription.deleted':
        await subscription(event.subscription)
        break
      case 'charge.refunded':
      case 'charge.disputed': {
        const adjustment = event.type === 'charge.refunded' ? event.refund : event.dispute
        await repo.lockCharge(provider, event.chargeId)
        await repo.insertAdjustment({
          id: randomUUID(),
          provider,
          provider_adjustment_id: adjustment.id,
          provider_charge_id: event.chargeId,
          kind: event.type === 'charge.refunded' ? 'refund' : 'dispute',
          amount: adjustment.money.amount,
          currency: adjustment.money.currency,
          created_at: event.created,
        })
        // A refund that came before its payment takes effect when the payment arrives.
        const paid = await repo.paymentByCharge(provider, event.chargeId)
        if (paid) users.add(paid.user_id)
        // The ledger finds the charge's lines itself: the payment row may be gone with its account.
        await deps.chargeAdjusted?.(tx, provider, event.chargeId)
        break
      }
    }

    for (const userId of users) {
      const { revoked, duplicates } = await deriveRank(tx, repo, userId, provider, positions)
      for (const subscriptionId of revoked) after.push(() => deps.payments.cancelNow(subscriptionId))
      // A second plan paid for while one runs (two checkouts open at once): it is ended and its
      // money returned, so nobody pays twice for one account.
      for (const duplicate of duplicates) {
        after.push(() => deps.payments.cancelNow(duplicate.subscriptionId))
        for (const chargeId of duplicate.chargeIds) after.push(() => deps.payments.refund(chargeId))
      }
    }
    return 'applied'

    function ignored(reason: string): 'ignored' {
      deps.log?.('billing event ignored', { provider, eventId: event.eventId, type: event.type, reason })
      return 'ignored'
    }
  }

  /**
   * Sets the user's rank from their facts; returns the provider subscriptions that a refund or a
   * dispute revoked while the provider still renews them, and the live ones beside the one that
   * gives the rank (each to be ended after the commit, the duplicates refunded).
   */
  async function deriveRank(
    tx: Kysely<Database>,
    repo: BillingRepo,
    userId: string,
    provider: string,
    positions: ReadonlyMap<string, number>,
  ): Promise<{ revoked: string[]; duplicates: { subscriptionId: string; chargeIds: string[] }[] }> {
    const [subscriptions, adjusted] = await Promise.all([repo.subscriptionsOf(userId), repo.adjustedChargesOf(userId)])
    const revoked = new Set(adjusted.flatMap((a) => (a.provider_subscription_id ? [a.provider_subscription_id] : [])))
    const facts: SubscriptionFact[] = []
    for (const s of subscriptions) {
      const rankName = await rankOfPrice(repo, s.price_id)
      if (!rankName) continue
      facts.push({
        providerSubscriptionId: s.provider_subscription_id,
        status: s.status,
        rankName,
        rankPosition: positions.get(rankName) ?? 0,
        currentPeriodStart: Number(s.current_period_start),
      })
    }
    const entitlement = entitlementOf(facts, revoked)
    await deps.applyEntitlement(
      tx,
      userId,
      { rank: entitlement.rank, quotaAnchor: entitlement.quotaAnchor },
      `webhook:${provider}`,
    )
    const live = subscriptions.filter((s) => s.provider === provider && isLive(s.status))
    // The first plan bought stays; a later one paid for beside it is the duplicate (once money
    // was taken for it: until then there is nothing to give back, and its charge is still to come).
    const [, ...later] = live
      .filter((s) => !revoked.has(s.provider_subscription_id))
      .sort(
        (a, b) =>
          Number(a.created_at) - Number(b.created_at) || a.provider_subscription_id.localeCompare(b.provider_subscription_id),
      )
    const duplicates = []
    for (const s of later) {
      const chargeIds = await repo.chargesOfSubscription(provider, s.provider_subscription_id)
      if (chargeIds.length > 0) duplicates.push({ subscriptionId: s.provider_subscription_id, chargeIds })
    }
    return {
      revoked: live.filter((s) => revoked.has(s.provider_subscription_id)).map((s) => s.provider_subscription_id),
      duplicates,
    }
  }
}

async function rankOfPrice(repo: BillingRepo, priceId: string): Promise<string | null> {
  const price = await repo.priceById(priceId)
  if (!price?.plan_id) return null
  return (await repo.planById(price.plan_id))?.rank_name ?? null
}

/**
 * Stores a subscription's state when its price is known; false when it cannot be kept. (Checked
 * first, never caught: on PostgreSQL a failed statement ends the whole transaction.)
 */
async function saveState(repo: BillingRepo, provider: string, state: SubscriptionState, event: PaymentEvent, now: number) {
  if (!(await repo.priceById(state.priceId))) return false
  await repo.saveSubscriptionState({
    id: randomUUID(),
    provider,
    provider_subscription_id: state.id,
    user_id: state.userId,
    customer_id: state.customerId,
    price_id: state.priceId,
    status: state.status,
    current_period_start: state.currentPeriodStart,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    state_at: event.created,
    state_event: event.eventId,
    created_at: now,
  })
  return true
}

/** Records a charge once; its new payment id, or null when it was already recorded. */
async function recordPayment(
  repo: BillingRepo,
  provider: string,
  charge: Charge,
  priceId: string,
  providerSubscriptionId: string | null,
  paidAt: number,
  now: number,
): Promise<string | null> {
  const price = await repo.priceById(priceId)
  if (!price) return null
  const pack = price.pack_id ? await repo.packById(price.pack_id) : undefined
  const id = randomUUID()
  const inserted = await repo.insertPayment({
    id,
    provider,
    provider_charge_id: charge.id,
    user_id: charge.userId,
    kind: pack ? 'pack' : 'subscription',
    price_id: priceId,
    provider_subscription_id: pack ? null : providerSubscriptionId,
    credits: pack?.credits ?? 0,
    amount: charge.money.amount,
    currency: charge.money.currency,
    paid_at: paidAt,
    created_at: now,
  })
  return inserted ? id : null
}
