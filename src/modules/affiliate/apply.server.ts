import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { AffiliateView } from './affiliate'
import type { ApplyInput } from './affiliate.schema'
import type { AffiliateContext } from './context.server'
import type { AffiliateMails } from './affiliate-mails.server'
import { approve } from './decide.server'
import type { PayoutAccount } from './payout-account.server'
import type { ShowAffiliate } from './show.server'

/**
 * POST /distribution: applies to the programme (pending), or applies again after a rejection.
 * With auto-approval configured the application is approved at once and gets its default code.
 * A PayPal address given here is set as the payout account would be (confirmed by mail unless it
 * is the account's own address).
 */
export function applyToProgramme(
  ctx: AffiliateContext,
  deps: { show: ShowAffiliate; mails: AffiliateMails; payoutAccount: PayoutAccount },
): Service<ApplyInput, AffiliateView, UserCaller> {
  return async (caller, input) => {
    const now = ctx.now()
    const fields = { website: input.website, audience: input.audience, promotion_plan: input.promotion_plan }
    const existing = await ctx.repo.affiliateByUser(caller.user.id)
    let affiliateId: string
    if (!existing) {
      affiliateId = randomUUID()
      const created = await ctx.repo.insertAffiliate({
        id: affiliateId,
        user_id: caller.user.id,
        status: 'pending',
        ...fields,
        paypal_email: null,
        created_at: now,
        updated_at: now,
      })
      if (!created) throw new AppError(ErrorCode.AFFILIATE_STATE, 'Already applied', { status: 'pending' })
    } else if (existing.status === 'rejected') {
      affiliateId = existing.id
      if (!(await ctx.repo.reapply(existing.id, fields, now)))
        throw new AppError(ErrorCode.AFFILIATE_STATE, 'Already applied', { status: existing.status })
    } else {
      throw new AppError(ErrorCode.AFFILIATE_STATE, 'Already applied', { status: existing.status })
    }
    await ctx.repo.audit(
      [
        {
          actor: caller.user.id,
          entity: 'affiliate',
          entityId: affiliateId,
          action: 'status',
          from: existing?.status ?? null,
          to: 'pending',
        },
      ],
      now,
    )
    if (input.paypal_email) await deps.payoutAccount.set(caller, affiliateId, input.paypal_email)
    if (ctx.programme.autoApprove) await approve(ctx, affiliateId, 'system:auto-approve', null)
    else await deps.mails.applicationReceived(affiliateId)
    return deps.show(caller)
  }
}
