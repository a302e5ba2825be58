import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startStripeStandIn, type StandInEvent, type StripeStandIn } from '../testing/stripe-stand-in'
import { WebhookRejected, type CheckoutRequest, type PaymentEvent, type Payments, type PriceRef } from './payments'
import { createStripePayments } from './stripe.server'

const WEBHOOK_SECRET = 'whsec_standin_test'
/** Configured in the Stripe account; the others go inline. */
const PRO_MONTH: PriceRef = {
  id: 'pro-month-usd',
  label: 'Inkdraft PRO',
  money: { amount: 600, currency: 'USD' },
  interval: 'month',
}
const STUDIO_YEAR: PriceRef = {
  id: 'studio-year-eur',
  label: 'Inkdraft STUDIO',
  money: { amount: 12000, currency: 'EUR' },
  interval: 'year',
}
const PACK_50: PriceRef = {
  id: 'pack-50-eur',
  label: 'Inkdraft 50 priority designs',
  money: { amount: 500, currency: 'EUR' },
  interval: null,
}

let stand: StripeStandIn
let payments: Payments
/** Changes made outside Inkdraft (Stripe's dashboard, the customer portal), straight through the SDK. */
let dashboard: Stripe
let checkouts = 0

beforeAll(async () => {
  stand = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET })
  stand.definePrice({
    id: 'price_pro_month_usd',
    currency: 'usd',
    unitAmount: 600,
    interval: 'month',
    productName: 'Inkdraft PRO',
  })
  payments = createStripePayments({
    secretKey: 'sk_test_inkdraft',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stand.url,
    prices: { [PRO_MONTH.id]: 'price_pro_month_usd' },
  })
  dashboard = new Stripe('sk_test_dashboard', { host: '127.0.0.1', port: new URL(stand.url).port, protocol: 'http' })
})
afterAll(() => stand.close())
beforeEach(() => {
  stand.requests.length = 0
  stand.drainEvents()
})

function request(price: PriceRef, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  checkouts++
  return {
    checkoutId: `chk_${checkouts}`,
    userId: `user_${checkouts}`,
    email: `buyer${checkouts}@example.com`,
    purchase: price.interval
      ? { kind: 'subscription', planId: price.label.split(' ')[1]!.toLowerCase(), interval: price.interval }
      : { kind: 'pack', packId: 'pack-50' },
    price,
    customerId: null,
    locale: 'en',
    successUrl: 'https://inkdraft.test/billing/success',
    cancelUrl: 'https://inkdraft.test/pricing',
    ...overrides,
  }
}

/** What the adapter sent to create the session, and the session's id from the URL it returned. */
async function checkout(checkoutRequest: CheckoutRequest) {
  const { url } = await payments.createCheckout(checkoutRequest)
  const sent = stand.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
  return { url, sent: sent!, sessionId: url.split('/').at(-1)! }
}

async function parsed(events: StandInEvent[]): Promise<PaymentEvent[]> {
  const out: PaymentEvent[] = []
  for (const event of events) {
    const { body, headers } = stand.signed(event)
    out.push(...(await payments.parseWebhook(body, headers)))
  }
  return out
}

function only<T extends PaymentEvent['type']>(events: PaymentEvent[], type: T): Extract<PaymentEvent, { type: T }> {
  const found = events.filter((e): e is Extract<PaymentEvent, { type: T }> => e.type === type)
  expect(found, `one ${type}`).toHaveLength(1)
  return found[0]!
}

/** A paid subscription bought through Checkout, with what its webhooks said. */
async function subscribed(price = PRO_MONTH, overrides: Partial<CheckoutRequest> = {}) {
  const checkoutRequest = request(price, overrides)
  const { sessionId } = await checkout(checkoutRequest)
  const events = await parsed(stand.completeCheckout(sessionId, { outcome: 'paid' }))
  const completed = only(events, 'checkout.completed')
  stand.drainEvents()
  stand.requests.length = 0
  return { checkoutRequest, events, completed, subscriptionId: completed.subscription!.id }
}

