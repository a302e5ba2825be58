import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A loopback server speaking the part of Stripe's API the payments adapter calls, with objects
 * shaped as the SDK's types for its pinned API version (`Stripe.API_VERSION`) and kept in memory:
 * Checkout Sessions, the billing portal, subscriptions (the period on the item), invoices that
 * reach their charge through invoice payments, payment intents, charges, refunds, disputes and
 * products. Requests are form-encoded as the SDK sends them; answers and errors are Stripe's JSON.
 *
 * Test controls stand for what happens on Stripe's side (the buyer pays, the clock reaches the end
 * of a period, a card is declined, a chargeback) and return the events Stripe would send. Every
 * event, those caused through the API included, also waits in a list `drainEvents()` hands over;
 * `signed()` turns one into a delivery signed as Stripe signs them.
 */
export async function startStripeStandIn({ webhookSecret }: { webhookSecret: string }) {
  const store = createStore()
  const requests: StripeRequest[] = []
  const replies = new Map<string, Reply>()
  let base = ''
  const api = routes(store, () => base)

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const body = parseForm(await textOf(req))
    const query = parseForm(url.search.slice(1))
    const record: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      body,
      authorization: req.headers.authorization,
      stripeVersion: header(req, 'stripe-version'),
      idempotencyKey: header(req, 'idempotency-key'),
    }
    requests.push(record)
    // The SDK retries a POST under the same key; Stripe answers it with the first answer.
    const replay = record.idempotencyKey ? replies.get(record.idempotencyKey) : undefined
    if (replay) return send(res, replay)
    const reply = answer(api, record)
    if (record.idempotencyKey && record.method === 'POST') replies.set(record.idempotencyKey, reply)
    send(res, reply)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const controls = testControls(store)

  return {
    /** The API's base URL, for the adapter's `apiUrl`. */
    url: base,
    requests,
    ...controls,
    /** The events since the last call, oldest first. */
    drainEvents(): StandInEvent[] {
      return store.events.splice(0)
    },
    /** A delivery of `event` as Stripe makes it: the exact bytes and a `Stripe-Signature` over them. */
    signed(event: StandInEvent, { timestamp }: { timestamp?: number } = {}) {
      const payload = JSON.stringify(event, null, 2)
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp })
      return {
        body: Buffer.from(payload),
        headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' } as Record<string, string>,
      }
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

export interface StripeRequest {
  method: string
  path: string
  query: Form
  /** The form body, brackets read into objects and arrays (`items[0][price]` → `{items: [{price}]}`). */
  body: Form
  authorization: string | undefined
  stripeVersion: string | undefined
  idempotencyKey: string | undefined
}

/** An event as Stripe delivers it (a snapshot of its object at the time). */
export interface StandInEvent {
  id: string
  object: 'event'
  type: string
  created: number
  api_version: string
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  data: { object: Json; previous_attributes?: Record<string, Json> }
}

export type Json = unknown
export type FormValue = string | Form | FormValue[]
export interface Form {
  [key: string]: FormValue
}

// ---------------------------------------------------------------------------------------------
// Objects, as subsets of the SDK's types: the compiler keeps their field names Stripe's.

type Metadata = Record<string, string>
interface List<T> {
  object: 'list'
  data: T[]
  has_more: boolean
  url: string
}

export type PriceObject = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'type'
  | 'unit_amount'
> & {
  product: string
  recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'> | null
  unit_amount_decimal: string
}
type ProductObject = Pick<Stripe.Product, 'id' | 'object' | 'active' | 'created' | 'livemode' | 'metadata' | 'name'>
type CustomerObject = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'livemode' | 'metadata'>
export type ItemObject = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'metadata' | 'quantity' | 'subscription'
> & { price: PriceObject }
export type SubscriptionObject = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'ended_at'
  | 'livemode'
  | 'metadata'
  | 'start_date'
  | 'status'
> & { customer: string; items: List<ItemObject>; latest_invoice: string | null }
type LineObject = Pick<
  Stripe.InvoiceLineItem,
  'id' | 'object' | 'amount' | 'currency' | 'description' | 'livemode' | 'metadata' | 'period' | 'quantity'
> & {
  invoice: string
  subscription: string
}
export type InvoiceObject = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'subtotal'
  | 'total'
> & {
  customer: string
  lines: List<LineObject>
  metadata: Metadata
  parent: {
    type: 'subscription_details'
    quote_details: null
    subscription_details: { subscription: string; metadata: Metadata }
  }
}
type IntentObject = Pick<
  Stripe.PaymentIntent,
  'id' | 'object' | 'amount' | 'amount_received' | 'created' | 'currency' | 'description' | 'livemode' | 'metadata' | 'status'
