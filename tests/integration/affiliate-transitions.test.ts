import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { affiliateRepo } from '@/modules/affiliate/affiliate.repo.server'
import {
  AFFILIATE_MOVES,
  COMMISSION_MOVES,
  SETTLEMENT_MOVES,
  type AffiliateStatus,
  type CommissionStatus,
  type SettlementStatus,
} from '@/modules/affiliate/transitions'
import { adminOf } from '../support/affiliate-app'
import { appOn, insertUser } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

const AFFILIATE: AffiliateStatus[] = ['pending', 'approved', 'rejected', 'suspended', 'banned']
const COMMISSION: CommissionStatus[] = ['pending', 'available', 'in_settlement', 'paid', 'reversed']
const SETTLEMENT: SettlementStatus[] = ['open', 'processing', 'paid', 'failed', 'canceled']
const pairs = <S extends string>(states: S[]) =>
  states.flatMap((from) => states.filter((to) => to !== from).map((to) => [from, to] as const))
const NOW = 1_790_000_000

/**
 * Every pair of states of the three machines (ADR 46), tried on the database: the repository's
 * conditional update moves exactly the pairs the table lists and leaves every other row as it was,
 * whatever a service asks. The services' own refusals (400403) rest on the same tables.
 */
describe.each(databaseKinds)('affiliate state machines on %s', (kind) => {
  const suite = appOn(kind)
  const repo = () => affiliateRepo(suite.handle.db)

  async function affiliateIn(status: AffiliateStatus) {
    const id = randomUUID()
    await suite.handle.db
      .insertInto('affiliate')
      .values({
        id,
        user_id: await insertUser(suite.handle),
        status,
        promotion_plan: 'a plan long enough to pass',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute()
    return id
  }

  async function commissionIn(status: CommissionStatus) {
    const affiliateId = await affiliateIn('approved')
    const id = randomUUID()
    await suite.handle.db
      .insertInto('commission')
      .values({
        id,
        affiliate_id: affiliateId,
        referral_id: randomUUID(),
        code_id: null,
        payment_id: randomUUID(),
        provider: 'sandbox',
        provider_charge_id: `ch_${id}`,
        source: `payment:${id}`,
        kind: 'earning',
        base_amount: 600,
        rate_bps: 3000,
        amount: 180,
        currency: 'USD',
        status,
        available_at: NOW,
        settlement_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute()
    return id
  }

  async function settlementIn(status: SettlementStatus) {
    const affiliateId = await affiliateIn('approved')
    const id = randomUUID()
    await suite.handle.db
      .insertInto('settlement')
      .values({
        id,
        affiliate_id: affiliateId,
        currency: 'USD',
        amount: 6000,
        commissions: 3,
        status,
        trigger: 'monthly',
        paypal_email: 'payee@example.com',
        provider: 'sandbox',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute()
    return id
  }

  const statusOf = async (table: 'affiliate' | 'commission' | 'settlement', id: string) =>
    (await suite.handle.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

  it.each(pairs(AFFILIATE))('affiliate %s → %s', async (from, to) => {
    const id = await affiliateIn(from)
    const moved = await repo().moveAffiliate(id, [from], to, null, NOW + 1)
    expect(moved).toBe(AFFILIATE_MOVES[from].includes(to))
    expect(await statusOf('affiliate', id)).toBe(moved ? to : from)
  })

  it.each(pairs(COMMISSION))('commission %s → %s', async (from, to) => {
    const id = await commissionIn(from)
    const moved = await repo().moveCommissions([id], [from], to, 'test', NOW + 1)
    expect(moved.length === 1).toBe(COMMISSION_MOVES[from].includes(to))
    expect(await statusOf('commission', id)).toBe(moved.length === 1 ? to : from)
  })

  it.each(pairs(SETTLEMENT))('settlement %s → %s', async (from, to) => {
    const id = await settlementIn(from)
    const moved = await repo().moveSettlement(id, [from], to, {}, NOW + 1)
    expect(moved).toBe(SETTLEMENT_MOVES[from].includes(to))
    expect(await statusOf('settlement', id)).toBe(moved ? to : from)
  })

  // The operator's decisions, through the service: each is refused (400403) where the table has no move.
  const decisions = [
    ['approve', ['pending']],
    ['reject', ['pending']],
    ['suspend', ['approved']],
    ['reinstate', ['suspended']],
    ['ban', ['pending', 'rejected', 'approved', 'suspended']],
  ] as const
  it.each(
    decisions.flatMap(([decision, allowed]) =>
      AFFILIATE.map((from) => [decision, from, (allowed as readonly string[]).includes(from)] as const),
    ),
  )('decision %s on %s (allowed: %s)', async (decision, from, allowed) => {
    const id = await affiliateIn(from)
    const admin = await adminOf(suite.handle)
    const attempt = suite.app.affiliate.operator.decide(admin, { affiliate_id: id, action: decision, note: null })
    if (allowed) await expect(attempt).resolves.toEqual({ from })
    else await expect(attempt).rejects.toMatchObject({ code: 400403 })
  })
})
