import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeStandIn, type StripeStandIn } from '@/server/testing/stripe-stand-in'
import { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { activatedAccount } from '../support/outbox'
import { startServer, type RunningServer } from '../support/server'
import { sqlOn } from '../support/sql'

const WEBHOOK_SECRET = 'whsec_inkdraft_integration'

/**
 * The built server with PAYMENTS=stripe against a local server that speaks Stripe's API: a
 * checkout from the API, Stripe's events delivered to the webhook signed as Stripe signs them,
 * 100 deliveries of one event at once, a replay outside the tolerance window, a forged one.
 */
describe.each(databaseKinds)('Stripe billing over HTTP on %s', (kind) => {
  let db: TestDatabase
  let stripe: StripeStandIn
  let server: RunningServer
  let counter = 0

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET })
    server = await startServer({
      ...db.env,
      TRUST_PROXY: 'true',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_inkdraft',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    await stripe?.close()
    await db?.drop()
  })

  const sql = (query: string, params: unknown[] = []) => sqlOn(db)(query, params)

  async function buyer(): Promise<ApiClient> {
    const c = new ApiClient(server.url)
    const email = `stripe.${Date.now()}.${++counter}@example.com`
    const cookies = await activatedAccount(server.url, db.dataDir, email, 'swallow-under-the-rose-7', c.ip)
    for (const pair of cookies.split('; ')) {
      const [name, ...value] = pair.split('=')
      c.cookies.set(name!, value.join('='))
    }
    c.email = email
    return c
  }

  async function deliver(delivery: { body: Buffer; headers: Record<string, string> }) {
    const res = await fetch(`${server.url}/common-api/v1/billing/webhooks/stripe`, {
      method: 'POST',
      headers: delivery.headers,
      body: new Uint8Array(delivery.body),
    })
    return { status: res.status, ...((await res.json()) as { code: number; data: { received: number; applied: number } }) }
  }

  it('turns a Stripe checkout and its events into a plan, once, however often they are delivered', async () => {
    const c = await buyer()
    const started = await c.post('/billing/checkout', { plan_id: 'pro', interval: 'year', currency: 'USD' })
    expect(started.status, JSON.stringify(started)).toBe(200)
    expect(started.data.url).toMatch(new RegExp(`^${stripe.url}/c/pay/`))
    const sessionId = started.data.url.split('/').pop() as string

    const events = stripe.completeCheckout(sessionId, { outcome: 'paid' })
    const invoicePaid = events.find((e) => e.type === 'invoice.paid')!
    // The invoice first, 100 times at once: one payment, one rank change.
    const results = await Promise.all(Array.from({ length: 100 }, () => deliver(stripe.signed(invoicePaid))))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(results.reduce((sum, r) => sum + r.data.applied, 0)).toBe(1)
    for (const event of events) expect((await deliver(stripe.signed(event))).status).toBe(200)

    const user = await c.get('/user')
    expect(user.data.rank.rank_name).toBe('PRO')
    const payments = await sql('select amount, currency, kind from payment where provider = $1', ['stripe'])
    expect(payments.filter((p) => Number(p.amount) === 4800)).toHaveLength(1)
    const view = await c.get(`/billing/checkouts/${started.data.checkout_id}`)
    expect(view.data).toMatchObject({ status: 'completed', plan_id: 'pro', interval: 'year' })
    const overview = await c.get('/billing/subscription')
    expect(overview.data).toMatchObject({
      provider: 'stripe',
      has_portal: true,
      subscription: { plan_id: 'pro', interval: 'year', status: 'active' },
    })

    // Cancel at period end goes to Stripe; its event brings the state back; the rank stays until the end.
    expect((await c.post('/billing/cancel')).status).toBe(200)
    for (const event of stripe.drainEvents()) expect((await deliver(stripe.signed(event))).status).toBe(200)
    expect((await c.get('/billing/subscription')).data.subscription.cancel_at_period_end).toBe(true)
    expect((await c.get('/user')).data.rank.rank_name).toBe('PRO')
    const subscriptionId = (await sql('select provider_subscription_id from subscription where provider = $1', ['stripe']))[0]!
      .provider_subscription_id as string
    for (const event of stripe.advanceToPeriodEnd(subscriptionId)) expect((await deliver(stripe.signed(event))).status).toBe(200)
    expect((await c.get('/user')).data.rank.rank_name).toBe('FREE')
  })

  it('refuses a delivery signed with another secret, one altered after signing, and a replay older than five minutes', async () => {
    const c = await buyer()
    const started = await c.post('/billing/checkout', { pack_id: 'pack-50', currency: 'EUR' })
    const events = stripe.completeCheckout(started.data.url.split('/').pop() as string, { outcome: 'paid' })
    const completed = events.find((e) => e.type === 'checkout.session.completed')!

    const stale = stripe.signed(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(await deliver(stale)).toMatchObject({ status: 400, code: 400 })
    const altered = stripe.signed(completed)
    altered.body = Buffer.from(altered.body.toString().replace('"livemode": false', '"livemode": true'))
    expect(await deliver(altered)).toMatchObject({ status: 400, code: 400 })
    const forged = stripe.signed(completed)
    forged.headers['stripe-signature'] = forged.headers['stripe-signature']!.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)
    expect(await deliver(forged)).toMatchObject({ status: 400, code: 400 })
    expect((await c.get('/user')).data.permissions_quota).toHaveLength(2)

    expect(await deliver(stripe.signed(completed))).toMatchObject({ status: 200, data: { received: 1, applied: 1 } })
    const credits = (await c.get('/user')).data.permissions_quota.find(
      (q: { permission_name: string }) => q.permission_name === 'image_priority_credits',
    )
    expect(credits).toMatchObject({ limit: 50, used: 0, period: 'never', resets_at: null })
    // The sandbox's endpoint does not exist while Stripe takes payments.
    expect((await deliver({ body: Buffer.from('{}'), headers: { 'content-type': 'application/json' } })).status).toBe(400)
    const sandbox = await fetch(`${server.url}/common-api/v1/billing/webhooks/sandbox`, { method: 'POST', body: '{}' })
    expect(sandbox.status).toBe(404)
  })
})
