import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@/server/db/schema'
import { affiliateRepo, type AffiliateRepo, type CommissionRow } from './affiliate.repo.server'
import { commissionOf, insideRewardWindow, termsOf, type ProgrammeTerms } from './terms'

const DAY = 86_400

/** What the ledger wants to hear afterwards (a first commission is worth a mail). */
export type LedgerNote = { kind: 'first-commission'; affiliateId: string; amount: number; currency: string }

/**
 * The commission ledger (ADR 46). Billing calls `paymentMoved` inside the transaction that records
 * a payment or a refund or dispute of it, so the ledger's lines commit with the money's facts and
 * a replayed event, stopped by billing's processed-event row, never reaches here twice; the lines'
 * unique `source` is the second guard. Lines are never edited in amount: a refund before payout
 * reverses (the whole payment) or adds a negative reversal line that settles with the earning;
 * after payout it adds a negative clawback line, available at once, netted in the next settlement.
 */
export function commissionLedger(deps: { programme: ProgrammeTerms; now: () => number }) {
  return {
    /**
     * `recorded`: the payment was recorded in this transaction (only then may it earn: a later
     * refund of a payment made while the affiliate was suspended does not create an earning).
     */
    async paymentMoved(tx: Kysely<Database>, paymentId: string, recorded: boolean, notes: LedgerNote[] = []): Promise<void> {
      const repo = affiliateRepo(tx)
      const payment = await repo.paymentById(paymentId)
      if (!payment) return
      // A settlement claiming these lines at this moment waits for this transaction, and the other way round.
      await repo.lockLinesOfCharge(payment.provider, payment.provider_charge_id)
      const now = deps.now()
      const lines = await repo.linesOfCharge(payment.provider, payment.provider_charge_id)
      let earning = lines.find((l) => l.kind === 'earning')

      const referral = !earning && recorded ? await repo.referralOfUser(payment.user_id) : undefined
      const affiliate = referral && referral.status !== 'blocked' ? await repo.affiliateById(referral.affiliate_id) : undefined
      if (referral && affiliate?.status === 'approved') {
        const terms = termsOf(deps.programme, affiliate)
        const paidAt = Number(payment.paid_at)
        const amount = commissionOf(payment.amount, terms.rateBps)
        if (insideRewardWindow(Number(referral.created_at), paidAt, terms.rewardMonths) && amount > 0) {
          const first = (await repo.countEarnings(affiliate.id)) === 0
          const id = randomUUID()
          const written = await repo.insertCommission({
            id,
            affiliate_id: affiliate.id,
            referral_id: referral.id,
            code_id: referral.code_id,
            payment_id: payment.id,
            provider: payment.provider,
            provider_charge_id: payment.provider_charge_id,
            source: `payment:${payment.id}`,
            kind: 'earning',
            base_amount: payment.amount,
            rate_bps: terms.rateBps,
            amount,
            currency: payment.currency,
            status: 'pending',
            // Held from the later of the payment and its news reaching us (a late webhook, the sandbox's moved clock).
            available_at: Math.max(paidAt, now) + deps.programme.holdDays * DAY,
            created_at: now,
            updated_at: now,
          })
          if (written) {
            await repo.audit(
              [{ actor: 'system:ledger', entity: 'commission', entityId: id, action: 'created', from: null, to: 'pending' }],
              now,
            )
            if (first) notes.push({ kind: 'first-commission', affiliateId: affiliate.id, amount, currency: payment.currency })
          }
          earning = (await repo.linesOfCharge(payment.provider, payment.provider_charge_id)).find((l) => l.kind === 'earning')
        }
      }
      if (!earning) return
      await applyAdjustments(repo, payment.provider, payment.provider_charge_id, now)
    },

    /**
     * A refund or dispute of a charge: its lines are found by the charge, so this works even when
     * the payment row is gone (its buyer deleted their account) — the money was still taken back.
     */
    async chargeAdjusted(tx: Kysely<Database>, provider: string, chargeId: string): Promise<void> {
      const repo = affiliateRepo(tx)
      await repo.lockLinesOfCharge(provider, chargeId)
      await applyAdjustments(repo, provider, chargeId, deps.now())
    },
  }
}

/** Every refund and dispute of a charge not yet in the ledger, in the order they came. */
async function applyAdjustments(repo: AffiliateRepo, provider: string, chargeId: string, now: number): Promise<void> {
  let lines = await repo.linesOfCharge(provider, chargeId)
  let earning = lines.find((l) => l.kind === 'earning')
  if (!earning) return
  let adjusted = 0
  for (const adjustment of await repo.adjustmentsOfCharge(provider, chargeId)) {
    adjusted += adjustment.amount
    const source = `adjustment:${adjustment.id}`
    if (lines.some((l) => l.source === source)) continue
    await applyAdjustment(repo, {
      earning,
      lines,
      paymentAmount: earning.base_amount,
      adjusted,
      amount: adjustment.amount,
      source,
      now,
    })
    lines = await repo.linesOfCharge(provider, chargeId)
    earning = lines.find((l) => l.kind === 'earning')!
  }
}

/** One refund or dispute of a payment that earned a commission. */
async function applyAdjustment(
  repo: AffiliateRepo,
  a: {
    earning: CommissionRow
    lines: CommissionRow[]
    paymentAmount: number
    adjusted: number
    amount: number
    source: string
    now: number
  },
): Promise<void> {
  const { earning, lines } = a
  if (earning.status === 'reversed') return
  const standing = lines.filter((l) => l.status !== 'reversed').reduce((sum, l) => sum + l.amount, 0)
  const paidOut = earning.status === 'in_settlement' || earning.status === 'paid'
  // A clawback already netted in a payout is money taken back: reversing everything now would take it twice.
  if (!paidOut && a.adjusted >= a.paymentAmount && !lines.some((l) => l.kind === 'clawback')) {
    // All the money went back before anything was paid: the payment's lines are reversed.
    const unpaid = lines.filter((l) => l.status === 'pending' || l.status === 'available').map((l) => l.id)
    await repo.moveCommissions(unpaid, ['pending', 'available'], 'reversed', 'system:ledger', a.now)
    return
  }
  const amount = -Math.min(Math.abs(commissionOf(a.amount, earning.rate_bps)), standing)
  if (amount === 0) return
  const id = randomUUID()
  const status = paidOut ? 'available' : earning.status
  const written = await repo.insertCommission({
    id,
    affiliate_id: earning.affiliate_id,
    referral_id: earning.referral_id,
    code_id: earning.code_id,
    payment_id: earning.payment_id,
    provider: earning.provider,
    provider_charge_id: earning.provider_charge_id,
    source: a.source,
    kind: paidOut ? 'clawback' : 'reversal',
    base_amount: -a.amount,
    rate_bps: earning.rate_bps,
    amount,
    currency: earning.currency,
    status,
    // A reversal settles with its earning; a clawback is owed at once.
    available_at: paidOut ? a.now : Number(earning.available_at),
    created_at: a.now,
    updated_at: a.now,
  })
  if (written)
    await repo.audit(
      [{ actor: 'system:ledger', entity: 'commission', entityId: id, action: 'created', from: null, to: status }],
      a.now,
    )
}