> & { customer: string | null; latest_charge: string | null }
export type ChargeObject = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'description'
  | 'disputed'
  | 'failure_code'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'refunded'
  | 'status'
> & { customer: string | null; payment_intent: string }
type InvoicePaymentObject = Pick<
  Stripe.InvoicePayment,
  | 'id'
  | 'object'
  | 'amount_paid'
  | 'amount_requested'
  | 'created'
  | 'currency'
  | 'is_default'
  | 'livemode'
  | 'status'
  | 'status_transitions'
> & { invoice: string; payment: { type: 'payment_intent'; payment_intent: string } }
type RefundObject = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'created' | 'currency' | 'metadata' | 'reason' | 'status'
> & {
  charge: string
  payment_intent: string
}
type DisputeObject = Pick<
  Stripe.Dispute,
  'id' | 'object' | 'amount' | 'created' | 'currency' | 'is_charge_refundable' | 'livemode' | 'metadata' | 'reason' | 'status'
> & {
  charge: string
  payment_intent: string
}
export type SessionObject = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_creation'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & { customer: string | null; invoice: string | null; payment_intent: string | null; subscription: string | null }
type PortalObject = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'configuration' | 'created' | 'customer' | 'livemode' | 'locale' | 'return_url' | 'url'
>

type StoredObject =
  | PriceObject
  | ProductObject
  | CustomerObject
  | SubscriptionObject
  | InvoiceObject
  | IntentObject
  | ChargeObject
  | InvoicePaymentObject
  | RefundObject
  | DisputeObject
  | SessionObject
  | PortalObject
type Kind = StoredObject['object']
type OfKind<K extends Kind> = Extract<StoredObject, { object: K }>

/** What a Checkout Session was asked for, kept until the buyer pays. */
interface Order {
  price: PriceObject
  /** `subscription_data.metadata` or `payment_intent_data.metadata`. */
  metadata: Metadata
}

// ---------------------------------------------------------------------------------------------
// The store: every object by id, the events, a clock tests can move forward.

function createStore() {
  const objects = new Map<string, StoredObject>()
  const orders = new Map<string, Order>()
  const events: StandInEvent[] = []
  let offset = 0
  let sequence = 0
  const now = () => Math.floor(Date.now() / 1000) + offset

  return {
    objects,
    orders,
    events,
    now,
    /** Moves the clock to `time` if it is later: the subscription clock of Stripe's test clocks. */
    advanceTo(time: number) {
      offset += Math.max(0, time - now())
    },
    id(prefix: string) {
      sequence++
      return `${prefix}_${sequence.toString(36).padStart(4, '0')}${randomBytes(10).toString('hex')}`
    },
    put<T extends StoredObject>(object: T): T {
      objects.set(object.id, object)
      return object
    },
    find<K extends Kind>(id: string, kind: K): OfKind<K> | undefined {
      const found = objects.get(id)
      return found?.object === kind ? (found as OfKind<K>) : undefined
    },
    get<K extends Kind>(id: string, kind: K, param = 'id'): OfKind<K> {
      const found = this.find(id, kind)
      if (!found) throw missing(kind, id, param)
      return found
    },
    emit(type: string, object: StoredObject, previous?: Record<string, Json>): StandInEvent {
      const event: StandInEvent = {
        id: this.id('evt'),
        object: 'event',
        type,
        created: now(),
        api_version: Stripe.API_VERSION,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      }
      events.push(event)
      return event
    },
  }
}

type Store = ReturnType<typeof createStore>

/** A Stripe error answer. */
class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message)
  }
}

const NOUNS: Record<Kind, string> = {
  price: 'price',
  product: 'product',
  customer: 'customer',
  subscription: 'subscription',
  invoice: 'invoice',
  payment_intent: 'payment_intent',
  charge: 'charge',
  invoice_payment: 'invoice payment',
  refund: 'refund',
  dispute: 'dispute',
  'checkout.session': 'checkout.session',
  'billing_portal.session': 'billing portal session',
}

