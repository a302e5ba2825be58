import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { PayoutStatus } from '@/server/payouts/payouts'
import type { SettlementRow } from './affiliate.repo.server'
import type { AffiliateContext } from './context.server'
import { termsOf } from './terms'
import type { SettlementStatus } from './transitions'

/** What the settlement run tells the mails about, after its commits. */
export type SettlementNote = { kind: 'settlement-paid' | 'settlement-failed'; settlementId: string }

class NothingToSettle extends Error {}

/** How long a send without an answer is repeated under its reference. */
const RESEND_SECONDS = 24 * 3600

/** A provider's refusal of the request itself (4xx other than timeouts and rate limits), as a failure name. */
function refusalOf(error: unknown): string | null {
  const { status, paypalName } = (error ?? {}) as { status?: unknown; paypalName?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 408 || status === 429) return null
  return typeof paypalName === 'string' && paypalName ? paypalName : `HTTP_${status}`
}

/**
 * A settlement's payout reference: its id for the first attempt (PayPal's sender_batch_id), with
 * `.2`, `.3`… for retries, because PayPal refuses a batch id it has seen within 30 days.
 */
export const payoutRef = (settlementId: string, attempt: number) => (attempt <= 1 ? settlementId : `${settlementId}.${attempt}`)
const settlementOfRef = (ref: string) => ref.split('.')[0]!

/**
 * Settlements and payouts (ADR 46): a run claims each affiliate's available lines with one
 * conditional update (two runs never take the same line), sends the total to the payout
 * provider and follows it: open → processing → paid | failed; a failure is retried (a new
 * attempt) or canceled (its lines released), and an operator may mark one paid by hand.
 */
