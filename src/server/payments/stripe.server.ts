import Stripe from 'stripe'
import {
  WebhookRejected,
  type Charge,
  type CheckoutRequest,
  type Money,
  type PaymentEvent,
  type Payments,
  type PriceRef,
  type Purchase,
  type SubscriptionState,
} from './payments'

export interface StripeConfig {
  secretKey: string
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string
  /** Base URL of the API, e.g. `http://127.0.0.1:4567` for tests; unset = api.stripe.com. */
  apiUrl: string | undefined
  /** Our price id → Stripe's price id; prices not listed are sent inline as `price_data`. */
  prices: Record<string, string>
}

/** Stripe's own default: a delivery signed longer ago than this is treated as a replay. */
const TOLERANCE_SECONDS = 300

/** The metadata that leads every Stripe object of a purchase back to our user, checkout and price. */
const KEY = {
  user: 'inkdraft_user_id',
  checkout: 'inkdraft_checkout_id',
  price: 'inkdraft_price_id',
  purchase: 'inkdraft_purchase',
} as const

/** Our locales → Checkout's; Stripe has no `tw`, its Traditional Chinese is `zh-TW`. */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  tw: 'zh-TW',
  vi: 'vi',
  zh: 'zh',
}

const STATUSES: ReadonlySet<string> = new Set<SubscriptionState['status']>([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
])

/** Subscriptions Stripe will not act on again: canceling one more time is an error there. */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired'])

type At = { eventId: string; created: number }

/**
 * Stripe Checkout, the customer portal, Billing subscriptions and webhooks, pinned to the SDK's
 * API version (`Stripe.API_VERSION`) so the objects read here have the shapes of its types: the
 * period of a subscription lives on its item, and an invoice reaches its charge through its
 * invoice payments. Every purchase carries our user, checkout and price ids in the metadata of
 * the session and of the subscription or payment intent it creates, so any event can be read
 * on its own, in any order.
 */
export function createStripePayments(config: StripeConfig): Payments {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: Stripe.API_VERSION,
    // The SDK retries lost connections and 409/429/5xx with its own idempotency keys.
    maxNetworkRetries: 2,
    ...endpointOf(config.apiUrl),
  })
  const ours = ourPriceIds(config.prices)
  const productFor = products(stripe)
  const read = reader(stripe, ours)

  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(checkoutParams(request, config.prices))
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`)
      return { url: session.url }
    },
    async customerPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
      return { url: session.url }
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })
    },
    async changePrice(subscriptionId, price) {
      const item = onlyItem(await stripe.subscriptions.retrieve(subscriptionId))
      const configured = config.prices[price.id]
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          configured
            ? { id: item.id, price: configured }
            : { id: item.id, price_data: { ...recurringPrice(price), product: await productFor(price) } },
        ],
        // The difference is invoiced at once: an upgrade is paid for before it is used (canceled
        // at period end, a prorated amount left for the next invoice would never be charged); a
        // downgrade leaves a credit on the customer's balance for the next invoices.
        proration_behavior: 'always_invoice',
        metadata: { [KEY.price]: price.id },
      })
    },
    async cancelNow(subscriptionId) {
      // Billing may ask again (a refund and a dispute of one subscription): the second is a no-op.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId)
      if (!ENDED.has(subscription.status)) await stripe.subscriptions.cancel(subscriptionId)
    },
    async refund(chargeId) {
      try {
        await stripe.refunds.create({ charge: chargeId })
      } catch (error) {
        // Refunding in full twice is the same wish; Stripe says so with this code.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return
        throw error
      }
    },
    async parseWebhook(body, headers) {
      return read(verified(stripe, body, headers, config.webhookSecret))
    },
  }
}

function endpointOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Stripe's price id → ours, so a price changed outside Inkdraft (the portal) still reads as ours. */
function ourPriceIds(prices: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(prices).map(([ours, theirs]) => [theirs, ours]))
}

function checkoutParams(request: CheckoutRequest, prices: Record<string, string>): Stripe.Checkout.SessionCreateParams {
  const subscription = request.purchase.kind === 'subscription'
  const metadata = {
    [KEY.user]: request.userId,
    [KEY.checkout]: request.checkoutId,
    [KEY.price]: request.price.id,
    [KEY.purchase]: JSON.stringify(request.purchase),
  }
  const configured = prices[request.price.id]
  return {
    mode: subscription ? 'subscription' : 'payment',
    line_items: [
      configured
        ? { price: configured, quantity: 1 }
        : {
            price_data: {
              ...(subscription ? recurringPrice(request.price) : oneOffPrice(request.price)),
              product_data: { name: request.price.label },
            },
            quantity: 1,
          },
    ],
    client_reference_id: request.checkoutId,
    ...buyer(request, subscription),
    locale: LOCALES[request.locale.toLowerCase()] ?? 'auto',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    metadata,
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
  }
}

/** A known customer is reused; otherwise Checkout makes one (in payment mode only when asked). */
function buyer(request: CheckoutRequest, subscription: boolean): Partial<Stripe.Checkout.SessionCreateParams> {
  if (request.customerId) return { customer: request.customerId }
  return subscription ? { customer_email: request.email } : { customer_email: request.email, customer_creation: 'always' }
}

function oneOffPrice(price: PriceRef) {
  return { currency: price.money.currency.toLowerCase(), unit_amount: price.money.amount }
}

function recurringPrice(price: PriceRef) {
  if (!price.interval) throw new Error(`price ${price.id} has no interval: a subscription needs one`)
  return { ...oneOffPrice(price), recurring: { interval: price.interval } }
}

function onlyItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const [item, ...others] = subscription.items.data
  if (!item || others.length > 0)
    throw new Error(`subscription ${subscription.id} has ${subscription.items.data.length} items; Inkdraft's have one`)
  return item
}

