import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { addMonths } from '@/lib/months'
import type { Database } from '../db/schema'
import {
  WebhookRejected,
  type Charge,
  type CheckoutRequest,
  type PaymentEvent,
  type Payments,
  type PriceRef,
  type Purchase,
  type SubscriptionState,
} from './payments'
import { PaymentEventsSchema } from './event-schema'
import { sandboxRepo } from './sandbox.repo.server'

/** How old a signed delivery may be, as Stripe's libraries allow by default. */
export const SANDBOX_TOLERANCE_SECONDS = 300

/** An event before the provider stamps it. */
type EventBody = PaymentEvent extends infer E ? (E extends PaymentEvent ? Omit<E, 'eventId' | 'created'> : never) : never

/** A checkout on the sandbox's own page. */
export interface SandboxSession {
  id: string
  checkoutId: string
  userId: string
  email: string
  customerId: string
  purchase: Purchase
  price: PriceRef
  locale: string
  successUrl: string
  cancelUrl: string
  status: 'open' | 'paid' | 'canceled'
  /** Card declines seen on this session (test outcomes), for the page to say so. */
  declines: number
  createdAt: number
}

interface SandboxSubscription extends SubscriptionState {
  price: PriceRef
}

interface SandboxCharge extends Charge {
  subscriptionId: string | null
  refunded: boolean
  disputed: boolean
}

/** What a visitor may choose on the sandbox checkout page. */
export type SandboxOutcome = 'success' | 'decline' | 'challenge-passed' | 'challenge-failed'

export type SandboxDelivery = (events: PaymentEvent[]) => Promise<void>

/**
 * The sandbox provider (ADR 45): checkout on our own page in test mode, with the outcomes a real
 * provider has (success, decline, a 3-D Secure-like challenge, a later refund or dispute, the
 * clock moved to the end of the period). It keeps its objects in `sandbox_object`, as Stripe keeps
 * its own, and tells billing what happened through the same events Stripe's adapter produces,
 * delivered at once to the handler billing connects (`connect`), or signed for `parseWebhook`.
 */
