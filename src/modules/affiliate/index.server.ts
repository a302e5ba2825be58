import type { Kysely } from 'kysely'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Adapters } from '@/server/adapters.server'
import type { UserCaller } from '@/server/caller'
import type { Database } from '@/server/db/schema'
import { logger } from '@/server/log.server'
import type { Recipient } from '@/server/mail/recipient'
import { PayoutWebhookRejected, type PayoutStatus, type Payouts } from '@/server/payouts/payouts'
import type { Service } from '@/server/service'
import { affiliateMails } from './affiliate-mails.server'
import { affiliateRepo } from './affiliate.repo.server'
import { applyToProgramme } from './apply.server'
import { attributeSignUp, type NewUser, type SignUpReferral } from './attribute.server'
import { recordClick } from './click.server'
import { affiliateCodes } from './codes.server'
import { keyedHash, programmeOf, type AffiliateContext } from './context.server'
import { dashboard } from './dashboard.server'
import { commissionLedger, type LedgerNote } from './ledger.server'
import { affiliateLists } from './lists.server'
import { matureCommissions } from './mature.server'
import { operatorServices } from './operator.server'
import { confirmPayoutEmail, payoutAccount, updateInfo } from './payout-account.server'
import { settlements } from './settlements.server'
import { programmeView, showAffiliate, viewOf } from './show.server'
import { affiliateIn } from './access.server'
import { affiliateBanners } from './banner.server'
import { nextPayoutDate } from './terms'

export type { NewUser, SignUpReferral }

export type AffiliateDeps = Pick<Adapters, 'database' | 'config' | 'mailer' | 'engine'> & {
  payouts: Payouts
  recipientOf: (userId: string) => Promise<Recipient | null>
}

const log = logger('affiliate')
const TIMER_MS = 60_000
const DAY = 86_400

