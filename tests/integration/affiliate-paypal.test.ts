import { afterAll, describe, expect, it } from 'vitest'
import { startPayPalStandIn } from '@/server/testing/paypal-stand-in'
import { adminOf, approvedAffiliate, packPurchase, referredUser } from '../support/affiliate-app'
import { appOn } from '../support/billing-app'

const credentials = { clientId: 'inkdraft-client', clientSecret: 'inkdraft-secret', webhookId: 'WH1234567890' }
const paypal = await startPayPalStandIn(credentials)
afterAll(() => paypal.close())

/**
 * Settlements paid through PayPal Payouts (ADR 46), against a local server that speaks its
 * protocol: a pending payout is followed by polling or a signed webhook to paid; a failed item
 * fails the settlement, and its retry is a new batch; a forged webhook changes nothing.
 */
describe('affiliate settlements through PayPal Payouts', () => {
  const suite = appOn('sqlite', {
    AFFILIATE_MIN_PAYOUT: '300',
    PAYOUTS: 'paypal',
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_API_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: credentials.webhookId,
  })
  const now = () => suite.app.affiliate.internals.ctx.now()

  async function earned(receiver: string) {
    const admin = await adminOf(suite.handle)
    const affiliate = await approvedAffiliate(suite.app, suite.handle, admin)
    await suite.handle.db
      .updateTable('affiliate')
      .set({ paypal_email: receiver })
      .where('id', '=', affiliate.affiliateId)
      .execute()
    const buyer = await referredUser(suite.app, suite.handle, affiliate.code)
    for (let i = 0; i < 2; i++) await suite.app.billing.applyEvents('sandbox', [packPurchase(buyer, now()).event])
    await suite.app.affiliate.operator.advanceClock(admin, { days: 31 }).catch(() => {})
    return { ...affiliate, admin }
  }

  it('sends the settlement as a batch named by its id, and follows a pending item to paid by polling', async () => {
    paypal.setOutcome('pending@example.com', 'pending')
    const { affiliateId } = await earned('pending@example.com')
    const row = await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator')
    expect(row).toMatchObject({ status: 'processing', amount: 300 })
    const posted = paypal.requests.filter((r) => r.path === '/v1/payments/payouts' && r.method === 'POST')
    const body = posted.at(-1)!.body as {
      sender_batch_header: { sender_batch_id: string }
      items: { amount: { value: string } }[]
    }
    expect(body.sender_batch_header.sender_batch_id).toBe(row!.id)
    expect(body.items[0]!.amount.value).toBe('3.00')

    await suite.app.affiliate.internals.settlements.pollProcessing()
    expect((await suite.app.affiliate.internals.ctx.repo.settlementById(row!.id))?.status).toBe('processing')
    paypal.settle(row!.batch_id!, 'success')
    await suite.app.affiliate.internals.settlements.pollProcessing()
    expect(await suite.app.affiliate.internals.ctx.repo.settlementById(row!.id)).toMatchObject({ status: 'paid' })
  })

  it('takes a signed webhook to paid and refuses a forged one', async () => {
    paypal.setOutcome('hooked@example.com', 'pending')
    const { affiliateId } = await earned('hooked@example.com')
    const row = (await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator'))!
    const event = paypal.settle(row.batch_id!, 'success')
    const forged = paypal.signedWebhook(event)
    await expect(
      suite.app.affiliate.payoutWebhook({} as never, {
        body: new TextEncoder().encode(forged.body.replace('SUCCESS', 'SUCCESS ')),
        headers: forged.headers,
      }),
    ).rejects.toMatchObject({ code: 400 })
    expect((await suite.app.affiliate.internals.ctx.repo.settlementById(row.id))?.status).toBe('processing')
    const delivery = paypal.signedWebhook(event)
    await suite.app.affiliate.payoutWebhook({} as never, {
      body: new TextEncoder().encode(delivery.body),
      headers: delivery.headers,
    })
    expect(await suite.app.affiliate.internals.ctx.repo.settlementById(row.id)).toMatchObject({ status: 'paid' })
  })

  it('fails on a failed item, and a retry is a new batch with its own id', async () => {
    paypal.setOutcome('unregistered@example.com', 'failed')
    const { affiliateId, admin } = await earned('unregistered@example.com')
    const row = (await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator'))!
    expect(row).toMatchObject({ status: 'failed', failure: 'RECEIVER_UNREGISTERED' })
    paypal.setOutcome('unregistered@example.com', 'success')
    await suite.app.affiliate.operator.settlementAction(admin, { settlement_id: row.id, action: 'retry', note: null })
    expect(await suite.app.affiliate.internals.ctx.repo.settlementById(row.id)).toMatchObject({ status: 'paid', attempt: 2 })
    const ids = paypal.requests
      .filter((r) => r.path === '/v1/payments/payouts' && r.method === 'POST')
      .map((r) => (r.body as { sender_batch_header: { sender_batch_id: string } }).sender_batch_header.sender_batch_id)
    expect(ids).toContain(row.id)
    expect(ids).toContain(`${row.id}.2`)
  })

  it('keeps a settlement processing while PayPal is down, and sends it again under the same id', async () => {
    const { affiliateId } = await earned('later@example.com')
    paypal.failNext('/v1/payments/payouts', 503)
    const row = (await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator'))!
    expect(row).toMatchObject({ status: 'processing', batch_id: null })
    await suite.app.affiliate.internals.settlements.pollProcessing()
    expect(await suite.app.affiliate.internals.ctx.repo.settlementById(row.id)).toMatchObject({ status: 'paid' })
    expect(paypal.batches().filter((b) => b.batch_header.sender_batch_header.sender_batch_id === row.id)).toHaveLength(1)
  })
})
