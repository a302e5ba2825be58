import { describe, expect, it } from 'vitest'
import { isAppError } from '@/lib/errors/app-error'
import { COMMISSION_MOVES, SETTLEMENT_MOVES } from '@/modules/affiliate/transitions'
import { adminOf, approvedAffiliate, packPurchase, referredUser, refundOf } from '../support/affiliate-app'
import { appOn, callerOf, insertUser } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

const DAY = 86_400

/**
 * The commission ledger and settlements on a real database (ADR 46): commissions follow payments
 * exactly once, refunds reverse before payout and claw back after it, the holding period matures
 * lines, and settlements claim each line once, even when two runs race.
 */
describe.each(databaseKinds)('affiliate ledger on %s', (kind) => {
  // A low minimum so a few $5 packs (30 % → $1.50 each) reach it.
  const suite = appOn(kind, { AFFILIATE_MIN_PAYOUT: '300', AFFILIATE_RATE_BPS: '3000', AFFILIATE_HOLD_DAYS: '30' })
  const lines = (affiliateId: string) =>
    suite.handle.db
      .selectFrom('commission')
      .selectAll()
      .where('affiliate_id', '=', affiliateId)
      .orderBy('created_at')
      .orderBy('kind')
      .execute()
  const pay = (userId: string, amount?: number) => {
    // Paid at the programme's clock, which the sandbox moves on as the tests advance it.
    const { event, chargeId } = packPurchase(userId, now(), amount)
    return { chargeId, apply: () => suite.app.billing.applyEvents('sandbox', [event]) }
  }
  const now = () => suite.app.affiliate.internals.ctx.now()
  const advance = async (days: number) => suite.app.affiliate.operator.advanceClock(await adminOf(suite.handle), { days })

  it('writes one pending commission per payment, round(amount × bps / 10000), however often the event arrives', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const payment = pay(buyer, 999)
    await payment.apply()
    await payment.apply()
    const written = await lines(affiliateId)
    expect(written).toHaveLength(1)
    expect(written[0]).toMatchObject({
      kind: 'earning',
      amount: 300,
      base_amount: 999,
      rate_bps: 3000,
      status: 'pending',
      currency: 'USD',
    })
    // An unreferred buyer earns nobody anything.
    await pay(await insertUser(suite.handle)).apply()
    expect(await lines(affiliateId)).toHaveLength(1)
  })

  it('matures after the holding period, and the balances are sums of the ledger', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    await pay(buyer).apply()
    await pay(buyer).apply()
    let view = await suite.app.affiliate.show(caller)
    expect(view.balance.pending).toEqual({ amount: 300, currency: 'USD' })
    expect(view.balance.available.amount).toBe(0)
    await advance(31)
    view = await suite.app.affiliate.show(caller)
    expect(view.balance.pending.amount).toBe(0)
    expect(view.balance.available.amount).toBe(300)
    expect((await lines(affiliateId)).every((l) => l.status === 'available')).toBe(true)
  })

  it('a full refund before payout reverses the line; a partial one adds a negative reversal that matures with it', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const full = pay(buyer)
    await full.apply()
    const refund = refundOf(full.chargeId, 500, now())
    await suite.app.billing.applyEvents('sandbox', [refund])
    await suite.app.billing.applyEvents('sandbox', [refund])
    expect((await lines(affiliateId)).map((l) => l.status)).toEqual(['reversed'])

    const partial = pay(buyer)
    await partial.apply()
    await suite.app.billing.applyEvents('sandbox', [refundOf(partial.chargeId, 200, now())])
    const after = (await lines(affiliateId)).filter((l) => l.status !== 'reversed')
    expect(after.map((l) => [l.kind, l.amount, l.status])).toEqual([
      ['earning', 150, 'pending'],
      ['reversal', -60, 'pending'],
    ])
    await advance(31)
    expect((await suite.app.affiliate.show(caller)).balance.available.amount).toBe(90)
  })

  it('a refund that arrives before its payment is applied when the payment arrives', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const { event, chargeId } = packPurchase(buyer, now())
    await suite.app.billing.applyEvents('sandbox', [refundOf(chargeId, 500, now())])
    await suite.app.billing.applyEvents('sandbox', [event])
    expect((await lines(affiliateId)).map((l) => l.status)).toEqual(['reversed'])
  })

  it('settles available lines, pays through the provider, and claws a later refund back against the next settlement', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const first = pay(buyer)
    await first.apply()
    await pay(buyer).apply()
    await advance(31)
    const made = await suite.app.affiliate.operator.runSettlements(admin)
    expect(made.created).toBeGreaterThanOrEqual(1)
    const settled = await suite.app.affiliate.settlements(caller, { page: 1, page_size: 20 })
    expect(settled.items).toHaveLength(1)
    expect(settled.items[0]).toMatchObject({ status: 'paid', amount: { amount: 300, currency: 'USD' }, commissions: 2 })
    expect((await suite.app.affiliate.show(caller)).balance.paid.amount).toBe(300)

    // Refunded after payout: the paid line stays paid; a clawback line is owed at once.
    await suite.app.billing.applyEvents('sandbox', [refundOf(first.chargeId, 500, now())])
    const clawback = (await lines(affiliateId)).find((l) => l.kind === 'clawback')
    expect(clawback).toMatchObject({ amount: -150, status: 'available' })
    expect((await lines(affiliateId)).filter((l) => l.kind === 'earning').every((l) => l.status === 'paid')).toBe(true)

    // Three more payments: 450 earned, 150 owed, the next settlement pays 300.
    for (let i = 0; i < 3; i++) await pay(buyer).apply()
    await advance(31)
    await suite.app.affiliate.operator.runSettlements(admin)
    const next = (await suite.app.affiliate.settlements(caller, { page: 1, page_size: 20 })).items[0]!
    expect(next).toMatchObject({ status: 'paid', amount: { amount: 300, currency: 'USD' }, commissions: 4 })
    const view = await suite.app.affiliate.show(caller)
    expect(view.balance.paid.amount).toBe(600)
    expect(view.balance.available.amount).toBe(0)
  })

  it('two settlement runs at once claim each line once', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    for (let i = 0; i < 4; i++) await pay(buyer).apply()
    await advance(31)
    const { settlements } = suite.app.affiliate.internals
    const results = await Promise.all([
      settlements.settle(affiliateId, 'USD', 'operator'),
      settlements.settle(affiliateId, 'USD', 'operator'),
      settlements.settle(affiliateId, 'USD', 'operator'),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    const rows = await suite.handle.db.selectFrom('settlement').selectAll().where('affiliate_id', '=', affiliateId).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ amount: 600, commissions: 4 })
    expect((await lines(affiliateId)).every((l) => l.settlement_id === rows[0]!.id && l.status === 'paid')).toBe(true)
  })

  it('a failed payout can be retried, canceled (lines released) or paid by hand; every move is audited', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    // The sandbox's failing receiver: PayPal would answer RECEIVER_UNREGISTERED.
    await suite.handle.db
      .updateTable('affiliate')
      .set({ paypal_email: 'nobody+fail@example.com' })
      .where('id', '=', affiliateId)
      .execute()
    const buyer = await referredUser(suite.app, suite.handle, code)
    for (let i = 0; i < 2; i++) await pay(buyer).apply()
    await advance(31)
    const row = await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator')
    expect(row).toMatchObject({ status: 'failed', failure: 'RECEIVER_UNREGISTERED', attempt: 1 })
    await suite.app.affiliate.operator.settlementAction(admin, { settlement_id: row!.id, action: 'retry', note: null })
    expect(await suite.app.affiliate.internals.ctx.repo.settlementById(row!.id)).toMatchObject({ status: 'failed', attempt: 2 })

    await suite.app.affiliate.operator.settlementAction(admin, {
      settlement_id: row!.id,
      action: 'cancel',
      note: 'wrong address',
    })
    expect((await lines(affiliateId)).map((l) => [l.status, l.settlement_id])).toEqual([
      ['available', null],
      ['available', null],
    ])
    // A canceled settlement cannot be paid.
    await expect(
      suite.app.affiliate.operator.settlementAction(admin, { settlement_id: row!.id, action: 'mark-paid', note: null }),
    ).rejects.toMatchObject({ code: 400403 })

    await suite.handle.db
      .updateTable('affiliate')
      .set({ paypal_email: 'paid@example.com' })
      .where('id', '=', affiliateId)
      .execute()
    const again = await suite.app.affiliate.internals.settlements.settle(affiliateId, 'USD', 'operator')
    expect(again?.status).toBe('paid')
    expect((await suite.app.affiliate.show(caller)).balance.paid.amount).toBe(300)
    const audit = await suite.app.affiliate.operator.auditLog(admin, {
      page: 1,
      page_size: 100,
      entity: 'settlement',
      entity_id: row!.id,
    })
    expect(audit.items.map((a) => a.to).reverse()).toEqual(['open', 'processing', 'failed', 'processing', 'failed', 'canceled'])
  })

  it('a ban reverses unpaid commissions and stops new ones; paid lines stay', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    await pay(buyer).apply()
    await pay(buyer).apply()
    await advance(31)
    await suite.app.affiliate.operator.runSettlements(admin)
    await pay(buyer).apply()
    await suite.app.affiliate.operator.decide(admin, { affiliate_id: affiliateId, action: 'ban', note: 'fraud' })
    await pay(buyer).apply()
    expect((await lines(affiliateId)).map((l) => l.status).sort()).toEqual(['paid', 'paid', 'reversed'])
    const view = await suite.app.affiliate.show(caller)
    expect(view.status).toBe('banned')
    expect(view.balance.paid.amount).toBe(300)
  })

  it('keeps a clawback owed when the referral is blocked or the affiliate banned', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const first = pay(buyer)
    await first.apply()
    await pay(buyer).apply()
    await advance(31)
    await suite.app.affiliate.operator.runSettlements(admin)
    await suite.app.billing.applyEvents('sandbox', [refundOf(first.chargeId, 500, now())])
    const referral = await suite.handle.db
      .selectFrom('referral')
      .select('id')
      .where('referred_user_id', '=', buyer)
      .executeTakeFirstOrThrow()
    await suite.app.affiliate.operator.reviewReferral(admin, { referral_id: referral.id, action: 'block' })
    await suite.app.affiliate.operator.decide(admin, { affiliate_id: affiliateId, action: 'ban', note: null })
    expect((await suite.app.affiliate.show(caller)).balance.available.amount).toBe(-150)
  })

  it('claws back a refund after payout even when the customer has deleted their account', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    const first = pay(buyer)
    await first.apply()
    await pay(buyer).apply()
    await advance(31)
    await suite.app.affiliate.operator.runSettlements(admin)
    await suite.handle.db.deleteFrom('user').where('id', '=', buyer).execute()
    await suite.app.billing.applyEvents('sandbox', [refundOf(first.chargeId, 500, now())])
    const clawback = (await lines(affiliateId)).find((l) => l.kind === 'clawback')
    expect(clawback).toMatchObject({ amount: -150, status: 'available' })
  })

  it('changes only the terms the operator sends', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId } = await approvedAffiliate(suite.app, suite.handle, admin)
    const terms = () =>
      suite.handle.db
        .selectFrom('affiliate')
        .select(['rate_bps', 'reward_months'])
        .where('id', '=', affiliateId)
        .executeTakeFirstOrThrow()
    await suite.app.affiliate.operator.setTerms(admin, { affiliate_id: affiliateId, rate_bps: 4000 })
    await suite.app.affiliate.operator.setTerms(admin, { affiliate_id: affiliateId, reward_months: 6 })
    expect(await terms()).toEqual({ rate_bps: 4000, reward_months: 6 })
    await suite.app.affiliate.operator.setTerms(admin, { affiliate_id: affiliateId, rate_bps: null })
    expect(await terms()).toEqual({ rate_bps: null, reward_months: 6 })
  })

  it('pays only inside the reward window', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    await suite.app.affiliate.operator.setTerms(admin, { affiliate_id: affiliateId, rate_bps: 5000, reward_months: 1 })
    await pay(buyer).apply()
    const { event } = packPurchase(buyer, now() + 40 * DAY)
    await suite.app.billing.applyEvents('sandbox', [event])
    expect((await lines(affiliateId)).map((l) => [l.amount, l.rate_bps])).toEqual([[250, 5000]])
  })

  it('keeps the ledger when the referred customer and the affiliate delete their accounts', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, caller, code } = await approvedAffiliate(suite.app, suite.handle, admin)
    const buyer = await referredUser(suite.app, suite.handle, code)
    await pay(buyer).apply()
    await suite.handle.db.deleteFrom('user').where('id', '=', buyer).execute()
    await suite.handle.db.deleteFrom('user').where('id', '=', caller.user.id).execute()
    expect(await lines(affiliateId)).toHaveLength(1)
    const affiliate = await suite.handle.db
      .selectFrom('affiliate')
      .selectAll()
      .where('id', '=', affiliateId)
      .executeTakeFirstOrThrow()
    expect(affiliate.user_id).toBeNull()
  })

  it('the transition tables are closed: paid and reversed lines, paid and canceled settlements never move', () => {
    expect(COMMISSION_MOVES.paid).toEqual([])
    expect(COMMISSION_MOVES.reversed).toEqual([])
    expect(SETTLEMENT_MOVES.paid).toEqual([])
    expect(SETTLEMENT_MOVES.canceled).toEqual([])
  })

  it('refuses the operator an unknown settlement and an action its state does not allow', async () => {
    const admin = await adminOf(suite.handle)
    await expect(
      suite.app.affiliate.operator.settlementAction(admin, {
        settlement_id: '00000000-0000-4000-8000-000000000000',
        action: 'retry',
        note: null,
      }),
    ).rejects.toSatisfy((e) => isAppError(e) && e.code === 404)
    void callerOf
  })
})