/**
 * The Product an inline subscription price belongs to (Stripe requires one on subscription items):
 * one per price of ours, under an id derived from it so every process finds the same one.
 */
function products(stripe: Stripe) {
  const known = new Map<string, Promise<string>>()
  const ensure = async (price: PriceRef): Promise<string> => {
    const id = `inkdraft_${price.id}`
    try {
      return (await stripe.products.retrieve(id)).id
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')) throw error
    }
    try {
      return (await stripe.products.create({ id, name: price.label })).id
    } catch (error) {
      // Another process created it in between.
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists') return id
      throw error
    }
  }
  return (price: PriceRef): Promise<string> => {
    let product = known.get(price.id)
    if (!product) {
      product = ensure(price)
      known.set(price.id, product)
      product.catch(() => known.delete(price.id))
    }
    return product
  }
}

function verified(stripe: Stripe, body: Uint8Array, headers: Record<string, string | undefined>, secret: string): Stripe.Event {
  const signature = headerOf(headers, 'stripe-signature')
  if (!signature) throw new WebhookRejected('the delivery has no Stripe-Signature header')
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_SECONDS)
  } catch (error) {
    throw new WebhookRejected(error instanceof Error ? error.message : 'the Stripe signature does not verify', { cause: error })
  }
}

function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  return headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
}

