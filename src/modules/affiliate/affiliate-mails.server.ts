import { maskEmail } from '@/lib/mask-email'
import type { Mailer } from '@/server/mail/mailer.server'
import type { Recipient } from '@/server/mail/recipient'
import type { AffiliateRepo } from './affiliate.repo.server'
import {
  applicationReceivedEmail,
  confirmPayoutEmail,
  decisionEmail,
  firstCommissionEmail,
  settlementEmail,
} from './emails.server'

/**
 * The programme's mails through the outbox (durable, sent after the change committed): an
 * application received, the decision, the first commission, a settlement paid or failed, and the
 * confirmation of a new payout address (to the account's own address).
 */
export function affiliateMails(deps: {
  repo: AffiliateRepo
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  recipientOf: (userId: string) => Promise<Recipient | null>
  holdDays: number
}) {
  const ownerOf = async (affiliateId: string) => {
    const affiliate = await deps.repo.affiliateById(affiliateId)
    const user = affiliate?.user_id ? await deps.recipientOf(affiliate.user_id) : null
    return affiliate && user ? { affiliate, user } : null
  }
  return {
    async applicationReceived(affiliateId: string) {
      const owner = await ownerOf(affiliateId)
      if (owner) await deps.mailer.enqueue({ to: owner.user.email, ...applicationReceivedEmail(deps.publicUrl, owner.user) })
    },
    async decided(affiliateId: string, approved: boolean) {
      const owner = await ownerOf(affiliateId)
      if (owner)
        await deps.mailer.enqueue({
          to: owner.user.email,
          ...decisionEmail(deps.publicUrl, owner.user, approved, owner.affiliate.decision_note),
        })
    },
    async firstCommission(affiliateId: string, commission: { amount: number; currency: string }) {
      const owner = await ownerOf(affiliateId)
      if (owner)
        await deps.mailer.enqueue({
          to: owner.user.email,
          ...firstCommissionEmail(deps.publicUrl, owner.user, commission, deps.holdDays),
        })
    },
    async settlement(settlementId: string, paid: boolean) {
      const settlement = await deps.repo.settlementById(settlementId)
      const owner = settlement && (await ownerOf(settlement.affiliate_id))
      if (!settlement || !owner) return
      await deps.mailer.enqueue({
        to: owner.user.email,
        ...settlementEmail(deps.publicUrl, owner.user, paid, {
          amount: settlement.amount,
          currency: settlement.currency,
          paypal: maskEmail(settlement.paypal_email),
        }),
      })
    },
    async confirmPayoutEmail(userId: string, paypal: string, token: string) {
      const user = await deps.recipientOf(userId)
      if (user) await deps.mailer.enqueue({ to: user.email, ...confirmPayoutEmail(deps.publicUrl, user, paypal, token) })
    },
  }
}

export type AffiliateMails = ReturnType<typeof affiliateMails>
