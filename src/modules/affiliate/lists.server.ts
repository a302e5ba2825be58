import { maskEmail } from '@/lib/mask-email'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { CommissionView, ListOf, RecordView, SettlementView } from './affiliate'
import type { CommissionRow, SettlementRow } from './affiliate.repo.server'
import type { RecordListInput } from './affiliate.schema'
import { affiliateIn, WITH_RECORDS } from './access.server'
import type { AffiliateContext } from './context.server'
import type { CommissionStatus, SettlementStatus } from './transitions'

type Paged = { page: number; page_size: number }

export const commissionView = (row: CommissionRow & { code?: string | null }): CommissionView => ({
  id: row.id,
  kind: row.kind,
  code: row.code ?? null,
  base: { amount: row.base_amount, currency: row.currency },
  rate_bps: row.rate_bps,
  amount: { amount: row.amount, currency: row.currency },
  status: row.status,
  available_at: Number(row.available_at),
  settlement_id: row.settlement_id,
  created_at: Number(row.created_at),
})

export const settlementView = (row: SettlementRow): SettlementView => ({
  id: row.id,
  amount: { amount: row.amount, currency: row.currency },
  commissions: row.commissions,
  status: row.status,
  trigger: row.trigger,
  paypal_email_masked: maskEmail(row.paypal_email),
  failure: row.failure,
  created_at: Number(row.created_at),
  sent_at: row.sent_at === null ? null : Number(row.sent_at),
  finished_at: row.finished_at === null ? null : Number(row.finished_at),
})

/** The affiliate's own lists: records, commissions, settlements (paged; the ledger read live). */
export function affiliateLists(ctx: AffiliateContext, mature: () => Promise<void>) {
  const page = (input: Paged) => ({ page: input.page, pageSize: input.page_size })
  return {
    /** GET /distribution/record-list: clicks, sign-ups and payments by code. */
    records: (async (caller, input) => {
      const affiliate = await affiliateIn(ctx.repo, caller.user.id, WITH_RECORDS)
      const { rows, total } = await ctx.repo.records(
        affiliate.id,
        { type: input.type, from: input.from || undefined, to: input.to || undefined },
        page(input),
      )
      const items = rows.map((r): RecordView => ({
        id: r.id,
        type: r.type as RecordView['type'],
        at: Number(r.at),
        code: r.code,
        // Affiliates see who signed up only as a masked address.
        detail: r.type === 'signup' ? (r.detail ? maskEmail(r.detail) : null) : r.detail,
        source: r.source,
        amount: r.amount === null || !r.currency ? null : { amount: Number(r.amount), currency: r.currency },
        commission: r.commission === null || !r.currency ? null : { amount: Number(r.commission), currency: r.currency },
        status: r.status,
      }))
      return { items, page: input.page, page_size: input.page_size, total }
    }) satisfies Service<RecordListInput, ListOf<RecordView>, UserCaller>,

    /** GET /distribution/commission: the ledger's lines. */
    commissions: (async (caller, input) => {
      await mature()
      const affiliate = await affiliateIn(ctx.repo, caller.user.id, WITH_RECORDS)
      const { rows, total } = await ctx.repo.listCommissions({ affiliateId: affiliate.id, status: input.status }, page(input))
      return { items: rows.map(commissionView), page: input.page, page_size: input.page_size, total }
    }) satisfies Service<Paged & { status?: CommissionStatus }, ListOf<CommissionView>, UserCaller>,

    /** GET /distribution/settle-list: payouts. */
    settlements: (async (caller, input) => {
      const affiliate = await affiliateIn(ctx.repo, caller.user.id, WITH_RECORDS)
      const { rows, total } = await ctx.repo.listSettlements({ affiliateId: affiliate.id, status: input.status }, page(input))
      return { items: rows.map(settlementView), page: input.page, page_size: input.page_size, total }
    }) satisfies Service<Paged & { status?: SettlementStatus }, ListOf<SettlementView>, UserCaller>,
  }
}