export function createSandboxPayments(options: { db: Kysely<Database>; publicUrl: string; secret: string }) {
  const repo = sandboxRepo(options.db)
  let deliver: SandboxDelivery | undefined
  let sequence = 0

  /**
   * Event ids that sort by time, so two events of the same second are ordered as they happened
   * (billing breaks ties of `created` by event id).
   */
  const eventId = () =>
    `sbx_evt_${Date.now().toString().padStart(15, '0')}${(sequence++ % 1e6).toString().padStart(6, '0')}${randomUUID().slice(0, 8)}`
  const now = () => Math.floor(Date.now() / 1000)
  const event = (body: EventBody): PaymentEvent => ({ ...body, eventId: eventId(), created: now() })

  async function emit(events: PaymentEvent[]) {
    if (!deliver) throw new Error('The sandbox provider is not connected to billing')
    await deliver(events)
  }

  const stateOf = ({ price: _price, ...state }: SandboxSubscription): SubscriptionState => state

  async function subscriptionById(id: string): Promise<SandboxSubscription> {
    const sub = await repo.get<SandboxSubscription>('subscription', id)
    if (!sub) throw new Error(`No sandbox subscription ${id}`)
    return sub
  }

  async function newCharge(userId: string, money: Charge['money'], subscriptionId: string | null): Promise<SandboxCharge> {
    const charge: SandboxCharge = {
      id: `sbx_ch_${randomUUID()}`,
      userId,
      money,
      subscriptionId,
      refunded: false,
      disputed: false,
    }
    await repo.put('charge', charge.id, userId, charge)
    return charge
  }

  const periodEnd = (start: number, interval: PriceRef['interval']) => addMonths(start, interval === 'year' ? 12 : 1)
  const chargeOf = ({ subscriptionId: _s, refunded: _r, disputed: _d, ...charge }: SandboxCharge): Charge => charge

  async function updated(
    sub: SandboxSubscription,
    type: 'subscription.updated' | 'subscription.deleted' = 'subscription.updated',
  ) {
    await repo.put('subscription', sub.id, sub.userId, sub)
    await emit([event({ type, subscription: stateOf(sub) })])
  }

  const payments: Payments = {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest) {
      const session: SandboxSession = {
        id: `sbx_cs_${randomUUID()}`,
        checkoutId: request.checkoutId,
        userId: request.userId,
        email: request.email,
        customerId: request.customerId ?? `sbx_cus_${randomUUID()}`,
        purchase: request.purchase,
        price: request.price,
        locale: request.locale,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        declines: 0,
        createdAt: now(),
      }
      await repo.put('session', session.id, request.userId, session)
      const prefix = request.locale === 'en' ? '' : `/${request.locale}`
      return { url: `${options.publicUrl}${prefix}/sandbox/checkout/${session.id}` }
    },

    async customerPortal(_customerId, returnUrl) {
      // The sandbox keeps no cards: its "portal" is the profile's own subscription section.
      return { url: returnUrl }
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await updated({ ...(await subscriptionById(subscriptionId)), cancelAtPeriodEnd: true })
    },

    async resume(subscriptionId) {
      await updated({ ...(await subscriptionById(subscriptionId)), cancelAtPeriodEnd: false })
    },

    async changePrice(subscriptionId, price) {
      const sub = await subscriptionById(subscriptionId)
      const at = now()
      // As Stripe with `always_invoice`: the unused part of the current period is credited, and
      // what the new price costs beyond it is charged at once. A new interval starts a new period.
      const remaining = Math.max(
        0,
        Math.min(1, (sub.currentPeriodEnd - at) / Math.max(1, sub.currentPeriodEnd - sub.currentPeriodStart)),
      )
      const credit = Math.round(sub.price.money.amount * remaining)
      const newPeriod = price.interval !== sub.price.interval
      const due = newPeriod ? price.money.amount - credit : Math.round((price.money.amount - sub.price.money.amount) * remaining)
      const changed: SandboxSubscription = {
        ...sub,
        price,
        priceId: price.id,
        ...(newPeriod ? { currentPeriodStart: at, currentPeriodEnd: periodEnd(at, price.interval) } : {}),
      }
      await repo.put('subscription', sub.id, sub.userId, changed)
      // A downgrade's credit would sit on the customer's balance at Stripe; the sandbox keeps no balance.
      if (due <= 0) {
        await emit([event({ type: 'subscription.updated', subscription: stateOf(changed) })])
        return
      }
      const charge = await newCharge(sub.userId, { amount: due, currency: price.money.currency }, sub.id)
      await emit([event({ type: 'invoice.paid', charge: chargeOf(charge), subscription: stateOf(changed) })])
    },

    async cancelNow(subscriptionId) {
      const sub = await subscriptionById(subscriptionId)
      if (sub.status === 'canceled') return
      await updated({ ...sub, status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now() }, 'subscription.deleted')
    },

    async refund(chargeId) {
      const charge = await repo.get<SandboxCharge>('charge', chargeId)
      // Money already returned, by a refund or a lost dispute, is not returned twice.
      if (!charge || charge.refunded || charge.disputed) return
      await repo.put('charge', charge.id, charge.userId, { ...charge, refunded: true })
      await emit([event({ type: 'charge.refunded', chargeId, refund: { id: `sbx_re_${randomUUID()}`, money: charge.money } })])
    },

    async parseWebhook(body, headers) {
      const signature = headers['sandbox-signature']
      if (!signature) throw new WebhookRejected('No sandbox-signature header')
      verifySignature(body, signature, options.secret, now())
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(body).toString('utf8'))
      } catch {
        throw new WebhookRejected('The body is not JSON')
      }
      const checked = v.safeParse(PaymentEventsSchema, parsed)
      if (!checked.success) throw new WebhookRejected('The body is not a list of payment events')
      return checked.output.events
    },
  }

  return {
    ...payments,

    /** Billing's handler for what the sandbox does; set once by the composition root. */
    connect(handler: SandboxDelivery) {
      deliver = handler
    },

    session: (id: string) => repo.get<SandboxSession>('session', id),

    /**
     * The buyer's choice on the checkout page. Success (directly or after the challenge) charges
     * and completes the checkout; a decline or a failed challenge leaves it open.
     */
    async pay(sessionId: string, outcome: SandboxOutcome): Promise<SandboxSession> {
      const session = await repo.get<SandboxSession>('session', sessionId)
      if (session?.status !== 'open') throw new Error('The session is not open')
      if (outcome === 'decline' || outcome === 'challenge-failed') {
        const declined = { ...session, declines: session.declines + 1 }
        await repo.put('session', session.id, session.userId, declined)
        return declined
      }
      const paid: SandboxSession = { ...session, status: 'paid' }
      await repo.put('session', session.id, session.userId, paid)
      await emit(await completionEvents(paid))
      return paid
    },

    async cancelSession(sessionId: string): Promise<SandboxSession | undefined> {
      const session = await repo.get<SandboxSession>('session', sessionId)
      if (session?.status !== 'open') return session
      const canceled: SandboxSession = { ...session, status: 'canceled' }
      await repo.put('session', session.id, session.userId, canceled)
      return canceled
    },

    /**
     * The clock moved to the end of a subscription's period, as a provider's test clock moves it:
     * the period ends now, and the subscription renews from now, or ends if it was set to.
     */
    async advanceClock(subscriptionId: string): Promise<void> {
      const sub = await subscriptionById(subscriptionId)
      if (sub.status === 'canceled') return
      const start = now()
      if (sub.cancelAtPeriodEnd) {
        await updated({ ...sub, status: 'canceled', currentPeriodEnd: start }, 'subscription.deleted')
        return
      }
      const renewed: SandboxSubscription = {
        ...sub,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(start, sub.price.interval),
      }
      await repo.put('subscription', sub.id, sub.userId, renewed)
      const charge = await newCharge(sub.userId, sub.price.money, sub.id)
      await emit([event({ type: 'invoice.paid', charge: chargeOf(charge), subscription: stateOf(renewed) })])
    },

    /** The renewal's card is declined: the subscription is past due (the provider would retry). */
    async failRenewal(subscriptionId: string): Promise<void> {
      const sub = await subscriptionById(subscriptionId)
      const pastDue: SandboxSubscription = { ...sub, status: 'past_due' }
      await repo.put('subscription', sub.id, sub.userId, pastDue)
      await emit([event({ type: 'invoice.failed', subscription: stateOf(pastDue) })])
    },

    /** A chargeback on a charge. */
    async dispute(chargeId: string): Promise<void> {
      const charge = await repo.get<SandboxCharge>('charge', chargeId)
      if (!charge || charge.disputed || charge.refunded) return
      await repo.put('charge', charge.id, charge.userId, { ...charge, disputed: true })
      await emit([event({ type: 'charge.disputed', chargeId, dispute: { id: `sbx_dp_${randomUUID()}`, money: charge.money } })])
    },

    /** Subscriptions whose period has ended move on, as the provider's own clock would move them. */
    async sweep(at = now()): Promise<number> {
      let moved = 0
      for (const sub of await repo.listOfKind<SandboxSubscription>('subscription'))
        if (sub.status !== 'canceled' && sub.currentPeriodEnd <= at) {
          await this.advanceClock(sub.id)
          moved++
        }
      return moved
    },
  }

  async function completionEvents(session: SandboxSession): Promise<PaymentEvent[]> {
    const base = {
      type: 'checkout.completed' as const,
      checkoutId: session.checkoutId,
      userId: session.userId,
      customerId: session.customerId,
      purchase: session.purchase,
      priceId: session.price.id,
    }
    if (session.purchase.kind === 'pack') {
      const charge = await newCharge(session.userId, session.price.money, null)
      return [event({ ...base, charge: chargeOf(charge), subscription: null })]
    }
    const start = now()
    const sub: SandboxSubscription = {
      id: `sbx_sub_${randomUUID()}`,
      userId: session.userId,
      customerId: session.customerId,
      priceId: session.price.id,
      price: session.price,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, session.price.interval),
      cancelAtPeriodEnd: false,
    }
    await repo.put('subscription', sub.id, sub.userId, sub)
    const charge = await newCharge(session.userId, session.price.money, sub.id)
    // As Stripe does: the checkout, then the first invoice, as two events.
    return [
      event({ ...base, charge: null, subscription: stateOf(sub) }),
      event({ type: 'invoice.paid', charge: chargeOf(charge), subscription: stateOf(sub) }),
    ]
  }
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>

/** Signs a delivery as Stripe does: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signSandboxDelivery(
  body: Uint8Array | string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

function verifySignature(body: Uint8Array, header: string, secret: string, now: number): void {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookRejected('Malformed signature header')
  const expected = Buffer.from(signSandboxDelivery(body, secret, timestamp).split('v1=')[1]!, 'hex')
  const given = Buffer.from(parts.v1, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookRejected('Signature does not match')
  if (Math.abs(now - timestamp) > SANDBOX_TOLERANCE_SECONDS)
    throw new WebhookRejected('Signature timestamp outside the tolerance window')
}
