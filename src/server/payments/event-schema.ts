import * as v from 'valibot'
import type { PaymentEvent } from './payments'

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0))
const Money = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
})
const Charge = v.object({ id: Text, userId: Text, money: Money })
const Subscription = v.object({
  id: Text,
  userId: Text,
  customerId: Text,
  priceId: Text,
  status: v.picklist(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'canceled', 'paused']),
  currentPeriodStart: Seconds,
  currentPeriodEnd: Seconds,
  cancelAtPeriodEnd: v.boolean(),
})
const Purchase = v.variant('kind', [
  v.object({ kind: v.literal('subscription'), planId: Text, interval: v.picklist(['month', 'year']) }),
  v.object({ kind: v.literal('pack'), packId: Text }),
])
const Stamp = { eventId: Text, created: Seconds }

/**
 * The events of `PaymentEvent` as data, for deliveries that arrive as our own JSON (the sandbox's
 * signed webhooks): even a correctly signed body is checked before billing reads it.
 */
export const PaymentEventSchema = v.variant('type', [
  v.object({
    ...Stamp,
    type: v.literal('checkout.completed'),
    checkoutId: Text,
    userId: Text,
    customerId: Text,
    purchase: Purchase,
    priceId: Text,
    charge: v.nullable(Charge),
    subscription: v.nullable(Subscription),
  }),
  v.object({ ...Stamp, type: v.literal('invoice.paid'), charge: Charge, subscription: Subscription }),
  v.object({ ...Stamp, type: v.literal('invoice.failed'), subscription: Subscription }),
  v.object({ ...Stamp, type: v.literal('subscription.updated'), subscription: Subscription }),
  v.object({ ...Stamp, type: v.literal('subscription.deleted'), subscription: Subscription }),
  v.object({ ...Stamp, type: v.literal('charge.refunded'), chargeId: Text, refund: v.object({ id: Text, money: Money }) }),
  v.object({ ...Stamp, type: v.literal('charge.disputed'), chargeId: Text, dispute: v.object({ id: Text, money: Money }) }),
]) satisfies v.GenericSchema<unknown, PaymentEvent>

export const PaymentEventsSchema = v.object({ events: v.pipe(v.array(PaymentEventSchema), v.maxLength(100)) })
