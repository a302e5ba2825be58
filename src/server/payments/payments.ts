/**
 * The payments slot (DESIGN.md §3, ADR 45): checkout, the customer's portal, changes to a running
 * subscription and the provider's webhooks. Two back-ends with one contract: `sandbox` (our own
 * test-mode checkout, the default of `npm start`) and `stripe`. Billing never sees a provider's
 * objects, only the events below, in Inkdraft's terms. Money is integer minor units with an ISO
 * currency; times are Unix seconds.
 */
export interface Money {
  amount: number
  /** ISO 4217, upper case (`USD`, `EUR`). */
  currency: string
}

/** What is bought: a plan at an interval, or a credit pack. Ids are ours (the `price` table). */
export type Purchase = { kind: 'subscription'; planId: string; interval: 'month' | 'year' } | { kind: 'pack'; packId: string }

/** One of our prices, as the provider needs it. */
export interface PriceRef {
  /** Our price id (`pro-month-usd`); the provider's own id is the adapter's business. */
  id: string
  /** What the buyer sees on the provider's page (`Inkdraft PRO`, `Inkdraft 50 priority designs`). */
  label: string
  money: Money
  /** Set for subscriptions. */
  interval: 'month' | 'year' | null
}

export interface CheckoutRequest {
  /** Our checkout row: the provider keeps it and every event about this purchase carries it back. */
  checkoutId: string
  userId: string
  email: string
  purchase: Purchase
  price: PriceRef
  /** The provider's customer for this user, when one exists (a second purchase). */
  customerId: string | null
  /** The reader's language, for the provider's own pages. */
  locale: string
  successUrl: string
  cancelUrl: string
}

/** A subscription as the provider holds it at the moment of the event. */
export interface SubscriptionState {
  /** The provider's subscription id. */
  id: string
  userId: string
  customerId: string
  /** Our price id. */
  priceId: string
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'canceled' | 'paused'
  currentPeriodStart: number
  currentPeriodEnd: number
  cancelAtPeriodEnd: boolean
}

/** One successful charge. `id` is the provider's id for it, the same in every event that names it. */
export interface Charge {
  id: string
  userId: string
  money: Money
}

/**
 * What a provider tells us. Every event carries the provider's event id (idempotency) and the time
 * the provider created it (`created`, for ordering); every object carries our user id (the
 * adapter puts it in the provider's metadata), so events can be handled in any order.
 */
export type PaymentEvent = { eventId: string; created: number } & (
  | {
      /** A checkout finished: for a pack, `charge` is its payment; for a plan, `subscription` started (its first invoice comes as `invoice.paid`, possibly in this event too). */
      type: 'checkout.completed'
      checkoutId: string
      userId: string
      customerId: string
      purchase: Purchase
      /** Our price id of what was bought. */
      priceId: string
      charge: Charge | null
      subscription: SubscriptionState | null
    }
  | { type: 'invoice.paid'; charge: Charge; subscription: SubscriptionState }
  | { type: 'invoice.failed'; subscription: SubscriptionState }
  | { type: 'subscription.updated'; subscription: SubscriptionState }
  | { type: 'subscription.deleted'; subscription: SubscriptionState }
  /** Money returned: `chargeId` is the `Charge.id` it comes from; `refund.id` is the provider's refund id. */
  | { type: 'charge.refunded'; chargeId: string; refund: { id: string; money: Money } }
  /** A chargeback opened against `chargeId`. */
  | { type: 'charge.disputed'; chargeId: string; dispute: { id: string; money: Money } }
)

export interface Payments {
  readonly name: 'sandbox' | 'stripe'
  /** Where to send the buyer to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>
  /** The provider's page for payment methods and invoices. */
  customerPortal(customerId: string, returnUrl: string): Promise<{ url: string }>
  /** Stops a subscription at the end of its period (`resume` undoes it before then). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>
  resume(subscriptionId: string): Promise<void>
  /** Moves a subscription to another of our prices; the provider prorates. */
  changePrice(subscriptionId: string, price: PriceRef): Promise<void>
  /** Ends a subscription at once (after a refund or a dispute). */
  cancelNow(subscriptionId: string): Promise<void>
  /** Gives back a charge in full. */
  refund(chargeId: string): Promise<void>
  /**
   * Checks a webhook's signature over its exact bytes, within the tolerance window, and reads its
   * events (an event the product does not use gives none). A forged or stale one throws
   * `WebhookRejected`.
   */
  parseWebhook(body: Uint8Array, headers: Record<string, string | undefined>): Promise<PaymentEvent[]>
}

/** A webhook that is not the provider's (bad signature) or too old to trust (a replay). */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected'
}
