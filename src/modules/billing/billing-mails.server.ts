import type { Mailer } from '@/server/mail/mailer.server'
import type { Recipient } from '@/server/mail/recipient'
import type { BillingNote } from './apply-events.server'
import type { BillingRepo } from './billing.repo.server'
import { paymentFailedEmail, receiptEmail, type Bought } from './emails.server'

/**
 * Mails about money, in the buyer's language, through the outbox (so a crash after the event's
 * commit cannot lose them): a receipt for every recorded payment, a word when a renewal fails.
 */
export function billingMails(deps: {
  repo: BillingRepo
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  recipientOf: (userId: string) => Promise<Recipient | null>
}) {
  return async (note: BillingNote): Promise<void> => {
    const user = await deps.recipientOf(note.userId)
    if (!user) return
    if (note.kind === 'receipt') {
      const payment = await deps.repo.paymentById(note.paymentId)
      const price = payment && (await deps.repo.priceById(payment.price_id))
      if (!payment || !price) return
      const plan = price.plan_id ? await deps.repo.planById(price.plan_id) : undefined
      const bought: Bought = plan
        ? { kind: 'plan', rank: plan.rank_name, interval: price.interval ?? 'month' }
        : { kind: 'pack', credits: Number(payment.credits) }
      await deps.mailer.enqueue({
        to: user.email,
        ...receiptEmail(deps.publicUrl, user, {
          amount: payment.amount,
          currency: payment.currency,
          paidAt: Number(payment.paid_at),
          reference: payment.provider_charge_id,
          bought,
        }),
      })
      return
    }
    const subscription = (await deps.repo.subscriptionsOf(note.userId)).find(
      (s) => s.provider_subscription_id === note.providerSubscriptionId,
    )
    const price = subscription && (await deps.repo.priceById(subscription.price_id))
    const plan = price?.plan_id ? await deps.repo.planById(price.plan_id) : undefined
    if (!plan) return
    await deps.mailer.enqueue({ to: user.email, ...paymentFailedEmail(deps.publicUrl, user, plan.rank_name) })
  }
}