function missing(kind: Kind, id: string, param: string) {
  return new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${NOUNS[kind]}: '${id}'`,
  })
}

function invalid(message: string, param?: string, code?: string) {
  return new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  })
}

// ---------------------------------------------------------------------------------------------
// Object factories and what happens on Stripe's side.

const INTERVALS = ['day', 'week', 'month', 'year'] as const
type Interval = (typeof INTERVALS)[number]

function newPrice(
  store: Store,
  spec: { id?: string; product: string; currency: string; unitAmount: number; interval: Interval | null; active?: boolean },
): PriceObject {
  return store.put({
    id: spec.id ?? store.id('price'),
    object: 'price',
    active: spec.active ?? true,
    billing_scheme: 'per_unit',
    created: store.now(),
    currency: spec.currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: spec.product,
    recurring: spec.interval ? { interval: spec.interval, interval_count: 1, usage_type: 'licensed' } : null,
    type: spec.interval ? 'recurring' : 'one_time',
    unit_amount: spec.unitAmount,
    unit_amount_decimal: String(spec.unitAmount),
  })
}

function newProduct(store: Store, name: string, id?: string): ProductObject {
  return store.put({
    id: id ?? store.id('prod'),
    object: 'product',
    active: true,
    created: store.now(),
    livemode: false,
    metadata: {},
    name,
  })
}

function newCustomer(store: Store, email: string | null): CustomerObject {
  const customer = store.put({
    id: store.id('cus'),
    object: 'customer',
    created: store.now(),
    email,
    livemode: false,
    metadata: {},
  })
  store.emit('customer.created', customer)
  return customer
}

/** One calendar step of `interval` from `start`, in UTC as Stripe bills. */
function periodEnd(start: number, interval: Interval): number {
  const date = new Date(start * 1000)
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1)
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7)
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1)
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
  return Math.floor(date.getTime() / 1000)
}

function newSubscription(store: Store, customer: string, price: PriceObject, metadata: Metadata): SubscriptionObject {
  const start = store.now()
  const id = store.id('sub')
  const item: ItemObject = {
    id: store.id('si'),
    object: 'subscription_item',
    created: start,
    current_period_start: start,
    current_period_end: periodEnd(start, price.recurring!.interval as Interval),
    metadata: {},
    price,
    quantity: 1,
    subscription: id,
  }
  return store.put({
    id,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: start,
    currency: price.currency,
    customer,
    ended_at: null,
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: { ...metadata },
    start_date: start,
    status: 'incomplete',
  })
}

/** A payment intent and its charge; `paid: false` is a declined card. */
function newPayment(
  store: Store,
  spec: {
    customer: string | null
    amount: number
    currency: string
    metadata: Metadata
    description: string | null
    paid: boolean
  },
) {
  const created = store.now()
  const intent = store.put<IntentObject>({
    id: store.id('pi'),
    object: 'payment_intent',
    amount: spec.amount,
    amount_received: spec.paid ? spec.amount : 0,
    created,
    currency: spec.currency,
    customer: spec.customer,
    description: spec.description,
    latest_charge: null,
    livemode: false,
    metadata: { ...spec.metadata },
    status: spec.paid ? 'succeeded' : 'requires_payment_method',
  })
  // A charge takes the payment intent's metadata when it is made.
  const charge = store.put<ChargeObject>({
    id: store.id('ch'),
    object: 'charge',
    amount: spec.amount,
    amount_captured: spec.paid ? spec.amount : 0,
    amount_refunded: 0,
    captured: spec.paid,
    created,
    currency: spec.currency,
    customer: spec.customer,
    description: spec.description,
    disputed: false,
    failure_code: spec.paid ? null : 'card_declined',
    livemode: false,
    metadata: { ...spec.metadata },
    paid: spec.paid,
    payment_intent: intent.id,
    refunded: false,
    status: spec.paid ? 'succeeded' : 'failed',
  })
  intent.latest_charge = charge.id
  store.emit(spec.paid ? 'charge.succeeded' : 'charge.failed', charge)
  store.emit(spec.paid ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent)
  return { intent, charge }
}

/** The invoice of a subscription's current period, paid or declined, with its payment. */
function newInvoice(
  store: Store,
  subscription: SubscriptionObject,
  reason: Stripe.Invoice.BillingReason,
  paid: boolean,
): InvoiceObject {
  const item = subscription.items.data[0]!
  const amount = item.price.unit_amount ?? 0
  const id = store.id('in')
  const invoice = store.put<InvoiceObject>({
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: store.now(),
    currency: item.price.currency,
    customer: subscription.customer,
    lines: {
      object: 'list',
      data: [
        {
          id: store.id('il'),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: `1 × ${item.price.product}`,
          invoice: id,
          livemode: false,
          metadata: {},
          period: { start: item.current_period_start, end: item.current_period_end },
          quantity: 1,
          subscription: subscription.id,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    period_end: item.current_period_start,
    period_start: item.current_period_start,
    status: paid ? 'paid' : 'open',
    subtotal: amount,
    total: amount,
  })
  // Stripe makes no payment for an invoice of nothing (a trial, a 100 % coupon).
  if (amount > 0) invoicePayment(store, invoice, subscription, paid)
  subscription.latest_invoice = id
  if (paid) {
    store.emit('invoice.paid', invoice)
    store.emit('invoice.payment_succeeded', invoice)
  } else store.emit('invoice.payment_failed', invoice)
  return invoice
}

/** The invoice's payment intent and charge, and the invoice payment that links them to it. */
function invoicePayment(store: Store, invoice: InvoiceObject, subscription: SubscriptionObject, paid: boolean) {
  // The invoice's payment intent carries none of the subscription's metadata, as at Stripe.
  const { intent } = newPayment(store, {
    customer: subscription.customer,
    amount: invoice.amount_due,
    currency: invoice.currency,
    metadata: {},
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    paid,
  })
  store.put<InvoicePaymentObject>({
    id: store.id('inpay'),
    object: 'invoice_payment',
    amount_paid: paid ? invoice.amount_due : null,
    amount_requested: invoice.amount_due,
    created: store.now(),
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: paid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: paid ? store.now() : null },
  })
}

/** Events a control caused, in the order Stripe sent them. */
function since(store: Store, mark: number): StandInEvent[] {
  return store.events.slice(mark)
}

function testControls(store: Store) {
  const subscriptionOf = (id: string) => store.get(id, 'subscription')

  /** The next period of a live subscription, billed; the clock moves to its start. */
  function nextPeriod(subscription: SubscriptionObject, paid: boolean): StandInEvent[] {
    if (subscription.status === 'canceled') throw new Error(`subscription ${subscription.id} is canceled`)
    const mark = store.events.length
    const item = subscription.items.data[0]!
    const before = { items: clone(subscription.items), status: subscription.status, latest_invoice: subscription.latest_invoice }
    store.advanceTo(item.current_period_end)
    item.current_period_start = item.current_period_end
    item.current_period_end = periodEnd(item.current_period_start, item.price.recurring!.interval as Interval)
    newInvoice(store, subscription, 'subscription_cycle', paid)
    subscription.status = paid ? 'active' : 'past_due'
    store.emit('customer.subscription.updated', subscription, before)
    return since(store, mark)
  }

  return {
    /** The stand-in's clock (Unix seconds): real time, plus what the controls moved it forward. */
    now: store.now,

    /** A price configured in the Stripe account (the adapter's `prices` map names it). */
    definePrice(spec: {
      id: string
      currency: string
      unitAmount: number
      interval: 'month' | 'year' | null
      productName: string
    }) {
      const product = newProduct(store, spec.productName)
      return clone(newPrice(store, { ...spec, product: product.id }))
    },

    /** A copy of one stored object, for tests to look at. */
    object<K extends Kind>(id: string, kind: K): OfKind<K> {
      return clone(store.get(id, kind))
    },

    /** Every stored object of a kind, in the order they were made. */
    all<K extends Kind>(kind: K): OfKind<K>[] {
      return [...store.objects.values()].filter((o): o is OfKind<K> => o.object === kind).map(clone)
    },

    /**
     * The buyer pays on the Checkout page: the customer (unless the session named one), then for a
     * subscription its first invoice, payment intent and charge, for a payment its payment intent
     * and charge, each with the metadata the session was given for it.
     */
    completeCheckout(sessionId: string, { outcome }: { outcome: 'paid' } = { outcome: 'paid' }): StandInEvent[] {
      const session = store.get(sessionId, 'checkout.session')
      if (session.status !== 'open' || outcome !== 'paid') throw new Error(`checkout session ${sessionId} is ${session.status}`)
      const order = store.orders.get(sessionId)!
      const mark = store.events.length
      const customer = session.customer ?? newCustomer(store, session.customer_email).id
      Object.assign(session, { customer, status: 'complete', payment_status: 'paid' })
      if (session.mode === 'subscription') {
        const subscription = newSubscription(store, customer, order.price, order.metadata)
        store.emit('customer.subscription.created', subscription)
        const invoice = newInvoice(store, subscription, 'subscription_create', true)
        subscription.status = 'active'
        store.emit('customer.subscription.updated', subscription, { status: 'incomplete' })
        Object.assign(session, { subscription: subscription.id, invoice: invoice.id })
      } else {
        const { intent } = newPayment(store, {
          customer,
          amount: order.price.unit_amount ?? 0,
          currency: order.price.currency,
          metadata: order.metadata,
          description: null,
          paid: true,
        })
        session.payment_intent = intent.id
      }
      store.emit('checkout.session.completed', session)
      return since(store, mark)
    },

    /** The clock reaches the end of the period and the renewal is paid. */
    renew(subscriptionId: string): StandInEvent[] {
      const subscription = subscriptionOf(subscriptionId)
      if (subscription.cancel_at_period_end) throw new Error(`subscription ${subscriptionId} ends at its period's end`)
      return nextPeriod(subscription, true)
    },

    /** The renewal's card is declined: the invoice stays open, the subscription is past due. */
    failRenewal(subscriptionId: string): StandInEvent[] {
      return nextPeriod(subscriptionOf(subscriptionId), false)
    },

    /** The clock reaches the end of the period: a subscription set to cancel ends, any other renews. */
    advanceToPeriodEnd(subscriptionId: string): StandInEvent[] {
      const subscription = subscriptionOf(subscriptionId)
      if (!subscription.cancel_at_period_end) return nextPeriod(subscription, true)
      const mark = store.events.length
      const end = subscription.items.data[0]!.current_period_end
      store.advanceTo(end)
      const before = { status: subscription.status, ended_at: null }
      Object.assign(subscription, { status: 'canceled', ended_at: end })
      store.emit('customer.subscription.deleted', subscription, before)
      return since(store, mark)
    },

    /** The cardholder's bank opens a chargeback. */
    dispute(chargeId: string): StandInEvent[] {
      const charge = store.get(chargeId, 'charge')
      const mark = store.events.length
      charge.disputed = true
      const dispute = store.put<DisputeObject>({
        id: store.id('du'),
        object: 'dispute',
        amount: charge.amount - charge.amount_refunded,
        charge: charge.id,
        created: store.now(),
        currency: charge.currency,
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
      })
      store.emit('charge.dispute.created', dispute)
      return since(store, mark)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The API.

type Handler = (match: RegExpExecArray, request: StripeRequest) => Json
type Route = [method: string, path: RegExp, handler: Handler]

/** Retrievable by GET /v1/{collection}/{id}. */
const COLLECTIONS: Record<string, Kind> = {
  prices: 'price',
  products: 'product',
  customers: 'customer',
  subscriptions: 'subscription',
  invoices: 'invoice',
  payment_intents: 'payment_intent',
  charges: 'charge',
  invoice_payments: 'invoice_payment',
  refunds: 'refund',
  disputes: 'dispute',
  'checkout/sessions': 'checkout.session',
}

/** Checkout's locales (`Stripe.Checkout.SessionCreateParams.Locale`). */
const LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
)

