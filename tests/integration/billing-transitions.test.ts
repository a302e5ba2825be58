import { describe, expect, it } from 'vitest'
import { packCredits, rankQuotas } from '@/modules/accounts'
import type { App } from '@/server/app.server'
import type { DatabaseHandle } from '@/server/db/database.server'
import { appOn, callerOf, insertUser } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

const MONTH = 28 * 86_400

/**
 * Every subscription transition of issue 22 through the sandbox provider, as a buyer and its test
 * clock cause them, with the rank and quotas after each: new, renew, fail, recover, cancel, resume,
 * change, the end of a canceled period, refund, dispute, and a credit pack.
 */
describe.each(databaseKinds)('subscription transitions on %s', (kind) => {
  const suite = appOn(kind)

  async function buy(userId: string, purchase: { plan_id: string; interval: 'month' | 'year' } | { pack_id: string }) {
    const { app, handle } = suite
    const caller = await callerOf(handle, userId)
    const { url, checkout_id } = await app.billing.checkout(caller, { ...purchase, currency: 'USD' })
    const sessionId = /\/sandbox\/checkout\/(sbx_cs_[0-9a-f-]+)$/.exec(url)?.[1]
    expect(sessionId, url).toBeTruthy()
    const paid = await app.billing.sandbox.pay(caller, { session_id: sessionId!, outcome: 'success' })
    expect(paid.next).toBe(`http://localhost:3000/pay-success?checkout=${checkout_id}`)
    return { checkout_id }
  }

  it('moves a subscriber through every transition, with the rank and quotas after each', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    const act = async (step: (app: App, caller: Awaited<ReturnType<typeof callerOf>>) => Promise<unknown>) =>
      step(app, await callerOf(handle, userId))
    const rows: Row[] = []
    const record = async (step: string) => rows.push({ step, ...(await snapshot(app, handle, userId)) })

    await record('start')
    const { checkout_id } = await buy(userId, { plan_id: 'pro', interval: 'month' })
    await record('new')
    await act((a, c) => a.billing.sandbox.test(c, { action: 'advance-clock' }))
    await record('renew')
    await act((a, c) => a.billing.sandbox.test(c, { action: 'fail-renewal' }))
    await record('fail')
    // An unpaid renewal is settled before any change of plan.
    await expect(act((a, c) => a.billing.change(c, { plan_id: 'studio', interval: 'month' }))).rejects.toMatchObject({
      code: 400001,
      data: { fields: { plan_id: 'validation_billing_past_due' } },
    })
    await act((a, c) => a.billing.sandbox.test(c, { action: 'advance-clock' }))
    await record('recover')
    await act((a, c) => a.billing.cancel(c))
    await record('cancel')
    await act((a, c) => a.billing.resume(c))
    await record('resume')
    await act((a, c) => a.billing.change(c, { plan_id: 'studio', interval: 'month' }))
    await record('change')
    await act((a, c) => a.billing.cancel(c))
    await act((a, c) => a.billing.sandbox.test(c, { action: 'advance-clock' }))
    await record('period end')

    expect(
      rows.map(({ step, rank, status, cancel, priorityLimit, payments }) => ({
        step,
        rank,
        status,
        cancel,
        priorityLimit,
        payments,
      })),
    ).toEqual([
      { step: 'start', rank: 'FREE', status: null, cancel: null, priorityLimit: 0, payments: 0 },
      { step: 'new', rank: 'PRO', status: 'active', cancel: false, priorityLimit: 300, payments: 1 },
      { step: 'renew', rank: 'PRO', status: 'active', cancel: false, priorityLimit: 300, payments: 2 },
      { step: 'fail', rank: 'PRO', status: 'past_due', cancel: false, priorityLimit: 300, payments: 2 },
      { step: 'recover', rank: 'PRO', status: 'active', cancel: false, priorityLimit: 300, payments: 3 },
      { step: 'cancel', rank: 'PRO', status: 'active', cancel: true, priorityLimit: 300, payments: 3 },
      { step: 'resume', rank: 'PRO', status: 'active', cancel: false, priorityLimit: 300, payments: 3 },
      // The upgrade's prorated difference is charged at once (Stripe's always_invoice).
      { step: 'change', rank: 'STUDIO', status: 'active', cancel: false, priorityLimit: 1500, payments: 4 },
      { step: 'period end', rank: 'FREE', status: null, cancel: null, priorityLimit: 0, payments: 4 },
    ])
    // A subscriber's priority month runs from the subscription's period start and resets on renewal.
    const renew = rows.find((r) => r.step === 'renew')!
    expect(renew.anchor).not.toBeNull()
    expect(renew.priorityResetsAt - renew.anchor!).toBeGreaterThanOrEqual(MONTH)
    expect(rows.find((r) => r.step === 'period end')!.anchor).toBeNull()

    // A receipt for each of the four payments and a word about the failed renewal, in the outbox.
    const email = (await handle.db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email
    const mails = (await handle.db.selectFrom('mail_outbox').select('payload').execute())
      .map((row) => JSON.parse(row.payload) as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === email)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your Inkdraft payment did not go through',
      'Your Inkdraft receipt',
      'Your Inkdraft receipt',
      'Your Inkdraft receipt',
      'Your Inkdraft receipt',
    ])
    expect(mails.find((mail) => mail.subject === 'Your Inkdraft receipt')?.text).toContain('$6.00')

    const view = await app.billing.checkoutView(await callerOf(handle, userId), { id: checkout_id })
    expect(view).toMatchObject({
      status: 'completed',
      kind: 'subscription',
      plan_id: 'pro',
      interval: 'month',
      amount: 600,
      currency: 'USD',
    })
  })

  it('starts a fresh priority allowance on renewal', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    await buy(userId, { plan_id: 'pro', interval: 'month' })
    const before = await snapshot(app, handle, userId)
    await handle.db
      .insertInto('quota_usage')
      .values({
        user_id: userId,
        permission_name: 'image_priority_prompts',
        period_start: before.anchor!,
        used: 299,
        reserved: 0,
      })
      .execute()
    expect((await snapshot(app, handle, userId)).priorityUsed).toBe(299)
    // The sandbox's clock moves the period to start now; a second later is a new period.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await app.billing.sandbox.test(await callerOf(handle, userId), { action: 'advance-clock' })
    const after = await snapshot(app, handle, userId)
    expect(after.anchor).toBeGreaterThan(before.anchor!)
    expect(after.priorityUsed).toBe(0)
  })

  it.each(['refund-latest', 'dispute-latest'] as const)(
    'takes the rank away at once on %s and ends the subscription',
    async (action) => {
      const { app, handle } = suite
      const userId = await insertUser(handle)
      await buy(userId, { plan_id: 'studio', interval: 'year' })
      expect((await snapshot(app, handle, userId)).rank).toBe('STUDIO')
      await app.billing.sandbox.test(await callerOf(handle, userId), { action })
      const after = await snapshot(app, handle, userId)
      expect(after).toMatchObject({ rank: 'FREE', status: null })
      const stored = await handle.db
        .selectFrom('subscription')
        .select('status')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      expect(stored.status).toBe('canceled')
      const overview = await app.billing.overview(await callerOf(handle, userId))
      expect(overview.payments[0]).toMatchObject({ adjustment: action === 'refund-latest' ? 'refund' : 'dispute', amount: 12000 })
    },
  )

  it('charges an upgrade to a yearly plan at once, less what is left of the month, and returns money only once', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    await buy(userId, { plan_id: 'pro', interval: 'month' })
    await app.billing.change(await callerOf(handle, userId), { plan_id: 'studio', interval: 'year' })
    const overview = await app.billing.overview(await callerOf(handle, userId))
    expect(overview.rank_name).toBe('STUDIO')
    expect(overview.subscription).toMatchObject({ plan_id: 'studio', interval: 'year' })
    const upgrade = overview.payments.find((p) => p.price_id === 'studio-year-usd')!
    // 120.00 for the year, less the unused month of Pro (just bought: almost all of 6.00).
    expect(upgrade.amount).toBeGreaterThanOrEqual(12000 - 600)
    expect(upgrade.amount).toBeLessThan(12000)
    // A refund, then a dispute of the same charge: the money goes back once.
    const caller = await callerOf(handle, userId)
    await app.billing.sandbox.test(caller, { action: 'refund-latest' })
    await app.billing.sandbox.test(caller, { action: 'dispute-latest' })
    const adjustments = await handle.db
      .selectFrom('payment_adjustment')
      .selectAll()
      .where(
        'provider_charge_id',
        'in',
        (await handle.db.selectFrom('payment').select('provider_charge_id').where('user_id', '=', userId).execute()).map(
          (p) => p.provider_charge_id,
        ),
      )
      .execute()
    expect(adjustments.map((a) => a.kind)).toEqual(['refund'])
  })

  it('gives a FREE user priority credits from a pack, and takes back what a refund returns', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    await buy(userId, { pack_id: 'pack-50' })
    const info = await app.accounts.userInfoOf(userId)
    expect(info.rank.rank_name).toBe('FREE')
    expect(info.permissions_quota.find((q) => q.permission_name === 'image_priority_credits')).toEqual({
      permission_name: 'image_priority_credits',
      limit: 50,
      used: 0,
      reserved: 0,
      period: 'never',
      resets_at: null,
    })
    const permissions = await app.accounts.quotas.permissionsOf('FREE', { id: userId, quota_anchor: null })
    expect(permissions).toMatchObject({ priorityLane: true, packCredits: 50 })
    await app.billing.sandbox.test(await callerOf(handle, userId), { action: 'refund-latest' })
    // Nothing left to spend: the list no longer shows pack credits at all.
    expect(packCredits(await app.accounts.userInfoOf(userId))).toBeNull()
  })

  it('refuses a second subscription, an unknown plan, FREE, and a pack that does not exist', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    await buy(userId, { plan_id: 'pro', interval: 'month' })
    const caller = await callerOf(handle, userId)
    await expect(app.billing.checkout(caller, { plan_id: 'studio', interval: 'month' })).rejects.toMatchObject({
      code: 400001,
      data: { fields: { plan_id: 'validation_billing_subscribed' } },
    })
    const other = await callerOf(handle, await insertUser(handle))
    for (const input of [
      { plan_id: 'free', interval: 'month' as const },
      { plan_id: 'gold', interval: 'year' as const },
    ])
      await expect(app.billing.checkout(other, input)).rejects.toMatchObject({ code: 400001 })
    await expect(app.billing.checkout(other, { pack_id: 'pack-7' })).rejects.toMatchObject({ code: 400001 })
  })

  it('ends and refunds a second plan paid for beside the first (two checkouts open at once)', async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    const caller = await callerOf(handle, userId)
    const first = await app.billing.checkout(caller, { plan_id: 'pro', interval: 'month', currency: 'USD' })
    const second = await app.billing.checkout(caller, { plan_id: 'studio', interval: 'month', currency: 'USD' })
    for (const { url } of [first, second])
      await app.billing.sandbox.pay(caller, { session_id: url.split('/').pop()!, outcome: 'success' })
    const subscriptions = await handle.db
      .selectFrom('subscription')
      .select(['price_id', 'status'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
    // The one bought first stays (paid within the same second, either may count as first).
    expect(subscriptions.map((s) => s.status).sort()).toEqual(['active', 'canceled'])
    const kept = subscriptions.find((s) => s.status === 'active')!.price_id
    const overview = await app.billing.overview(await callerOf(handle, userId))
    expect(overview.payments.map((p) => [p.price_id, p.adjustment]).sort()).toEqual(
      [
        ['pro-month-usd', kept === 'pro-month-usd' ? null : 'refund'],
        ['studio-month-usd', kept === 'studio-month-usd' ? null : 'refund'],
      ].sort(),
    )
    expect((await snapshot(app, handle, userId)).rank).toBe(kept === 'pro-month-usd' ? 'PRO' : 'STUDIO')
  })

  it("renews on the sandbox's own clock once a period has ended, and ends a canceled one", async () => {
    const { app, handle } = suite
    const userId = await insertUser(handle)
    await buy(userId, { plan_id: 'pro', interval: 'month' })
    const sandbox = app.adapters.payments.sandbox!
    const later = Math.floor(Date.now() / 1000) + 40 * 86_400
    expect(await sandbox.sweep()).toBe(0)
    expect(await sandbox.sweep(later)).toBeGreaterThanOrEqual(1)
    expect((await snapshot(app, handle, userId)).payments).toBe(2)
    await app.billing.cancel(await callerOf(handle, userId))
    await sandbox.sweep(later + 40 * 86_400)
    expect((await snapshot(app, handle, userId)).rank).toBe('FREE')
  })

  it('shows a checkout and a sandbox session only to the buyer', async () => {
    const { app, handle } = suite
    const buyer = await callerOf(handle, await insertUser(handle))
    const stranger = await callerOf(handle, await insertUser(handle))
    const { url, checkout_id } = await app.billing.checkout(buyer, { pack_id: 'pack-200', currency: 'EUR' })
    const sessionId = url.split('/').pop()!
    await expect(app.billing.checkoutView(stranger, { id: checkout_id })).rejects.toMatchObject({ code: 404 })
    await expect(app.billing.sandbox.show(stranger, { session_id: sessionId })).rejects.toMatchObject({ code: 404 })
    await expect(app.billing.sandbox.pay(stranger, { session_id: sessionId, outcome: 'success' })).rejects.toMatchObject({
      code: 404,
    })
    expect(await app.billing.sandbox.show(buyer, { session_id: sessionId })).toMatchObject({
      status: 'open',
      amount: 1500,
      currency: 'EUR',
    })
    // A decline and a failed challenge leave the session open; a second "pay" after success changes nothing.
    expect(await app.billing.sandbox.pay(buyer, { session_id: sessionId, outcome: 'decline' })).toMatchObject({
      status: 'open',
      declines: 1,
    })
    expect(await app.billing.sandbox.pay(buyer, { session_id: sessionId, outcome: 'challenge-failed' })).toMatchObject({
      status: 'open',
      declines: 2,
    })
    expect((await app.billing.checkoutView(buyer, { id: checkout_id })).status).toBe('open')
    await app.billing.sandbox.pay(buyer, { session_id: sessionId, outcome: 'challenge-passed' })
    await app.billing.sandbox.pay(buyer, { session_id: sessionId, outcome: 'success' })
    expect((await app.billing.checkoutView(buyer, { id: checkout_id })).status).toBe('completed')
    expect(packCredits(await app.accounts.userInfoOf(buyer.user.id))?.limit).toBe(200)
  })
})

interface Row {
  step: string
  rank: string
  status: string | null
  cancel: boolean | null
  priorityLimit: number
  priorityUsed: number
  priorityResetsAt: number
  anchor: number | null
  payments: number
}

async function snapshot(app: App, handle: DatabaseHandle, userId: string): Promise<Omit<Row, 'step'>> {
  const overview = await app.billing.overview(await callerOf(handle, userId))
  const info = await app.accounts.userInfoOf(userId)
  const priority = rankQuotas(info).find((q) => q.permission_name === 'image_priority_prompts')!
  const user = await handle.db.selectFrom('user').select('quota_anchor').where('id', '=', userId).executeTakeFirstOrThrow()
  return {
    rank: info.rank.rank_name,
    status: overview.subscription?.status ?? null,
    cancel: overview.subscription?.cancel_at_period_end ?? null,
    priorityLimit: priority.limit,
    priorityUsed: priority.used,
    priorityResetsAt: priority.resets_at,
    anchor: user.quota_anchor === null ? null : Number(user.quota_anchor),
    payments: overview.payments.length,
  }
}