describe('Stripe payments: checkout', () => {
  it('opens a subscription checkout with our configured price and metadata that follows the subscription', async () => {
    const checkoutRequest = request(PRO_MONTH, { locale: 'tw' })
    const { url, sent, sessionId } = await checkout(checkoutRequest)
    expect(url).toBe(`${stand.url}/c/pay/${sessionId}`)
    expect(sent.authorization).toBe('Bearer sk_test_inkdraft')
    expect(sent.stripeVersion).toBe(Stripe.API_VERSION)
    const metadata = {
      inkdraft_user_id: checkoutRequest.userId,
      inkdraft_checkout_id: checkoutRequest.checkoutId,
      inkdraft_price_id: 'pro-month-usd',
      inkdraft_purchase: JSON.stringify(checkoutRequest.purchase),
    }
    expect(sent.body).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_pro_month_usd', quantity: '1' }],
      client_reference_id: checkoutRequest.checkoutId,
      customer_email: checkoutRequest.email,
      locale: 'zh-TW',
      success_url: checkoutRequest.successUrl,
      cancel_url: checkoutRequest.cancelUrl,
      metadata,
      subscription_data: { metadata },
    })
    expect(stand.object(sessionId, 'checkout.session')).toMatchObject({ mode: 'subscription', status: 'open', metadata })
  })

  it('sends a price not configured inline, and reuses a known customer', async () => {
    const first = await subscribed(PRO_MONTH)
    const { sent } = await checkout(request(STUDIO_YEAR, { customerId: first.completed.customerId, locale: 'pt' }))
    expect(sent.body.line_items).toEqual([
      {
        price_data: {
          currency: 'eur',
          unit_amount: '12000',
          recurring: { interval: 'year' },
          product_data: { name: 'Inkdraft STUDIO' },
        },
        quantity: '1',
      },
    ])
    expect(sent.body.customer).toBe(first.completed.customerId)
    expect(sent.body).not.toHaveProperty('customer_email')
    expect(sent.body.locale).toBe('pt')
  })

  it('opens a pack checkout in payment mode, its metadata on the payment intent', async () => {
    const checkoutRequest = request(PACK_50, { locale: 'xx' })
    const { sent, sessionId } = await checkout(checkoutRequest)
    expect(sent.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', unit_amount: '500', product_data: { name: PACK_50.label } }, quantity: '1' }],
      customer_email: checkoutRequest.email,
      customer_creation: 'always',
      locale: 'auto',
      payment_intent_data: { metadata: { inkdraft_user_id: checkoutRequest.userId, inkdraft_price_id: 'pack-50-eur' } },
    })
    expect(sent.body).not.toHaveProperty('subscription_data')
    expect(JSON.stringify(sent.body.line_items)).not.toContain('recurring')
    expect(stand.object(sessionId, 'checkout.session').mode).toBe('payment')
  })

  it('opens the customer portal for a customer', async () => {
    const { completed } = await subscribed()
    const portal = await payments.customerPortal(completed.customerId, 'https://inkdraft.test/account')
    expect(portal.url).toMatch(new RegExp(`^${stand.url}/p/session/bps_`))
    expect(stand.requests.at(-1)?.body).toEqual({ customer: completed.customerId, return_url: 'https://inkdraft.test/account' })
  })
})

