import { describe, expect, it } from 'vitest'
import type { App } from '@/server/app.server'
import { adminOf, approvedAffiliate, packPurchase, referredUser, refundOf } from '../support/affiliate-app'
import { appOn } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

/**
 * The ledger when events meet (ADR 46): a payment and its refund handled at the same moment, a
 * payment made while the affiliate was suspended. On PostgreSQL the transactions really overlap.
 */
describe.each(databaseKinds)('affiliate ledger under overlapping events on %s', (kind) => {
  const suite = appOn(kind, { AFFILIATE_MIN_PAYOUT: '300' })
  const now = () => suite.app.affiliate.internals.ctx.now()
  const lines = (affiliateId: string) =>
    suite.handle.db
      .selectFrom('commission')
      .select(['kind', 'amount', 'status'])
      .where('affiliate_id', '=', affiliateId)
      .execute()

  it('a refund arriving while its payment’s transaction is still open reverses the commission', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const { event, chargeId } = packPurchase(buyer, now(), 1000)
    const affiliate = suite.app.affiliate as App['affiliate'] & { paymentMoved: App['affiliate']['paymentMoved'] }
    const original = affiliate.paymentMoved.bind(affiliate)
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    let entered!: () => void
    const inside = new Promise<void>((r) => (entered = r))
    affiliate.paymentMoved = async (tx, id, recorded) => {
      const after = await original(tx, id, recorded)
      entered()
      // The payment's transaction stays open here while the refund comes in.
      await gate
      return after
    }
    const payment = suite.app.billing.applyEvents('sandbox', [event])
    await inside
    affiliate.paymentMoved = original
    const refund = suite.app.billing.applyEvents('sandbox', [refundOf(chargeId, 1000, now())])
    await new Promise((r) => setTimeout(r, 100))
    release()
    await Promise.all([payment, refund])
    expect(await lines(affiliateId)).toEqual([{ kind: 'earning', amount: 300, status: 'reversed' }])
  })

  it('a payment made while the affiliate was suspended never earns, even when its refund comes after reinstatement', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    await suite.app.affiliate.operator.decide(admin, { affiliate_id: affiliateId, action: 'suspend', note: null })
    const { event, chargeId } = packPurchase(buyer, now(), 1000)
    await suite.app.billing.applyEvents('sandbox', [event])
    await suite.app.affiliate.operator.decide(admin, { affiliate_id: affiliateId, action: 'reinstate', note: null })
    await suite.app.billing.applyEvents('sandbox', [refundOf(chargeId, 100, now())])
    expect(await lines(affiliateId)).toEqual([])
  })
})
