import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { SandboxOutcome, SandboxPayments, SandboxSession } from '@/server/payments/sandbox.server'
import type { Service } from '@/server/service'
import type { BillingRepo } from './billing.repo.server'
import type { ManageDeps } from './manage-subscription.server'
import { manageSubscription } from './manage-subscription.server'

/** The sandbox checkout page's view of a session: only what the buyer chose and where to go next. */
export interface SandboxSessionView {
  id: string
  status: SandboxSession['status']
  declines: number
  purchase: SandboxSession['purchase']
  /** The plan's rank (`PRO`) for a subscription, null for a pack. */
  rank_name: string | null
  /** Priority credits of a pack, 0 for a plan. */
  credits: number
  amount: number
  currency: string
  interval: 'month' | 'year' | null
  email: string
  /** Where the buyer goes when the page is done (paid: pay-success; canceled: pricing). */
  next: string | null
}

export type SandboxTestAction = 'advance-clock' | 'fail-renewal' | 'refund-latest' | 'dispute-latest'

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Not Found')

/**
 * The sandbox provider's pages (ADR 45): its checkout, and the test controls a provider's
 * dashboard has (the clock, a failed renewal, a refund, a dispute). They exist only when the
 * sandbox takes payments, and act only on the caller's own sessions and subscription.
 */
export function sandboxCheckout(deps: { sandbox: SandboxPayments | null; repo: BillingRepo; manage: ManageDeps }) {
  const manage = manageSubscription(deps.manage)

  async function ownSession(caller: UserCaller, id: string): Promise<{ sandbox: SandboxPayments; session: SandboxSession }> {
    const sandbox = deps.sandbox
    const session = sandbox ? await sandbox.session(id) : undefined
    if (!sandbox || !session || session.userId !== caller.user.id) throw notFound()
    return { sandbox, session }
  }

  const view = async (session: SandboxSession): Promise<SandboxSessionView> => ({
    id: session.id,
    status: session.status,
    declines: session.declines,
    purchase: session.purchase,
    rank_name:
      session.purchase.kind === 'subscription' ? ((await deps.repo.planById(session.purchase.planId))?.rank_name ?? null) : null,
    credits: session.purchase.kind === 'pack' ? ((await deps.repo.packById(session.purchase.packId))?.credits ?? 0) : 0,
    amount: session.price.money.amount,
    currency: session.price.money.currency,
    interval: session.price.interval,
    email: session.email,
    next: session.status === 'paid' ? session.successUrl : session.status === 'canceled' ? session.cancelUrl : null,
  })

  const show: Service<{ session_id: string }, SandboxSessionView, UserCaller> = async (caller, input) =>
    view((await ownSession(caller, input.session_id)).session)

  const pay: Service<{ session_id: string; outcome: SandboxOutcome }, SandboxSessionView, UserCaller> = async (caller, input) => {
    const { sandbox, session } = await ownSession(caller, input.session_id)
    // A second click on "Pay" (or a reload) finds the session paid and answers as the first did.
    if (session.status !== 'open') return view(session)
    return view(await sandbox.pay(session.id, input.outcome))
  }

  const cancel: Service<{ session_id: string }, SandboxSessionView, UserCaller> = async (caller, input) => {
    const { sandbox, session } = await ownSession(caller, input.session_id)
    const canceled = await sandbox.cancelSession(session.id)
    if (canceled?.status === 'canceled') await deps.repo.cancelCheckout(session.checkoutId)
    return view(canceled ?? session)
  }

  const test: Service<{ action: SandboxTestAction }, Awaited<ReturnType<typeof manage.overview>>, UserCaller> = async (
    caller,
    input,
  ) => {
    const sandbox = deps.sandbox
    if (!sandbox) throw notFound()
    if (input.action === 'refund-latest' || input.action === 'dispute-latest') {
      const [latest] = await deps.repo.paymentsOf(caller.user.id, 1)
      if (latest?.provider !== 'sandbox') throw notFound()
      if (input.action === 'refund-latest') await sandbox.refund(latest.provider_charge_id)
      else await sandbox.dispute(latest.provider_charge_id)
      return manage.overview(caller)
    }
    const subscription = await manage.current(caller.user.id)
    if (!subscription) throw notFound()
    if (input.action === 'advance-clock') await sandbox.advanceClock(subscription.provider_subscription_id)
    else await sandbox.failRenewal(subscription.provider_subscription_id)
    return manage.overview(caller)
  }

  return { show, pay, cancel, test }
}