describe('Stripe payments: webhooks in our terms', () => {
  it('reads a completed subscription checkout as checkout.completed and invoice.paid', async () => {
    const checkoutRequest = request(PRO_MONTH)
    const { sessionId } = await checkout(checkoutRequest)
    const raw = stand.completeCheckout(sessionId, { outcome: 'paid' })
    const events = await parsed(raw)
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.completed', 'invoice.paid', 'subscription.updated'])

    const session = stand.object(sessionId, 'checkout.session')
    const subscription = stand.object(session.subscription!, 'subscription')
    const item = subscription.items.data[0]!
    const state = {
      id: subscription.id,
      userId: checkoutRequest.userId,
      customerId: session.customer,
      priceId: 'pro-month-usd',
      status: 'active',
      currentPeriodStart: item.current_period_start,
      currentPeriodEnd: item.current_period_end,
      cancelAtPeriodEnd: false,
    }
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86400)

    const completed = only(events, 'checkout.completed')
    const sessionEvent = raw.find((e) => e.type === 'checkout.session.completed')!
    expect(completed).toEqual({
      eventId: sessionEvent.id,
      created: sessionEvent.created,
      type: 'checkout.completed',
      checkoutId: checkoutRequest.checkoutId,
      userId: checkoutRequest.userId,
      customerId: session.customer,
      purchase: checkoutRequest.purchase,
      priceId: checkoutRequest.price.id,
      charge: null,
      subscription: state,
    })

    const invoice = stand.object(subscription.latest_invoice!, 'invoice')
    const [charge] = stand.all('charge').filter((c) => c.customer === session.customer)
    const paid = only(events, 'invoice.paid')
    expect(paid.eventId).toBe(raw.find((e) => e.type === 'invoice.paid')!.id)
    expect(paid.charge).toEqual({ id: charge!.id, userId: checkoutRequest.userId, money: { amount: 600, currency: 'USD' } })
    expect(paid.charge.id).toMatch(/^ch_/)
    expect(paid.subscription).toEqual(state)
    expect(invoice.amount_paid).toBe(600)
  })

  it('reads a completed pack checkout with its charge, and the later refund names the same charge', async () => {
    const checkoutRequest = request(PACK_50)
    const { sessionId } = await checkout(checkoutRequest)
    const events = await parsed(stand.completeCheckout(sessionId, { outcome: 'paid' }))
    const completed = only(events, 'checkout.completed')
    const session = stand.object(sessionId, 'checkout.session')
    const intent = stand.object(session.payment_intent!, 'payment_intent')
    expect(completed).toMatchObject({
      checkoutId: checkoutRequest.checkoutId,
      userId: checkoutRequest.userId,
      customerId: session.customer,
      purchase: { kind: 'pack', packId: 'pack-50' },
      subscription: null,
      charge: { id: intent.latest_charge, userId: checkoutRequest.userId, money: { amount: 500, currency: 'EUR' } },
    })
    expect(stand.object(intent.latest_charge!, 'charge').metadata.inkdraft_user_id).toBe(checkoutRequest.userId)

    stand.drainEvents()
    await payments.refund(completed.charge!.id)
    const refunded = only(await parsed(stand.drainEvents()), 'charge.refunded')
    const [refund] = stand.all('refund').filter((r) => r.charge === completed.charge!.id)
    expect(refunded).toMatchObject({
      chargeId: completed.charge!.id,
      refund: { id: refund!.id, money: { amount: 500, currency: 'EUR' } },
    })
    expect(refund!.id).toMatch(/^re_/)

    // Asked twice (billing retries after a crash): no second refund, no error.
    await payments.refund(completed.charge!.id)
    expect(stand.all('refund').filter((r) => r.charge === completed.charge!.id)).toHaveLength(1)
  })

  it('reads a renewal as invoice.paid with the next period, and its refund by the same charge id', async () => {
    const { subscriptionId, events: first, checkoutRequest } = await subscribed()
    const before = only(first, 'invoice.paid')
    const events = await parsed(stand.renew(subscriptionId))
    const paid = only(events, 'invoice.paid')
    expect(paid.charge.id).not.toBe(before.charge.id)
    expect(paid.charge).toMatchObject({ userId: checkoutRequest.userId, money: { amount: 600, currency: 'USD' } })
    expect(paid.subscription.currentPeriodStart).toBe(before.subscription.currentPeriodEnd)
    expect(paid.subscription.currentPeriodEnd).toBeGreaterThan(paid.subscription.currentPeriodStart)
    expect(only(events, 'subscription.updated').subscription).toEqual(paid.subscription)

    await payments.refund(paid.charge.id)
    const refunded = only(await parsed(stand.drainEvents()), 'charge.refunded')
    expect(refunded.chargeId).toBe(paid.charge.id)
    expect(refunded.refund.money).toEqual({ amount: 600, currency: 'USD' })
  })

  it('reads a declined renewal as invoice.failed with the subscription past due', async () => {
    const { subscriptionId } = await subscribed()
    const events = await parsed(stand.failRenewal(subscriptionId))
    const failed = only(events, 'invoice.failed')
    expect(failed.subscription).toMatchObject({ id: subscriptionId, status: 'past_due', priceId: 'pro-month-usd' })
    expect(events.some((e) => e.type === 'invoice.paid')).toBe(false)
  })

  it('reads a chargeback as charge.disputed on the invoice charge', async () => {
    const { events } = await subscribed()
    const paid = only(events, 'invoice.paid')
    const disputed = only(await parsed(stand.dispute(paid.charge.id)), 'charge.disputed')
    expect(disputed).toMatchObject({ chargeId: paid.charge.id, dispute: { money: { amount: 600, currency: 'USD' } } })
    expect(disputed.dispute.id).toMatch(/^du_/)
  })

  it('names each of two partial refunds by the charge as it was at its event, however late it is read', async () => {
    const { sessionId } = await checkout(request(PACK_50))
    const completed = only(await parsed(stand.completeCheckout(sessionId, { outcome: 'paid' })), 'checkout.completed')
    const chargeId = completed.charge!.id
    stand.drainEvents()
    const first = await dashboard.refunds.create({ charge: chargeId, amount: 200 })
    const second = await dashboard.refunds.create({ charge: chargeId, amount: 300 })
    const events = await parsed(stand.drainEvents())
    expect(events.map((e) => e.type === 'charge.refunded' && e.refund)).toEqual([
      { id: first.id, money: { amount: 200, currency: 'EUR' } },
      { id: second.id, money: { amount: 300, currency: 'EUR' } },
    ])
    // Refunded in full by then: the adapter's refund asks nothing more of Stripe, and fails not.
    await payments.refund(chargeId)
    expect(stand.all('refund').filter((r) => r.charge === chargeId)).toHaveLength(2)
  })

  it('reads an invoice paid without money (nothing to charge) as a subscription update', async () => {
    const free: PriceRef = {
      id: 'trial-month-usd',
      label: 'Inkdraft TRIAL',
      money: { amount: 0, currency: 'USD' },
      interval: 'month',
    }
    const { sessionId } = await checkout(request(free))
    const invoicePaid = stand.completeCheckout(sessionId, { outcome: 'paid' }).find((e) => e.type === 'invoice.paid')!
    const events = await parsed([invoicePaid])
    expect(events).toEqual([
      {
        eventId: invoicePaid.id,
        created: invoicePaid.created,
        type: 'subscription.updated',
        subscription: expect.objectContaining({ priceId: 'trial-month-usd' }),
      },
    ])
  })

  it('reads a price changed outside Inkdraft by its configured Stripe id', async () => {
    const { subscriptionId } = await subscribed(STUDIO_YEAR)
    const item = stand.object(subscriptionId, 'subscription').items.data[0]!
    await dashboard.subscriptions.update(subscriptionId, { items: [{ id: item.id, price: 'price_pro_month_usd' }] })
    expect(stand.object(subscriptionId, 'subscription').metadata.inkdraft_price_id).toBe('studio-year-eur')
    expect(only(await parsed(stand.drainEvents()), 'subscription.updated').subscription.priceId).toBe('pro-month-usd')
  })

  it('gives nothing for an event the product does not use', async () => {
    const { sessionId } = await checkout(request(PACK_50))
    const raw = stand.completeCheckout(sessionId, { outcome: 'paid' })
    for (const type of ['customer.created', 'charge.succeeded', 'payment_intent.succeeded']) {
      const event = raw.find((e) => e.type === type)!
      expect(await parsed([event])).toEqual([])
    }
  })

  it('waits for the money of a delayed payment method', async () => {
    const { sessionId } = await checkout(request(PACK_50))
    const completed = stand.completeCheckout(sessionId, { outcome: 'paid' }).find((e) => e.type === 'checkout.session.completed')!
    const unpaid = { ...completed, data: { object: { ...(completed.data.object as object), payment_status: 'unpaid' } } }
    expect(await parsed([unpaid])).toEqual([])
    const succeeded = { ...completed, type: 'checkout.session.async_payment_succeeded' }
    expect((await parsed([succeeded])).map((e) => e.type)).toEqual(['checkout.completed'])
  })

  it('ignores a subscription Inkdraft did not make', async () => {
    const { subscriptionId } = await subscribed()
    await payments.cancelAtPeriodEnd(subscriptionId)
    const [event] = stand.drainEvents()
    const foreign = { ...event!, data: { object: { ...(event!.data.object as object), metadata: {} } } }
    expect(await parsed([foreign])).toEqual([])
  })

  it('refuses to read objects of another API version', async () => {
    const { subscriptionId } = await subscribed()
    await payments.resume(subscriptionId)
    const [event] = stand.drainEvents()
    await expect(parsed([{ ...event!, api_version: '2024-06-20' }])).rejects.toThrow(/API version 2024-06-20/)
  })
})

