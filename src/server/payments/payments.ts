/**
 * The payments slot (DESIGN.md §3): checkout, the customer's portal and the provider's webhooks.
 * Issue 12 builds its back-ends behind this interface — a sandbox checkout for `npm start`
 * (`PAYMENTS=sandbox`) and Stripe (`PAYMENTS=stripe`) — with the same contract tests, the Stripe
 * one against a local server speaking Stripe's protocol. Until then no adapter is built and no
 * configuration is accepted for it. Money is always integer minor units with an ISO currency.
 */
export interface Money {
  amount: number
  currency: string
}

export type Purchase = { kind: 'subscription'; planId: string; interval: 'month' | 'year' } | { kind: 'pack'; packId: string }

export interface CheckoutRequest {
  userId: string
  email: string
  purchase: Purchase
  price: Money
  /** The reader's language, for the provider's own pages. */
  locale: string
  successUrl: string
  cancelUrl: string
}

/** What a provider tells us, in Inkdraft's terms; each carries the provider's event id for idempotency. */
export type PaymentEvent =
  | { type: 'checkout.completed'; eventId: string; userId: string; purchase: Purchase; paymentId: string; paid: Money }
  | { type: 'invoice.paid'; eventId: string; subscriptionId: string; paymentId: string; paid: Money; periodEnd: number }
  | { type: 'invoice.failed'; eventId: string; subscriptionId: string }
  | { type: 'subscription.changed'; eventId: string; subscriptionId: string; status: string; periodEnd: number }
  | { type: 'subscription.ended'; eventId: string; subscriptionId: string }
  | { type: 'payment.refunded'; eventId: string; paymentId: string; refunded: Money }

export interface Payments {
  /** Where to send the buyer to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>
  /** The provider's page for payment methods and invoices. */
  customerPortal(userId: string, returnUrl: string): Promise<{ url: string }>
  /** Stops a subscription at the end of its period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>
  /** Checks a webhook's signature over its exact bytes and reads its events; a forged one throws. */
  parseWebhook(body: Uint8Array, headers: Record<string, string>): Promise<PaymentEvent[]>
}