/** Reads a verified event into ours, fetching what the event's object only names. */
function reader(stripe: Stripe, ours: Map<string, string>) {
  const stateOf = (subscription: Stripe.Subscription) => subscriptionState(subscription, ours)
  const currentState = async (subscriptionId: string) => stateOf(await stripe.subscriptions.retrieve(subscriptionId))

  async function checkoutCompleted(session: Stripe.Checkout.Session, at: At): Promise<PaymentEvent[]> {
    const userId = session.metadata?.[KEY.user]
    const checkoutId = session.client_reference_id ?? session.metadata?.[KEY.checkout]
    const purchase = purchaseOf(session.metadata?.[KEY.purchase])
    const priceId = session.metadata?.[KEY.price]
    // A payment link or a session made in the dashboard is not a purchase of ours.
    if (!userId || !checkoutId || !purchase || !priceId) return []
    const customerId = idOf(session.customer)
    if (!customerId) throw new Error(`checkout session ${session.id} completed without a customer`)
    const common = { ...at, type: 'checkout.completed' as const, checkoutId, userId, customerId, purchase, priceId }
    if (session.mode === 'payment') {
      // Delayed methods complete unpaid; `checkout.session.async_payment_succeeded` brings the money.
      if (session.payment_status !== 'paid') return []
      const charge = await paymentCharge(idOf(session.payment_intent), userId)
      return [{ ...common, charge, subscription: null }]
    }
    if (session.mode !== 'subscription') return []
    const subscriptionId = idOf(session.subscription)
    const subscription = subscriptionId ? await currentState(subscriptionId) : null
    if (!subscription) throw new Error(`checkout session ${session.id} completed without an Inkdraft subscription`)
    // The first invoice's charge comes with its own `invoice.paid`.
    return [{ ...common, charge: null, subscription }]
  }

  async function paymentCharge(paymentIntentId: string | null, userId: string): Promise<Charge> {
    if (!paymentIntentId) throw new Error('a paid checkout without a payment intent')
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId)
    const chargeId = idOf(intent.latest_charge)
    if (!chargeId) throw new Error(`payment intent ${intent.id} has no charge`)
    return { id: chargeId, userId: intent.metadata[KEY.user] ?? userId, money: moneyOf(intent.amount_received, intent.currency) }
  }

  /** The invoice's successful charge: invoice payment → payment intent → its latest charge. */
  async function invoiceCharge(invoice: Stripe.Invoice, userId: string): Promise<Charge | null> {
    const payments = await stripe.invoicePayments.list({
      invoice: invoice.id,
      status: 'paid',
      expand: ['data.payment.payment_intent'],
    })
    for (const payment of payments.data) {
      const chargeId =
        payment.payment.type === 'charge' ? idOf(payment.payment.charge) : await latestCharge(payment.payment.payment_intent)
      if (chargeId)
        return { id: chargeId, userId, money: moneyOf(payment.amount_paid ?? payment.amount_requested, payment.currency) }
    }
    return null
  }

  async function latestCharge(intent: string | Stripe.PaymentIntent | undefined): Promise<string | null> {
    if (intent === undefined) return null
    const expanded = typeof intent === 'string' ? await stripe.paymentIntents.retrieve(intent) : intent
    return idOf(expanded.latest_charge)
  }

  async function invoicePaid(invoice: Stripe.Invoice, at: At): Promise<PaymentEvent[]> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
    const subscription = subscriptionId ? await currentState(subscriptionId) : null
    if (!subscription) return []
    const charge = await invoiceCharge(invoice, subscription.userId)
    // An invoice paid without money (a trial's, a 100 % coupon's) still moves the subscription.
    if (!charge) return [{ ...at, type: 'subscription.updated', subscription }]
    return [{ ...at, type: 'invoice.paid', charge, subscription }]
  }

  async function invoiceFailed(invoice: Stripe.Invoice, at: At): Promise<PaymentEvent[]> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
    const subscription = subscriptionId ? await currentState(subscriptionId) : null
    return subscription ? [{ ...at, type: 'invoice.failed', subscription }] : []
  }

  async function refunded(charge: Stripe.Charge, at: At): Promise<PaymentEvent[]> {
    const refunds = (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data
    const refund = refundBehind(charge, refunds)
    if (!refund) throw new Error(`charge ${charge.id} was refunded but lists no refund`)
    return [
      {
        ...at,
        type: 'charge.refunded',
        chargeId: charge.id,
        refund: { id: refund.id, money: moneyOf(refund.amount, refund.currency) },
      },
    ]
  }

  function disputed(dispute: Stripe.Dispute, at: At): PaymentEvent[] {
    const chargeId = idOf(dispute.charge)
    if (!chargeId) return []
    return [
      { ...at, type: 'charge.disputed', chargeId, dispute: { id: dispute.id, money: moneyOf(dispute.amount, dispute.currency) } },
    ]
  }

  function subscriptionChanged(subscription: Stripe.Subscription, type: 'subscription.updated' | 'subscription.deleted', at: At) {
    const state = stateOf(subscription)
    return state ? [{ ...at, type, subscription: state }] : []
  }

  return async (event: Stripe.Event): Promise<PaymentEvent[]> => {
    // The objects inside an event have the endpoint's API version: read with another's field names they would mislead.
    if (event.api_version && event.api_version !== Stripe.API_VERSION)
      throw new Error(`the webhook endpoint sends API version ${event.api_version}; this adapter reads ${Stripe.API_VERSION}`)
    const at = { eventId: event.id, created: event.created }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutCompleted(event.data.object, at)
      case 'invoice.paid':
        return invoicePaid(event.data.object, at)
      case 'invoice.payment_failed':
        return invoiceFailed(event.data.object, at)
      case 'customer.subscription.updated':
        return subscriptionChanged(event.data.object, 'subscription.updated', at)
      case 'customer.subscription.deleted':
        return subscriptionChanged(event.data.object, 'subscription.deleted', at)
      case 'charge.refunded':
        return refunded(event.data.object, at)
      case 'charge.dispute.created':
        return disputed(event.data.object, at)
      default:
        return []
    }
  }
}