function routes(store: Store, base: () => string): Route[] {
  const expandedAs = (object: StoredObject, request: StripeRequest) => expand(store, clone(object), expansions(request))
  return [
    ['POST', /^\/v1\/checkout\/sessions$/, (_, r) => expandedAs(createSession(store, r.body, base()), r)],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_, r) => createPortalSession(store, r.body, base())],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (m, r) => expandedAs(updateSubscription(store, m[1]!, r.body), r)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m, r) => expandedAs(cancelSubscription(store, m[1]!), r)],
    ['POST', /^\/v1\/products$/, (_, r) => createProduct(store, r.body)],
    ['POST', /^\/v1\/refunds$/, (_, r) => expandedAs(createRefund(store, r.body), r)],
    [
      'GET',
      /^\/v1\/refunds$/,
      (_, r) => listOf(store, r, '/v1/refunds', (o) => o.object === 'refund' && matches(o.charge, r.query.charge)),
    ],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_, r) =>
        listOf(
          store,
          r,
          '/v1/invoice_payments',
          (o) => o.object === 'invoice_payment' && matches(o.invoice, r.query.invoice) && matches(o.status, r.query.status),
        ),
    ],
    [
      'GET',
      /^\/v1\/(prices|products|customers|subscriptions|invoices|payment_intents|charges|invoice_payments|refunds|disputes|checkout\/sessions)\/([^/]+)$/,
      (m, r) => expandedAs(store.get(decodeURIComponent(m[2]!), COLLECTIONS[m[1]!]!), r),
    ],
  ]
}

