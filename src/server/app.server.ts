import { accountsModule } from '@/modules/accounts/index.server'
import { affiliateModule } from '@/modules/affiliate/index.server'
import { authModule } from '@/modules/auth/index.server'
import { billingModule } from '@/modules/billing/index.server'
import { designsModule } from '@/modules/designs/index.server'
import { feedbackModule } from '@/modules/feedback/index.server'
import { galleriesModule } from '@/modules/galleries/index.server'
import { siteModule } from '@/modules/site/index.server'
import { uploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from './adapters.server'

/**
 * The composition root: every module built once over the adapters, and given the other modules
 * it needs. This is the one file of src/server that knows the modules; the transports reach the
 * services through it (`(app) => app.auth.login`).
 */
export function composeApp(adapters: Adapters) {
  const uploads = uploadsModule(adapters)
  // Accounts deletes the designs' files with the account, and designs reserve the accounts' credits.
  const designFiles = (userId: string) => designs.fileKeysOf(userId)
  const packCreditsOf = (userId: string) => billing.packCreditsOf(userId)
  const recipientOf = async (userId: string) => (await accounts.userInfoOf(userId).catch(() => null))?.user ?? null
  const accounts = accountsModule({ ...adapters, ownedFiles: [uploads.fileKeysOf, designFiles], packCreditsOf })
  const billing = billingModule({
    ...adapters,
    applyEntitlement: accounts.applyEntitlement,
    rankPositions: accounts.rankPositions,
    rankDetails: accounts.rankDetails,
    rankOf: accounts.rankOf,
    recipientOf,
    paymentMoved: (tx, paymentId, recorded) => affiliate.paymentMoved(tx, paymentId, recorded),
    chargeAdjusted: (tx, provider, chargeId) => affiliate.chargeAdjusted(tx, provider, chargeId),
  })
  const affiliate = affiliateModule({ ...adapters, recipientOf })
  const designs = designsModule({ ...adapters, uploads, quotas: accounts.quotas })
  const auth = authModule({
    ...adapters,
    accounts,
    onNewUser: (user, referral, context) => affiliate.attribute(user, referral, context),
  })
  const feedback = feedbackModule({ ...adapters, jobParamsOf: designs.jobParamsOf })
  const galleries = galleriesModule()
  const site = siteModule({ ...adapters, galleryPaths: galleries.galleryPaths })
  // Every module's mails, for the one sender that delivers the outbox.
  const mailComposers = { ...auth.mailComposers }
  return { adapters, accounts, affiliate, auth, billing, uploads, designs, feedback, galleries, site, mailComposers }
}

export type App = ReturnType<typeof composeApp>