/**
 * The refund a `charge.refunded` is about: the one that brought the refunded total to the amount
 * in the event's snapshot of the charge, so a late delivery of the first of two partial refunds
 * does not name the second (timestamps tie within a second).
 */
function refundBehind(charge: Stripe.Charge, newestFirst: Stripe.Refund[]): Stripe.Refund | undefined {
  let total = 0
  for (const refund of [...newestFirst].reverse()) {
    if (refund.status === 'failed' || refund.status === 'canceled') continue
    total += refund.amount
    if (total >= charge.amount_refunded) return refund
  }
  return newestFirst[0]
}

/** Our view of a subscription, or null for one Inkdraft did not make (no user in its metadata). */
function subscriptionState(subscription: Stripe.Subscription, ours: Map<string, string>): SubscriptionState | null {
  const userId = subscription.metadata[KEY.user]
  const item = subscription.items.data[0]
  if (!userId || !item) return null
  const priceId = ours.get(item.price.id) ?? subscription.metadata[KEY.price]
  if (!priceId) return null
  const customerId = idOf(subscription.customer)
  if (!customerId) return null
  return {
    id: subscription.id,
    userId,
    customerId,
    priceId,
    status: statusOf(subscription),
    // Since API version 2025-03-31 the period is the item's, not the subscription's.
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    // The portal may cancel by date (`cancel_at`) rather than by the flag: both end it without renewal.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= item.current_period_end),
  }
}

function statusOf(subscription: Stripe.Subscription): SubscriptionState['status'] {
  // An open enum: a status Stripe adds later must fail loudly (and be retried) rather than be guessed.
  if (!STATUSES.has(subscription.status))
    throw new Error(`subscription ${subscription.id} has a status Inkdraft does not know: ${subscription.status}`)
  return subscription.status as SubscriptionState['status']
}

function purchaseOf(text: string | undefined): Purchase | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<Record<string, unknown>>
    if (value.kind === 'pack' && typeof value.packId === 'string') return { kind: 'pack', packId: value.packId }
    if (
      value.kind === 'subscription' &&
      typeof value.planId === 'string' &&
      (value.interval === 'month' || value.interval === 'year')
    )
      return { kind: 'subscription', planId: value.planId, interval: value.interval }
    return null
  } catch {
    return null
  }
}

function moneyOf(amount: number, currency: string): Money {
  return { amount, currency: currency.toUpperCase() }
}

function idOf(value: string | { id?: string } | null | undefined): string | null {
  if (typeof value === 'string') return value
  return value?.id ?? null
}
