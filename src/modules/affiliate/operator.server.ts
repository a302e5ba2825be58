import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import { FileResult, type Service } from '@/server/service'
import type { ListOf } from './affiliate'
import type { DecideInput, SettlementActionInput } from './affiliate.schema'
import type { AffiliateMails } from './affiliate-mails.server'
import type { AffiliateContext } from './context.server'
import { decide } from './decide.server'
import { commissionView, settlementView } from './lists.server'
import { balancesOf } from './show.server'
import { settlementsCsv, type Settlements } from './settlements.server'
import { termsOf } from './terms'
import type { AffiliateStatus, CommissionStatus, SettlementStatus } from './transitions'

type Paged = { page: number; page_size: number }
const pageOf = (input: Paged) => ({ page: input.page, pageSize: input.page_size })
const list = <T>(items: T[], input: Paged, total: number): ListOf<T> => ({
  items,
  page: input.page,
  page_size: input.page_size,
  total,
})

/** The operator's side of the programme (role admin; the transports check it, ADR 46). */
export function operatorServices(
  ctx: AffiliateContext,
  deps: { mails: AffiliateMails; settlements: Settlements; mature: () => Promise<unknown> },
) {
  return {
    affiliates: (async (_caller, input) => {
      await deps.mature()
      const { rows, total } = await ctx.repo.listAffiliates({ status: input.status, query: input.q }, pageOf(input))
      const items = await Promise.all(
        rows.map(async (row) => {
          const terms = termsOf(ctx.programme, row)
          return {
            id: row.id,
            user_id: row.user_id,
            email: row.email,
            name: row.name,
            status: row.status,
            website: row.website,
            audience: row.audience,
            promotion_plan: row.promotion_plan,
            paypal_email: row.paypal_email,
            rate_bps: terms.rateBps,
            reward_months: terms.rewardMonths,
            rate_override: row.rate_bps !== null,
            decision_note: row.decision_note,
            created_at: Number(row.created_at),
            balances: await balancesOf(ctx.repo, row.id),
          }
        }),
      )
      return list(items, input, total)
    }) satisfies Service<Paged & { status?: AffiliateStatus; q?: string }, unknown, UserCaller>,

    decide: (async (caller, input) => {
      const before = await decide(ctx, input.affiliate_id, input.action, caller.user.id, input.note)
      if (input.action === 'approve' || input.action === 'reject')
        await deps.mails.decided(input.affiliate_id, input.action === 'approve')
      return { from: before }
    }) satisfies Service<DecideInput, { from: AffiliateStatus }, UserCaller>,

    setTerms: (async (caller, input) => {
      const affiliate = await ctx.repo.affiliateById(input.affiliate_id)
      if (!affiliate) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      const now = ctx.now()
      // Only what was sent changes: null returns a term to the programme's, an absent one stays.
      const changes: { rate_bps?: number | null; reward_months?: number | null } = {}
      if (input.rate_bps !== undefined) changes.rate_bps = input.rate_bps
      if (input.reward_months !== undefined) changes.reward_months = input.reward_months
      if (Object.keys(changes).length === 0) return {}
      await ctx.repo.setTerms(affiliate.id, changes, now)
      const before = { rate_bps: affiliate.rate_bps, reward_months: affiliate.reward_months }
      await ctx.repo.audit(
        [
          {
            actor: caller.user.id,
            entity: 'affiliate',
            entityId: affiliate.id,
            action: 'terms',
            from: JSON.stringify(before),
            to: JSON.stringify({ ...before, ...changes }),
          },
        ],
        now,
      )
      return {}
    }) satisfies Service<{ affiliate_id: string; rate_bps?: number | null; reward_months?: number | null }, object, UserCaller>,

    referrals: (async (_caller, input) => {
      const { rows, total } = await ctx.repo.listReferrals({ status: input.status }, pageOf(input))
      const items = rows.map((r) => ({
        id: r.id,
        code: r.code,
        affiliate_id: r.affiliate_id,
        affiliate_email: r.affiliate_email,
        referred_email: r.referred_email,
        status: r.status,
        flags: r.flags ? r.flags.split(',') : [],
        source: r.source,
        created_at: Number(r.created_at),
      }))
      return list(items, input, total)
    }) satisfies Service<Paged & { status?: 'active' | 'flagged' | 'blocked' }, unknown, UserCaller>,

    /** Clears a flagged referral (its commissions mature) or blocks it (its unpaid commissions are reversed). */
    reviewReferral: (async (caller, input) => {
      const referral = await ctx.repo.referralById(input.referral_id)
      if (!referral) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      const to = input.action === 'clear' ? 'active' : 'blocked'
      const done = await ctx.repo.transaction(async (tx) => {
        const repo = ctx.repo.with(tx)
        const now = ctx.now()
        if (referral.status === to || !(await repo.moveReferral(referral.id, referral.status, to, now))) return false
        await repo.audit(
          [{ actor: caller.user.id, entity: 'referral', entityId: referral.id, action: 'status', from: referral.status, to }],
          now,
        )
        if (to === 'blocked')
          await repo.moveCommissions(
            await repo.unpaidLinesOf({ referralId: referral.id }),
            ['pending', 'available'],
            'reversed',
            caller.user.id,
            now,
          )
        return true
      })
      if (!done) throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: referral.status })
      await deps.mature()
      return {}
    }) satisfies Service<{ referral_id: string; action: 'clear' | 'block' }, object, UserCaller>,

    commissions: (async (_caller, input) => {
      await deps.mature()
      const { rows, total } = await ctx.repo.listCommissions({ status: input.status }, pageOf(input))
      return list(
        rows.map((r) => ({ ...commissionView(r), affiliate_id: r.affiliate_id, affiliate_email: r.affiliate_email })),
        input,
        total,
      )
    }) satisfies Service<Paged & { status?: CommissionStatus }, unknown, UserCaller>,

    settlements: (async (_caller, input) => {
      const { rows, total } = await ctx.repo.listSettlements({ status: input.status }, pageOf(input))
      return list(
        rows.map((r) => ({
          ...settlementView(r),
          affiliate_email: r.affiliate_email,
          paypal_email: r.paypal_email,
          provider: r.provider,
          attempt: r.attempt,
          note: r.note,
        })),
        input,
        total,
      )
    }) satisfies Service<Paged & { status?: SettlementStatus }, unknown, UserCaller>,

    runSettlements: (async (caller) => {
      const made = await deps.settlements.runAll('operator', caller.user.id)
      return { created: made.length }
    }) satisfies Service<void, { created: number }, UserCaller>,

    settlementAction: (async (caller, input) => {
      if (!(await ctx.repo.settlementById(input.settlement_id))) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
      if (input.action === 'retry') await deps.settlements.retry(input.settlement_id, caller.user.id)
      else if (input.action === 'cancel') await deps.settlements.cancel(input.settlement_id, caller.user.id, input.note)
      else if (input.action === 'mark-paid') await deps.settlements.markPaid(input.settlement_id, caller.user.id, input.note)
      else await deps.settlements.refresh(input.settlement_id, caller.user.id)
      const row = await ctx.repo.settlementById(input.settlement_id)
      return row ? settlementView(row) : null
    }) satisfies Service<SettlementActionInput, unknown, UserCaller>,

    /** The settlements waiting to be paid (open, failed), as PayPal's bulk-payout CSV. */
    exportCsv: (async () => {
      const rows = await ctx.repo.settlementsIn(['open', 'failed'], true)
      return new FileResult(new TextEncoder().encode(settlementsCsv(rows)), 'text/csv; charset=utf-8', 'private-no-store')
    }) satisfies Service<void, FileResult, UserCaller>,

    auditLog: (async (_caller, input) => {
      const { rows, total } = await ctx.repo.auditLog({ entity: input.entity, entityId: input.entity_id }, pageOf(input))
      return list(
        rows.map((r) => ({
          id: r.id,
          actor: r.actor,
          entity: r.entity,
          entity_id: r.entity_id,
          action: r.action,
          from: r.from_value,
          to: r.to_value,
          at: Number(r.at),
        })),
        input,
        total,
      )
    }) satisfies Service<
      Paged & { entity?: 'affiliate' | 'commission' | 'settlement' | 'referral'; entity_id?: string },
      unknown,
      UserCaller
    >,
  }
}