export function settlements(
  ctx: AffiliateContext,
  deps: {
    mature: () => Promise<unknown>
    notify: (note: SettlementNote) => Promise<void>
    log?: (message: string, fields: Record<string, unknown>) => void
  },
) {
  const actorOf = (actor: string | undefined) => actor ?? 'system:settlements'

  /** Makes one settlement of the affiliate's available balance in a currency; null when there is not enough. */
  async function settle(
    affiliateId: string,
    currency: string,
    trigger: SettlementRow['trigger'],
    actor?: string,
  ): Promise<SettlementRow | null> {
    await deps.mature()
    const affiliate = await ctx.repo.affiliateById(affiliateId)
    if (affiliate?.status !== 'approved' || !affiliate.paypal_email) return null
    const threshold = termsOf(ctx.programme, affiliate).payoutThreshold
    const id = randomUUID()
    try {
      await ctx.repo.transaction(async (tx) => {
        const repo = ctx.repo.with(tx)
        const now = ctx.now()
        await repo.insertSettlement({
          id,
          affiliate_id: affiliateId,
          currency,
          amount: 0,
          commissions: 0,
          status: 'open',
          trigger,
          paypal_email: affiliate.paypal_email!,
          provider: ctx.payouts.kind,
          created_at: now,
          updated_at: now,
        })
        const claimed = await repo.claimAvailable(affiliateId, currency, id, now)
        // Too little (or clawbacks outweigh earnings): the transaction is undone, the lines stay available.
        if (claimed.ids.length === 0 || claimed.amount < threshold) throw new NothingToSettle()
        await repo.setSettlementTotals(id, claimed.amount, claimed.ids.length)
        await repo.audit(
          [
            { actor: actorOf(actor), entity: 'settlement', entityId: id, action: 'created', from: null, to: 'open' },
            ...claimed.ids.map((lineId) => ({
              actor: actorOf(actor),
              entity: 'commission' as const,
              entityId: lineId,
              action: 'status',
              from: 'available',
              to: 'in_settlement',
            })),
          ],
          now,
        )
      })
    } catch (error) {
      if (error instanceof NothingToSettle) return null
      throw error
    }
    return (await send(id, actor)) ?? null
  }

  /** Sends an open or failed settlement to the payout provider; the settlement as it then stands. */
  async function send(id: string, actor?: string): Promise<SettlementRow | undefined> {
    const before = await ctx.repo.settlementById(id)
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
    const now = ctx.now()
    if (
      !(await ctx.repo.moveSettlement(
        id,
        ['open', 'failed'],
        'processing',
        // A new attempt is a new batch: the last attempt's ids must not answer for it.
        { provider: ctx.payouts.kind, sent_at: now, failure: null, batch_id: null, item_id: null, transaction_id: null },
        now,
        true,
      ))
    )
      throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: before.status })
    await ctx.repo.audit(
      [{ actor: actorOf(actor), entity: 'settlement', entityId: id, action: 'status', from: before.status, to: 'processing' }],
      now,
    )
    const current = (await ctx.repo.settlementById(id))!
    await dispatch(current, actor)
    return ctx.repo.settlementById(id)
  }

  /** Hands a processing settlement to the provider (again, under the same reference: the provider answers a repeat with the first batch). */
  async function dispatch(row: SettlementRow, actor?: string): Promise<void> {
    let status: PayoutStatus
    try {
      status = await ctx.payouts.send({
        settlementId: payoutRef(row.id, row.attempt),
        receiver: row.paypal_email,
        money: { amount: row.amount, currency: row.currency },
        note: `Inkdraft affiliate earnings (${new Date(Number(row.created_at) * 1000).toISOString().slice(0, 7)})`,
      })
    } catch (error) {
      // Unreachable or failing provider: the settlement stays processing and is asked about again.
      // A refusal of the request itself (4xx: a bad currency, an invalid receiver) will not pass on
      // a repeat: the settlement fails, for the operator to mend and retry.
      const refusal = refusalOf(error)
      if (!refusal) return
      status = {
        settlementId: payoutRef(row.id, row.attempt),
        state: 'failed',
        batchId: null,
        itemId: null,
        transactionId: null,
        failure: refusal,
      }
    }
    await apply(row.id, status, actor)
  }

  /** Records what the provider says about a settlement (from a send, a poll or a webhook). */
  async function apply(id: string, status: PayoutStatus, actor?: string): Promise<void> {
    const row = await ctx.repo.settlementById(id)
    // Only news of the attempt under way counts: a late word about an earlier batch changes nothing.
    if (row?.status !== 'processing' || status.settlementId !== payoutRef(row.id, row.attempt)) return
    const now = ctx.now()
    if (status.batchId || status.itemId || status.transactionId)
      await ctx.repo.saveBatch(
        id,
        {
          batch_id: status.batchId ?? row.batch_id,
          item_id: status.itemId ?? row.item_id,
          transaction_id: status.transactionId ?? row.transaction_id,
        },
        now,
      )
    if (status.state === 'paid') await finishPaid(id, ['processing'], actorOf(actor), null)
    else if (status.state === 'failed') {
      const failed = await ctx.repo.transaction(async (tx) => {
        const repo = ctx.repo.with(tx)
        if (
          !(await repo.moveSettlement(
            id,
            ['processing'],
            'failed',
            { failure: status.failure ?? 'FAILED', finished_at: now },
            now,
          ))
        )
          return false
        await repo.audit(
          [{ actor: actorOf(actor), entity: 'settlement', entityId: id, action: 'status', from: 'processing', to: 'failed' }],
          now,
        )
        return true
      })
      if (failed) await deps.notify({ kind: 'settlement-failed', settlementId: id })
    }
  }

  async function finishPaid(id: string, from: readonly SettlementStatus[], actor: string, note: string | null): Promise<boolean> {
    const before = await ctx.repo.settlementById(id)
    const paid = await ctx.repo.transaction(async (tx) => {
      const repo = ctx.repo.with(tx)
      const now = ctx.now()
      const changes =
        note === null ? { finished_at: now, failure: null } : { finished_at: now, failure: null, note, provider: 'manual' }
      if (!(await repo.moveSettlement(id, from, 'paid', changes, now))) return false
      await repo.audit(
        [{ actor, entity: 'settlement', entityId: id, action: 'status', from: before?.status ?? null, to: 'paid' }],
        now,
      )
      await repo.moveCommissions(await repo.linesOfSettlement(id), ['in_settlement'], 'paid', actor, now)
      return true
    })
    if (paid) await deps.notify({ kind: 'settlement-paid', settlementId: id })
    return paid
  }

  /** Asks the provider about a processing settlement; one whose send never got an answer is sent again under its reference. */
  async function refresh(id: string, actor?: string): Promise<void> {
    const row = await ctx.repo.settlementById(id)
    if (row?.status !== 'processing') return
    if (!row.batch_id) {
      // Sent without an answer: sent again under the same reference, which the provider answers
      // with the first batch — for a day. After that the provider may have forgotten the
      // reference, and a resend could pay twice: the operator checks PayPal and marks it.
      if (ctx.now() - Number(row.sent_at ?? 0) > RESEND_SECONDS) return
      return dispatch(row, actor)
    }
    const status = await ctx.payouts.status({ settlementId: payoutRef(row.id, row.attempt), batchId: row.batch_id })
    await apply(id, status, actor)
  }

  return {
    settle,

    /** The monthly run (and the operator's "run now"): every affiliate whose available balance reaches their threshold. */
    async runAll(trigger: 'monthly' | 'operator', actor?: string): Promise<SettlementRow[]> {
      await deps.mature()
      const made: SettlementRow[] = []
      for (const total of await ctx.repo.availableTotals()) {
        const affiliate = await ctx.repo.affiliateById(total.affiliateId)
        if (!affiliate || total.total < termsOf(ctx.programme, affiliate).payoutThreshold) continue
        const row = await settle(total.affiliateId, total.currency, trigger, actor)
        if (row) made.push(row)
      }
      return made
    },

    /** Follows every processing settlement (the programme's timer). */
    async pollProcessing(): Promise<void> {
      const now = ctx.now()
      // One settlement the provider cannot answer for must not hold up the others.
      for (const row of await ctx.repo.settlementsIn(['processing']))
        await refresh(row.id).catch((error: unknown) =>
          deps.log?.('payout poll failed', { settlementId: row.id, error: String(error) }),
        )
      // Made but never sent (the process stopped between the two): sent now.
      for (const row of await ctx.repo.settlementsIn(['open']))
        if (now - Number(row.created_at) > 300)
          await send(row.id).catch((error: unknown) =>
            deps.log?.('payout send failed', { settlementId: row.id, error: String(error) }),
          )
    },

    refresh,

    async retry(id: string, actor: string): Promise<void> {
      const row = await ctx.repo.settlementById(id)
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      if (row.status !== 'failed') throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: row.status })
      const affiliate = await ctx.repo.affiliateById(row.affiliate_id)
      // A suspended or banned affiliate is not paid (the operator may still mark a payout made by hand).
      if (affiliate?.status !== 'approved')
        throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: affiliate?.status ?? 'none' })
      await send(id, actor)
    },

    /** Cancels an open or failed settlement: its lines are available again for the next one. */
    async cancel(id: string, actor: string, note: string | null): Promise<void> {
      const row = await ctx.repo.settlementById(id)
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      const done = await ctx.repo.transaction(async (tx) => {
        const repo = ctx.repo.with(tx)
        const now = ctx.now()
        if (!(await repo.moveSettlement(id, ['open', 'failed'], 'canceled', { note, finished_at: now }, now))) return false
        await repo.audit([{ actor, entity: 'settlement', entityId: id, action: 'status', from: row.status, to: 'canceled' }], now)
        await repo.moveCommissions(await repo.linesOfSettlement(id), ['in_settlement'], 'available', actor, now, null)
        return true
      })
      if (!done) throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: row.status })
    },

    /** Paid outside the provider (a bank transfer, PayPal's own bulk upload of the CSV). */
    async markPaid(id: string, actor: string, note: string | null): Promise<void> {
      const row = await ctx.repo.settlementById(id)
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      if (!(await finishPaid(id, ['open', 'failed'], actor, note ?? 'paid by hand')))
        throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: row.status })
    },

    /** A provider's webhook about a payout item. */
    async fromProvider(status: PayoutStatus): Promise<void> {
      const row = await ctx.repo.settlementById(settlementOfRef(status.settlementId))
      if (!row || payoutRef(row.id, row.attempt) !== status.settlementId) return
      await apply(row.id, status, `webhook:${ctx.payouts.kind}`)
    },
  }
}

export type Settlements = ReturnType<typeof settlements>

/** The settlements as PayPal's bulk-payout CSV (recipient, amount, currency, reference, note), for paying by hand. */
export function settlementsCsv(rows: SettlementRow[]): string {
  const cell = (value: string) =>
    /[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replaceAll('"', '""')}"` : value
  const lines = rows.map((row) =>
    [row.paypal_email, (row.amount / 100).toFixed(2), row.currency, row.id, `Inkdraft affiliate earnings ${row.id.slice(0, 8)}`]
      .map(cell)
      .join(','),
  )
  return `${['recipient,amount,currency,reference,note', ...lines].join('\r\n')}\r\n`
}