/** The affiliate programme (ADR 46): applications, codes and clicks, attribution, the ledger, settlements. */
export function affiliateModule(deps: AffiliateDeps) {
  const repo = affiliateRepo(deps.database.db)
  const programme = programmeOf(deps.config)
  // The sandbox's clock may be moved on (days), so a held commission can be seen maturing without waiting a month.
  let sandboxOffset = 0
  const ctx: AffiliateContext = {
    repo,
    programme,
    payouts: deps.payouts,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    recipientOf: deps.recipientOf,
    now: () => Math.floor(Date.now() / 1000) + sandboxOffset,
    hash: keyedHash(deps.config.authSecret),
  }
  const mails = affiliateMails({
    repo,
    mailer: deps.mailer,
    publicUrl: ctx.publicUrl,
    recipientOf: deps.recipientOf,
    holdDays: programme.holdDays,
  })
  const mature = matureCommissions(ctx)
  const show = showAffiliate(ctx, async () => void (await mature()))
  const account = payoutAccount(ctx, mails)
  const payouts = settlements(ctx, {
    mature,
    log: (message, fields) => log.warn(message, fields),
    notify: (note) =>
      mails
        .settlement(note.settlementId, note.kind === 'settlement-paid')
        .catch((error: unknown) => log.warn('settlement mail failed', { error: String(error) })),
  })
  const ledger = commissionLedger({ programme, now: ctx.now })
  const codes = affiliateCodes(ctx)
  const lists = affiliateLists(ctx, async () => void (await mature()))

  return {
    programme: (async (_caller) => programmeView(programme)) satisfies Service<void, ReturnType<typeof programmeView>>,
    apply: applyToProgramme(ctx, { show, mails, payoutAccount: account }),
    show: show as Service<void, Awaited<ReturnType<typeof show>>, UserCaller>,
    records: lists.records,
    commissions: lists.commissions,
    settlements: lists.settlements,
    dashboard: dashboard(ctx, async () => void (await mature())),
    checkCode: codes.check,
    codes: codes.list,
    createCode: codes.create,
    click: recordClick(ctx),
    updateInfo: updateInfo(ctx, account, show),
    confirmPayoutEmail: confirmPayoutEmail(ctx),
    /** The marketing banners (GET /distribution/banner) and their list for the assets page. */
    banner: affiliateBanners(deps),

    /** POST /distribution/settle: a payout now, when the available balance reaches the threshold. */
    requestPayout: (async (caller, input) => {
      const affiliate = await affiliateIn(repo, caller.user.id, ['approved'])
      if (!affiliate.paypal_email)
        throw new AppError(ErrorCode.AFFILIATE_STATE, 'No payout account', { reason: 'no-payout-account' })
      const row = await payouts.settle(affiliate.id, input.currency, 'requested', caller.user.id)
      if (!row) throw new AppError(ErrorCode.AFFILIATE_STATE, 'Below the payout threshold', { reason: 'below-threshold' })
      return viewOf(ctx, await repo.affiliateById(affiliate.id))
    }) satisfies Service<{ currency: string }, unknown, UserCaller>,

    operator: {
      ...operatorServices(ctx, { mails, settlements: payouts, mature }),
      /** Sandbox only: moves the programme's clock on by days (held commissions mature, as after a real wait). */
      advanceClock: (async (_caller, input) => {
        if (deps.config.payments.kind !== 'sandbox') throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
        sandboxOffset += input.days * DAY
        await mature()
        return { now: ctx.now() }
      }) satisfies Service<{ days: number }, { now: number }, UserCaller>,
    },

    /** A payout provider's webhook. */
    payoutWebhook: (async (_caller, input) => {
      const raw = new TextDecoder().decode(input.body)
      let status: PayoutStatus | null
      try {
        status = await deps.payouts.readWebhook(raw, input.headers)
      } catch (error) {
        // A signature that does not verify is refused; PayPal unreachable for the check is a 503, so it delivers again.
        if (error instanceof PayoutWebhookRejected) throw new AppError(ErrorCode.BAD_REQUEST, 'Webhook rejected')
        throw new AppError(ErrorCode.UNAVAILABLE, 'Payout provider unavailable', null, { cause: error })
      }
      if (status) await payouts.fromProvider(status)
      return { received: true }
    }) satisfies Service<{ body: Uint8Array; headers: Record<string, string> }, { received: true }>,

    /** For auth: attributes a new account to the affiliate whose link brought it (never fails a sign-up). */
    async attribute(user: NewUser, referral: SignUpReferral, context: UserCaller['context']): Promise<void> {
      await attributeSignUp(ctx)(user, referral, context).catch((error: unknown) =>
        log.warn('attribution failed', { error: String(error) }),
      )
    },

    /** For billing: inside the transaction that recorded a payment, or a refund or dispute of one. */
    async paymentMoved(tx: Kysely<Database>, paymentId: string, recorded: boolean): Promise<() => Promise<void>> {
      const notes: LedgerNote[] = []
      await ledger.paymentMoved(tx, paymentId, recorded, notes)
      // What to tell the affiliate, run by billing after its commit.
      return async () => {
        for (const note of notes) await mails.firstCommission(note.affiliateId, { amount: note.amount, currency: note.currency })
      }
    },

    /** For billing: inside the transaction that recorded a refund or dispute of a charge. */
    chargeAdjusted: (tx: Kysely<Database>, provider: string, chargeId: string) => ledger.chargeAdjusted(tx, provider, chargeId),

    /** The programme's timer: matures held commissions, follows payouts, and runs the monthly settlement on its day. */
    startTimers() {
      let lastRunDay = -1
      const tick = async () => {
        await mature()
        await payouts.pollProcessing()
        const now = ctx.now()
        const today = Math.floor(now / DAY)
        if (nextPayoutDate(now - (now % DAY), programme.payoutDay) === now - (now % DAY) && lastRunDay !== today) {
          await payouts.runAll('monthly')
          // Only once it went through: a failed run is tried again at the next tick.
          lastRunDay = today
        }
      }
      setInterval(
        () => void tick().catch((error: unknown) => log.warn('affiliate timer failed', { error: String(error) })),
        TIMER_MS,
      ).unref()
    },

    /** For tests and scripts. */
    internals: { ctx, mature, settlements: payouts },
  }
}

export type AffiliateModule = ReturnType<typeof affiliateModule>
