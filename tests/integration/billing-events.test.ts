import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { PaymentEvent, SubscriptionState } from '@/server/payments/payments'
import { sandboxSigningKey } from '@/server/payments/payments.server'
import { signSandboxDelivery } from '@/server/payments/sandbox.server'
import { anonymousCaller } from '@/server/testing/caller'
import { appOn, insertUser } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

const DAY = 86_400
const T0 = 1_790_000_000

/**
 * Billing's event handling on a real database (ADR 45): a repeated event has one effect, the same
 * events in any order end in the same state, and a replayed delivery outside the tolerance window
 * is refused. Events are built as a provider's adapter hands them over.
 */
describe.each(databaseKinds)('billing events on %s', (kind) => {
  const suite = appOn(kind)
  const newUser = () => insertUser(suite.handle)

  /** The story of one subscriber: bought PRO, renewed, set to cancel, changed mind, upgraded, then a refund. */
  function story(userId: string): PaymentEvent[] {
    const sub = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
      id: `sub_${userId}`,
      userId,
      customerId: `cus_${userId}`,
      priceId: 'pro-month-usd',
      status: 'active',
      currentPeriodStart: T0,
      currentPeriodEnd: T0 + 30 * DAY,
      cancelAtPeriodEnd: false,
      ...over,
    })
    const charge = (n: number, amount = 600) => ({ id: `ch_${userId}_${n}`, userId, money: { amount, currency: 'USD' } })
    const renewed = { currentPeriodStart: T0 + 30 * DAY, currentPeriodEnd: T0 + 60 * DAY }
    return [
      {
        eventId: `evt_${userId}_1`,
        created: T0,
        type: 'checkout.completed',
        checkoutId: randomUUID(),
        userId,
        customerId: `cus_${userId}`,
        purchase: { kind: 'subscription', planId: 'pro', interval: 'month' },
        priceId: 'pro-month-usd',
        charge: null,
        subscription: sub(),
      },
      { eventId: `evt_${userId}_2`, created: T0, type: 'invoice.paid', charge: charge(1), subscription: sub() },
      {
        eventId: `evt_${userId}_3`,
        created: T0 + 30 * DAY,
        type: 'invoice.paid',
        charge: charge(2),
        subscription: sub({ ...renewed }),
      },
      {
        eventId: `evt_${userId}_4`,
        created: T0 + 31 * DAY,
        type: 'subscription.updated',
        subscription: sub({ ...renewed, cancelAtPeriodEnd: true }),
      },
      { eventId: `evt_${userId}_5`, created: T0 + 32 * DAY, type: 'subscription.updated', subscription: sub({ ...renewed }) },
      {
        eventId: `evt_${userId}_6`,
        created: T0 + 33 * DAY,
        type: 'subscription.updated',
        subscription: sub({ ...renewed, priceId: 'studio-month-usd' }),
      },
      {
        eventId: `evt_${userId}_7`,
        created: T0 + 34 * DAY,
        type: 'checkout.completed',
        checkoutId: randomUUID(),
        userId,
        customerId: `cus_${userId}`,
        purchase: { kind: 'pack', packId: 'pack-50' },
        priceId: 'pack-50-usd',
        charge: { ...charge(3, 500) },
        subscription: null,
      },
    ]
  }

  /** Everything billing keeps about a user, without ids it makes up itself. */
  async function stateOf(userId: string) {
    const db = suite.handle.db
    const user = await db.selectFrom('user').select(['rank', 'quota_anchor']).where('id', '=', userId).executeTakeFirstOrThrow()
    const subscriptions = await db
      .selectFrom('subscription')
      .select([
        'provider_subscription_id',
        'price_id',
        'status',
        'current_period_start',
        'current_period_end',
        'cancel_at_period_end',
      ])
      .where('user_id', '=', userId)
      .orderBy('provider_subscription_id')
      .execute()
    const payments = await db
      .selectFrom('payment')
      .select(['provider_charge_id', 'kind', 'price_id', 'amount', 'currency', 'credits'])
      .where('user_id', '=', userId)
      .orderBy('provider_charge_id')
      .execute()
    return {
      rank: user.rank,
      anchor: user.quota_anchor === null ? null : Number(user.quota_anchor),
      subscriptions: subscriptions.map((s) => ({
        ...s,
        current_period_start: Number(s.current_period_start),
        current_period_end: Number(s.current_period_end),
        cancel_at_period_end: Number(s.cancel_at_period_end),
      })),
      payments: payments.map((p) => ({ ...p, amount: Number(p.amount), credits: Number(p.credits) })),
      packCredits: await suite.app.billing.packCreditsOf(userId),
    }
  }

  it('gives one effect for 100 deliveries of the same event, some of them at the same time', async () => {
    const userId = await newUser()
    const [checkout, invoice] = story(userId)
    await suite.app.billing.applyEvents('sandbox', [checkout!])
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => suite.app.billing.applyEvents('sandbox', [invoice!])))
    expect(outcomes.flat().filter((o) => o.result === 'applied')).toHaveLength(1)
    expect(outcomes.flat().filter((o) => o.result === 'duplicate')).toHaveLength(99)
    const state = await stateOf(userId)
    expect(state.payments).toHaveLength(1)
    expect(state.rank).toBe('PRO')
    const audit = await suite.handle.db.selectFrom('audit_log').selectAll().where('entity_id', '=', userId).execute()
    expect(audit.map((a) => [a.action, a.from_value, a.to_value])).toEqual([['rank', 'FREE', 'PRO']])
  })

  it('ends in the same state whatever order the events arrive in', async () => {
    const inOrder = await newUser()
    for (const event of story(inOrder)) await suite.app.billing.applyEvents('sandbox', [event])
    const expected = await stateOf(inOrder)
    expect(expected).toMatchObject({
      rank: 'STUDIO',
      anchor: T0 + 30 * DAY,
      subscriptions: [
        { price_id: 'studio-month-usd', status: 'active', cancel_at_period_end: 0, current_period_end: T0 + 60 * DAY },
      ],
      packCredits: 50,
    })
    expect(expected.payments.map((p) => p.provider_charge_id)).toHaveLength(3)

    const rand = seeded(20261126)
    for (let round = 0; round < 12; round++) {
      const userId = await newUser()
      const shuffled = shuffle(story(userId), rand)
      for (const event of shuffled) await suite.app.billing.applyEvents('sandbox', [event])
      const state = await stateOf(userId)
      expect(normalise(state, userId)).toEqual(normalise(expected, inOrder))
    }
  })

  it('takes the rank away at once on a refund, even one that arrives before its payment', async () => {
    for (const refundFirst of [false, true]) {
      const userId = await newUser()
      const [checkout, invoice] = story(userId)
      const refund: PaymentEvent = {
        eventId: `evt_${userId}_refund`,
        created: T0 + DAY,
        type: 'charge.refunded',
        chargeId: `ch_${userId}_1`,
        refund: { id: `re_${userId}`, money: { amount: 600, currency: 'USD' } },
      }
      const order = refundFirst ? [refund, checkout!, invoice!] : [checkout!, invoice!, refund]
      for (const event of order) await suite.app.billing.applyEvents('sandbox', [event])
      expect((await stateOf(userId)).rank).toBe('FREE')
    }
  })

  it('refuses a forged delivery and a replay outside the tolerance window, and accepts a fresh one', async () => {
    const userId = await newUser()
    const [checkout] = story(userId)
    const body = new TextEncoder().encode(JSON.stringify({ events: [checkout] }))
    const key = sandboxSigningKey(suite.config.authSecret)
    const deliver = (signature: string) =>
      suite.app.billing.webhook(anonymousCaller(), { provider: 'sandbox', body, headers: { 'sandbox-signature': signature } })

    await expect(deliver(signSandboxDelivery(body, 'not-the-key'))).rejects.toMatchObject({ code: 400 })
    await expect(deliver(signSandboxDelivery(body, key, Math.floor(Date.now() / 1000) - 301))).rejects.toMatchObject({
      code: 400,
    })
    expect((await stateOf(userId)).rank).toBe('FREE')
    await expect(deliver(signSandboxDelivery(body, key))).resolves.toEqual({ received: 1, applied: 1 })
    await expect(deliver(signSandboxDelivery(body, key))).resolves.toEqual({ received: 1, applied: 0 })
    expect((await stateOf(userId)).rank).toBe('PRO')
    // Another provider's endpoint does not exist while the sandbox takes payments.
    await expect(suite.app.billing.webhook(anonymousCaller(), { provider: 'stripe', body, headers: {} })).rejects.toMatchObject({
      code: 404,
    })
  })
})

/** The state with the user's own ids taken out, to compare two users' stories. */
function normalise(state: unknown, userId: string): unknown {
  return JSON.parse(JSON.stringify(state).replaceAll(userId, 'USER'))
}

function seeded(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
