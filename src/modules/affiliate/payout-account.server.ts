import { randomBytes } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { AffiliateView } from './affiliate'
import type { UpdateInfoInput } from './affiliate.schema'
import { affiliateIn } from './access.server'
import type { AffiliateMails } from './affiliate-mails.server'
import { sha256, type AffiliateContext } from './context.server'
import type { ShowAffiliate } from './show.server'

const CONFIRM_SECONDS = 24 * 3600

export interface PayoutAccount {
  /** Sets the payout address: at once when it is the account's own, else after confirmation by mail. */
  set(caller: UserCaller, affiliateId: string, email: string): Promise<'set' | 'confirm'>
}

/**
 * The PayPal account payouts go to. Changing it to anything but the account's own address waits
 * for a link mailed to the account's address, so a stolen session cannot redirect the money; the
 * address in force is snapshotted on each settlement when it is made.
 */
export function payoutAccount(ctx: AffiliateContext, mails: AffiliateMails): PayoutAccount {
  return {
    async set(caller, affiliateId, email) {
      const now = ctx.now()
      if (email === caller.user.email.toLowerCase()) {
        await ctx.repo.setPayoutEmail(affiliateId, email, now)
        await ctx.repo.audit(
          [{ actor: caller.user.id, entity: 'affiliate', entityId: affiliateId, action: 'payout-email', from: null, to: email }],
          now,
        )
        return 'set'
      }
      const token = randomBytes(24).toString('base64url')
      await ctx.repo.setPendingPayoutEmail(affiliateId, email, sha256(token), now + CONFIRM_SECONDS, now)
      await mails.confirmPayoutEmail(caller.user.id, email, token)
      return 'confirm'
    },
  }
}

/** POST /distribution/update-info: the payout account and the affiliate's own payout threshold. */
export function updateInfo(
  ctx: AffiliateContext,
  account: PayoutAccount,
  show: ShowAffiliate,
): Service<UpdateInfoInput, AffiliateView, UserCaller> {
  return async (caller, input) => {
    const affiliate = await affiliateIn(ctx.repo, caller.user.id, ['approved', 'suspended'])
    if (input.payout_threshold !== null) {
      const threshold = input.payout_threshold === 0 ? null : input.payout_threshold
      if (threshold !== null && threshold < ctx.programme.minPayout)
        throw new AppError(ErrorCode.VALIDATION, 'Below the minimum', {
          fields: { payout_threshold: 'validation_affiliate_threshold' },
        })
      await ctx.repo.setTerms(affiliate.id, { payout_threshold: threshold }, ctx.now())
    }
    if (input.paypal_email !== affiliate.paypal_email) await account.set(caller, affiliate.id, input.paypal_email)
    return show(caller)
  }
}

/** Confirms a payout address from the mailed link (public: the token is the proof). */
export function confirmPayoutEmail(ctx: AffiliateContext): Service<{ token: string }, { confirmed: true }> {
  return async (_caller, input) => {
    const now = ctx.now()
    const affiliate = await ctx.repo.confirmPayoutEmail(sha256(input.token), now)
    if (!affiliate) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    await ctx.repo.audit(
      [
        {
          actor: affiliate.user_id ?? 'system',
          entity: 'affiliate',
          entityId: affiliate.id,
          action: 'payout-email',
          from: null,
          to: affiliate.paypal_email,
        },
      ],
      now,
    )
    return { confirmed: true }
  }
}
