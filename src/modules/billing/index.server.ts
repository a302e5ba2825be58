import type { Adapters } from '@/server/adapters.server'
import { logger } from '@/server/log.server'
import type { Recipient } from '@/server/mail/recipient'
import {
  applyEvents,
  type ApplyEntitlement,
  type BillingNote,
  type ChargeAdjusted,
  type PaymentMoved,
  type RankPositions,
} from './apply-events.server'
import { billingMails } from './billing-mails.server'
import { billingRepo } from './billing.repo.server'
import { catalogueOf, type RankDetails } from './catalogue.server'
import { checkoutView } from './checkout-view.server'
import { manageSubscription } from './manage-subscription.server'
import { receiveWebhook } from './receive-webhook.server'
import { sandboxCheckout } from './sandbox-checkout.server'
import { startCheckout } from './start-checkout.server'

export type { ApplyEntitlement, BillingNote, ChargeAdjusted, PaymentMoved, RankDetails, RankPositions }

export type BillingDeps = Pick<Adapters, 'database' | 'payments' | 'config' | 'mailer'> & {
  /** From accounts: sets the rank and quota anchor billing derives. */
  applyEntitlement: ApplyEntitlement
  rankPositions: RankPositions
  rankDetails: RankDetails
  /** From accounts: whom a user's mail goes to, in their language (null once the account is gone). */
  recipientOf: (userId: string) => Promise<Recipient | null>
  rankOf: (userId: string) => Promise<string>
  /** From the affiliate programme: writes commissions in the transaction that records money. */
  paymentMoved?: PaymentMoved
  chargeAdjusted?: ChargeAdjusted
}

const log = logger('billing')
const SANDBOX_CLOCK_MS = 60_000

/** The billing module (ADR 45): prices, checkout, subscriptions and the provider's events. */
export function billingModule(deps: BillingDeps) {
  const repo = billingRepo(deps.database.db)
  const { payments, sandbox } = deps.payments
  const notify = billingMails({ repo, mailer: deps.mailer, publicUrl: deps.config.publicUrl, recipientOf: deps.recipientOf })
  const apply = applyEvents({
    repo,
    payments,
    applyEntitlement: deps.applyEntitlement,
    rankPositions: deps.rankPositions,
    notify,
    log: (message, fields) => log.warn(message, fields),
    paymentMoved: deps.paymentMoved,
    chargeAdjusted: deps.chargeAdjusted,
  })
  const manageDeps = { repo, payments, publicUrl: deps.config.publicUrl, rankOf: deps.rankOf }
  // The sandbox tells billing what happened as Stripe's webhooks would, through the same handler.
  sandbox?.connect(async (events) => {
    await apply('sandbox', events)
  })
  const manage = manageSubscription(manageDeps)
  return {
    catalogue: catalogueOf({ repo, rankDetails: deps.rankDetails }),
    checkout: startCheckout(manageDeps),
    checkoutView: checkoutView({ repo }),
    overview: manage.overview,
    cancel: manage.cancel,
    resume: manage.resume,
    change: manage.change,
    portal: manage.portal,
    webhook: receiveWebhook({ payments, apply }),
    sandbox: sandboxCheckout({ sandbox, repo, manage: manageDeps }),
    /** For accounts: priority credits bought in packs that still stand. */
    packCreditsOf: (userId: string) => repo.packCreditsOf(userId),
    /**
     * The sandbox's own clock: once a minute, subscriptions whose period has ended renew (or end,
     * if canceled), as Stripe's clock moves them. Nothing runs for Stripe.
     */
    startSandboxClock() {
      if (!sandbox) return
      const tick = () =>
        void sandbox.sweep().catch((error: unknown) => log.warn('sandbox clock failed', { error: String(error) }))
      setInterval(tick, SANDBOX_CLOCK_MS).unref()
    },
    /** For tests and scripts: applies events as if the provider had delivered them. */
    applyEvents: apply,
  }
}

export type BillingModule = ReturnType<typeof billingModule>