function answer(api: Route[], request: StripeRequest): Reply {
  if (!request.authorization?.startsWith('Bearer sk_'))
    return [401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }]
  for (const [method, path, handler] of api) {
    const match = path.exec(request.path)
    if (!match || method !== request.method) continue
    try {
      return [200, handler(match, request)]
    } catch (error) {
      if (error instanceof StripeFailure) return [error.status, { error: error.body }]
      // A bug of the stand-in reaches the test as Stripe's own 500, message included.
      return [500, { error: { type: 'api_error', message: `stand-in: ${String(error)}` } }]
    }
  }
  return [
    404,
    { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path}).` } },
  ]
}

function createSession(store: Store, form: Form, base: string): SessionObject {
  const mode = text(form.mode)
  if (mode !== 'payment' && mode !== 'subscription')
    throw invalid('The stand-in supports `payment` and `subscription` modes.', 'mode')
  if (!text(form.success_url)) throw invalid('Missing required param: success_url.', 'success_url')
  const customer = text(form.customer)
  if (customer && form.customer_email !== undefined)
    throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email')
  if (customer) store.get(customer, 'customer', 'customer')
  if (form.customer_creation !== undefined && mode !== 'payment')
    throw invalid('`customer_creation` can only be used in `payment` mode.', 'customer_creation')
  if (mode === 'payment' && form.subscription_data !== undefined)
    throw invalid('You can not pass `subscription_data` in `payment` mode.', 'subscription_data')
  if (mode === 'subscription' && form.payment_intent_data !== undefined)
    throw invalid('You can not pass `payment_intent_data` in `subscription` mode.', 'payment_intent_data')
  const locale = text(form.locale)
  if (locale !== undefined && !LOCALES.has(locale)) throw invalid(`Invalid locale: ${locale}`, 'locale')
  const price = linePrice(store, form, mode)
  const id = store.id('cs_test')
  const data = mode === 'subscription' ? form.subscription_data : form.payment_intent_data
  store.orders.set(id, { price, metadata: metadataOf(record(data)?.metadata) })
  return store.put<SessionObject>({
    id,
    object: 'checkout.session',
    amount_subtotal: price.unit_amount,
    amount_total: price.unit_amount,
    cancel_url: text(form.cancel_url) ?? null,
    client_reference_id: text(form.client_reference_id) ?? null,
    created: store.now(),
    currency: price.currency,
    customer: customer ?? null,
    customer_creation: (text(form.customer_creation) as SessionObject['customer_creation']) ?? null,
    customer_email: text(form.customer_email) ?? null,
    expires_at: store.now() + 24 * 3600,
    invoice: null,
    livemode: false,
    locale: (locale as SessionObject['locale']) ?? null,
    metadata: metadataOf(form.metadata),
    mode,
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: text(form.success_url) ?? null,
    url: `${base}/c/pay/${id}`,
  })
}

/** The one line item's price: a stored one, or one made from `price_data` as Checkout does. */
function linePrice(store: Store, form: Form, mode: 'payment' | 'subscription'): PriceObject {
  const items = Array.isArray(form.line_items) ? form.line_items : []
  if (items.length !== 1) throw invalid('The stand-in takes exactly one line item.', 'line_items')
  const line = record(items[0])!
  if (text(line.quantity) !== '1')
    throw invalid('Each line item needs a quantity (the stand-in takes 1).', 'line_items[0][quantity]')
  const price = text(line.price)
    ? store.get(text(line.price)!, 'price', 'line_items[0][price]')
    : inlinePrice(store, record(line.price_data), 'line_items[0][price_data]', null)
  if (mode === 'subscription' && !price.recurring)
    throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items[0]')
  if (mode === 'payment' && price.recurring)
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items[0]',
    )
  return price
}

/** `price_data`: with `product_data` (Checkout) or an existing `product` (required on subscription items). */
function inlinePrice(store: Store, data: Form | undefined, param: string, required: 'product' | null): PriceObject {
  if (!data) throw invalid(`Missing required param: ${param}.`, param)
  const currency = text(data.currency)
  const unitAmount = Number(text(data.unit_amount))
  if (!currency || currency !== currency.toLowerCase()) throw invalid('Invalid currency.', `${param}[currency]`)
  if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalid('Invalid integer.', `${param}[unit_amount]`)
  const interval = text(record(data.recurring)?.interval)
  if (interval !== undefined && !INTERVALS.includes(interval as Interval))
    throw invalid('Invalid interval.', `${param}[recurring][interval]`)
  const productId = text(data.product)
  const productName = text(record(data.product_data)?.name)
  if (required === 'product' && !productId) throw invalid('Missing required param: product.', `${param}[product]`)
  if (!productId && !productName) throw invalid('One of `product` or `product_data` is required.', param)
  const product = productId ? store.get(productId, 'product', `${param}[product]`) : newProduct(store, productName!)
  // Inline prices are archived at once: nobody can buy them again by id.
  return newPrice(store, { product: product.id, currency, unitAmount, interval: (interval as Interval) ?? null, active: false })
}

function createPortalSession(store: Store, form: Form, base: string): PortalObject {
  const customer = text(form.customer)
  if (!customer) throw invalid('Missing required param: customer.', 'customer')
  store.get(customer, 'customer', 'customer')
  const id = store.id('bps')
  return store.put<PortalObject>({
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_default',
    created: store.now(),
    customer,
    livemode: false,
    locale: null,
    return_url: text(form.return_url) ?? null,
    url: `${base}/p/session/${id}`,
  })
}

const PRORATIONS = new Set(['always_invoice', 'create_prorations', 'none'])

function updateSubscription(store: Store, id: string, form: Form): SubscriptionObject {
  const subscription = store.get(id, 'subscription')
  if (subscription.status === 'canceled' && (form.cancel_at_period_end !== undefined || form.items !== undefined))
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.')
  const proration = text(form.proration_behavior)
  if (proration !== undefined && !PRORATIONS.has(proration)) throw invalid('Invalid proration_behavior.', 'proration_behavior')
  const previous: Record<string, Json> = {}
  if (form.cancel_at_period_end !== undefined)
    setCancelAtPeriodEnd(store, subscription, text(form.cancel_at_period_end) === 'true', previous)
  if (form.items !== undefined) setItems(store, subscription, form.items, previous)
  if (form.metadata !== undefined) {
    previous.metadata = { ...subscription.metadata }
    subscription.metadata = mergedMetadata(subscription.metadata, form.metadata)
  }
  if (Object.keys(previous).length > 0) store.emit('customer.subscription.updated', subscription, previous)
  return subscription
}

function setCancelAtPeriodEnd(store: Store, subscription: SubscriptionObject, cancel: boolean, previous: Record<string, Json>) {
  Object.assign(previous, {
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    canceled_at: subscription.canceled_at,
  })
  subscription.cancel_at_period_end = cancel
  subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null
  subscription.canceled_at = cancel ? store.now() : null
}

function setItems(store: Store, subscription: SubscriptionObject, value: FormValue, previous: Record<string, Json>) {
  if (!Array.isArray(value)) throw invalid('Invalid array.', 'items')
  previous.items = clone(subscription.items)
  value.forEach((entry, index) => {
    const change = record(entry) ?? {}
    const param = `items[${index}]`
    const price = text(change.price)
      ? store.get(text(change.price)!, 'price', `${param}[price]`)
      : inlinePrice(store, record(change.price_data), `${param}[price_data]`, 'product')
    if (!price.recurring) throw invalid('The price on a subscription item must be recurring.', `${param}[price]`)
    const itemId = text(change.id)
    const item = itemId ? subscription.items.data.find((i) => i.id === itemId) : undefined
    if (itemId && !item) throw invalid(`Invalid subscription_item id: ${itemId}`, `${param}[id]`)
    if (item) item.price = price
    else {
      const first = subscription.items.data[0]!
      subscription.items.data.push({ ...clone(first), id: store.id('si'), created: store.now(), price })
    }
  })
}

function cancelSubscription(store: Store, id: string): SubscriptionObject {
  const subscription = store.get(id, 'subscription')
  if (subscription.status === 'canceled') throw invalid(`This subscription is already canceled: '${id}'.`)
  const previous = { status: subscription.status, canceled_at: subscription.canceled_at, ended_at: subscription.ended_at }
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: store.now(),
    ended_at: store.now(),
    cancel_at_period_end: false,
  })
  store.emit('customer.subscription.deleted', subscription, previous)
  return subscription
}

function createProduct(store: Store, form: Form): ProductObject {
  const id = text(form.id)
  const name = text(form.name)
  if (!name) throw invalid('Missing required param: name.', 'name')
  if (id && store.objects.has(id)) throw invalid('Product already exists.', 'id', 'resource_already_exists')
  const product = newProduct(store, name, id)
  store.emit('product.created', product)
  return product
}

function createRefund(store: Store, form: Form): RefundObject {
  const chargeId = text(form.charge)
  if (!chargeId) throw invalid('Missing required param: charge.', 'charge')
  const charge = store.get(chargeId, 'charge', 'charge')
  const left = charge.amount - charge.amount_refunded
  if (left === 0) throw invalid(`Charge ${chargeId} has already been refunded.`, undefined, 'charge_already_refunded')
  const amount = form.amount === undefined ? left : Number(text(form.amount))
  if (!Number.isInteger(amount) || amount <= 0 || amount > left)
    throw invalid(
      `Refund amount (${text(form.amount)}) is greater than unrefunded amount on charge (${left})`,
      'amount',
      'amount_too_large',
    )
  const refund = store.put<RefundObject>({
    id: store.id('re'),
    object: 'refund',
    amount,
    charge: chargeId,
    created: store.now(),
    currency: charge.currency,
    metadata: metadataOf(form.metadata),
    payment_intent: charge.payment_intent,
    reason: null,
    status: 'succeeded',
  })
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded }
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  store.emit('refund.created', refund)
  store.emit('charge.refunded', charge, previous)
  return refund
}

/** A list answer, newest first as Stripe lists, cut at `limit` (10 unless asked). */
function listOf(store: Store, request: StripeRequest, url: string, keep: (object: StoredObject) => boolean) {
  const limit = Number(text(request.query.limit) ?? 10)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalid('Invalid integer.', 'limit')
  const all = [...store.objects.values()].filter(keep).reverse()
  const paths = expansions(request)
    .filter((path) => path.startsWith('data.'))
    .map((path) => path.slice('data.'.length))
  return {
    object: 'list',
    data: all.slice(0, limit).map((object) => expand(store, clone(object), paths)),
    has_more: all.length > limit,
    url,
  }
}

// ---------------------------------------------------------------------------------------------
// Expansion: `expand[]=a.b.c` replaces the ids on that path with the objects they name.

function expansions(request: StripeRequest): string[] {
  const asked = request.method === 'GET' ? request.query.expand : request.body.expand
  return Array.isArray(asked) ? asked.filter((path): path is string => typeof path === 'string') : []
}

function expand(store: Store, object: Json, paths: string[]): Json {
  return paths.reduce((value, path) => expandIn(store, value, path.split('.')), object)
}

function expandIn(store: Store, node: Json, [head, ...rest]: string[]): Json {
  if (!head || !isRecord(node) || !(head in node)) return node
  return { ...node, [head]: expandStep(store, node[head], rest) }
}

function expandStep(store: Store, value: Json, rest: string[]): Json {
  if (Array.isArray(value)) return value.map((element) => expandStep(store, element, rest))
  const stored = typeof value === 'string' ? store.objects.get(value) : undefined
  const resolved = stored ? clone(stored) : value
  return rest.length > 0 ? expandIn(store, resolved, rest) : resolved
}

// ---------------------------------------------------------------------------------------------
// The wire.

type Reply = [status: number, body: Json]

function send(res: ServerResponse, [status, body]: Reply) {
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      'stripe-version': Stripe.API_VERSION,
    })
    .end(JSON.stringify(body, null, 2))
}

async function textOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** A form (or query) with Stripe's bracket keys read into objects, and numbered keys into arrays. */
export function parseForm(encoded: string): Form {
  const root: Form = {}
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [first = '', ...rest] = key.split('[')
    setIn(root, [first, ...rest.map((part) => part.replace(/\]$/, ''))], value)
  }
  return arrays(root) as Form
}

function setIn(target: Form, [head = '', ...rest]: string[], value: string) {
  if (rest.length === 0) {
    target[head] = value
    return
  }
  const child = target[head]
  const next: Form = isRecord(child) ? (child as Form) : {}
  target[head] = next
  setIn(next, rest, value)
}

function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => arrays(value[key]!))
  return Object.fromEntries(keys.map((key) => [key, arrays(value[key]!)]))
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function record(value: FormValue | undefined): Form | undefined {
  return isRecord(value) ? (value as Form) : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function matches(value: string, wanted: FormValue | undefined): boolean {
  return wanted === undefined || value === wanted
}

function metadataOf(value: FormValue | undefined): Metadata {
  const form = record(value) ?? {}
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** Stripe's metadata update: keys are set one by one, an empty value unsets a key, `metadata=` all. */
function mergedMetadata(current: Metadata, update: FormValue): Metadata {
  if (update === '') return {}
  const merged = { ...current }
  for (const [key, value] of Object.entries(metadataOf(update)))
    if (value === '') delete merged[key]
    else merged[key] = value
  return merged
}

function clone<T>(value: T): T {
  return structuredClone(value)
}