describe('Stripe payments: changes to a subscription', () => {
  it('cancels at the period end and resumes, each read back as subscription.updated', async () => {
    const { subscriptionId } = await subscribed()
    await payments.cancelAtPeriodEnd(subscriptionId)
    expect(stand.object(subscriptionId, 'subscription').cancel_at_period_end).toBe(true)
    expect(only(await parsed(stand.drainEvents()), 'subscription.updated').subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: true,
    })

    await payments.resume(subscriptionId)
    expect(stand.object(subscriptionId, 'subscription').cancel_at_period_end).toBe(false)
    expect(only(await parsed(stand.drainEvents()), 'subscription.updated').subscription.cancelAtPeriodEnd).toBe(false)
  })

  it('ends a subscription set to cancel when the period is over', async () => {
    const { subscriptionId } = await subscribed()
    await payments.cancelAtPeriodEnd(subscriptionId)
    stand.drainEvents()
    const deleted = only(await parsed(stand.advanceToPeriodEnd(subscriptionId)), 'subscription.deleted')
    expect(deleted.subscription).toMatchObject({ id: subscriptionId, status: 'canceled' })
  })

  it('moves to an inline price on a product of its own, reused for the next change, with prorations', async () => {
    const { subscriptionId } = await subscribed()
    await payments.changePrice(subscriptionId, STUDIO_YEAR)
    const update = stand.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)!
    const item = stand.object(subscriptionId, 'subscription').items.data[0]!
    expect(update.body).toMatchObject({
      items: [
        {
          id: item.id,
          price_data: {
            product: 'inkdraft_studio-year-eur',
            currency: 'eur',
            unit_amount: '12000',
            recurring: { interval: 'year' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      metadata: { inkdraft_price_id: 'studio-year-eur' },
    })
    expect(item.price).toMatchObject({
      unit_amount: 12000,
      currency: 'eur',
      recurring: { interval: 'year' },
      product: 'inkdraft_studio-year-eur',
    })
    expect(stand.object('inkdraft_studio-year-eur', 'product').name).toBe('Inkdraft STUDIO')
    const updated = only(await parsed(stand.drainEvents()), 'subscription.updated')
    expect(updated.subscription).toMatchObject({ id: subscriptionId, priceId: 'studio-year-eur' })

    const other = await subscribed()
    await payments.changePrice(other.subscriptionId, STUDIO_YEAR)
    expect(stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products')).toHaveLength(0)
  })

  it('moves to a configured price by its Stripe id', async () => {
    const { subscriptionId } = await subscribed(STUDIO_YEAR)
    expect(only(await parsed(stand.renew(subscriptionId)), 'invoice.paid').subscription.priceId).toBe('studio-year-eur')
    stand.drainEvents()
    await payments.changePrice(subscriptionId, PRO_MONTH)
    expect(stand.object(subscriptionId, 'subscription').items.data[0]!.price.id).toBe('price_pro_month_usd')
    expect(only(await parsed(stand.drainEvents()), 'subscription.updated').subscription.priceId).toBe('pro-month-usd')
  })

  it('ends a subscription at once, and a second time is a no-op', async () => {
    const { subscriptionId } = await subscribed()
    await payments.cancelNow(subscriptionId)
    expect(stand.object(subscriptionId, 'subscription').status).toBe('canceled')
    expect(only(await parsed(stand.drainEvents()), 'subscription.deleted').subscription).toMatchObject({
      id: subscriptionId,
      status: 'canceled',
    })
    await payments.cancelNow(subscriptionId)
    expect(stand.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })

  it("passes on Stripe's error for an unknown subscription", async () => {
    await expect(payments.cancelAtPeriodEnd('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      message: "No such subscription: 'sub_missing'",
    })
  })
})

describe('Stripe payments: webhook signatures', () => {
  let event: StandInEvent

  beforeAll(async () => {
    const { sessionId } = await checkout(request(PACK_50))
    event = stand.completeCheckout(sessionId, { outcome: 'paid' }).find((e) => e.type === 'checkout.session.completed')!
  })

  it('accepts a delivery signed within the last 300 seconds', async () => {
    const { body, headers } = stand.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 290 })
    expect((await payments.parseWebhook(body, headers)).map((e) => e.type)).toEqual(['checkout.completed'])
  })

  it('refuses a signature made with another secret', async () => {
    const { body } = stand.signed(event)
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret: 'whsec_someone_else' })
    await expect(payments.parseWebhook(body, { 'stripe-signature': forged })).rejects.toBeInstanceOf(WebhookRejected)
  })

  it('refuses a body altered after signing', async () => {
    const { body, headers } = stand.signed(event)
    const altered = Buffer.from(body.toString().replace('"amount_total": 500', '"amount_total": 5'))
    expect(altered.equals(body)).toBe(false)
    await expect(payments.parseWebhook(altered, headers)).rejects.toBeInstanceOf(WebhookRejected)
  })

  it('refuses a delivery signed more than 300 seconds ago (a replay)', async () => {
    const { body, headers } = stand.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    await expect(payments.parseWebhook(body, headers)).rejects.toBeInstanceOf(WebhookRejected)
  })

  it('refuses a delivery without a signature, or with a malformed one', async () => {
    const { body } = stand.signed(event)
    await expect(payments.parseWebhook(body, {})).rejects.toBeInstanceOf(WebhookRejected)
    await expect(payments.parseWebhook(body, { 'stripe-signature': 'v1=abc' })).rejects.toBeInstanceOf(WebhookRejected)
  })
})
