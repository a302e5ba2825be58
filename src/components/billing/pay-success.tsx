import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, Coins, Hourglass, Loader2, Receipt } from 'lucide-react'
import { useEffect, useState } from 'react'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { fetchUserInfo } from '@/modules/accounts/accounts.functions'
import { rememberSession } from '@/modules/auth/client/session'
import { useUserInfo } from '@/modules/auth/client/use-session'
import type { CheckoutView } from '@/modules/billing'
import { fetchCheckoutView } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'
import { Container } from '../page'
import { PlanSummary } from '../profile/plan-summary'
import { LinkButton } from '../ui/link-button'
import { rankName } from './plan-names'

/** Asked every second and a half while the provider's event has not landed; after this, a word that it is slow. */
const POLL_MS = 1500
const SLOW_AFTER_MS = 20_000
/** Past this the page stops asking; the plan still updates when the event lands. */
const GIVE_UP_MS = 5 * 60_000

/**
 * /pay-success: only the buyer sees what was bought, once the provider has confirmed it (the page
 * asks until the webhook has landed); a visitor, someone else, or a link without a checkout sees
 * a neutral page.
 */
export function PaySuccess({ checkoutId }: { checkoutId: string | undefined }) {
  const info = useUserInfo()
  if (!info || !checkoutId) return <Neutral />
  return <Confirmation checkoutId={checkoutId} />
}

function Confirmation({ checkoutId }: { checkoutId: string }) {
  const queryClient = useQueryClient()
  const [startedAt] = useState(() => Date.now())
  const [now, setNow] = useState(startedAt)
  const query = useQuery({
    queryKey: ['checkout', checkoutId],
    queryFn: () => fetchCheckoutView({ data: { id: checkoutId } }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'open' && Date.now() - startedAt < GIVE_UP_MS ? POLL_MS : false),
  })
  const view = query.data
  const completed = view?.status === 'completed'

  useEffect(() => {
    if (completed) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [completed])

  // The new rank and allowances come with the user's info: read it again once the payment is in.
  useEffect(() => {
    if (!completed) return
    void fetchUserInfo().then((fresh) => fresh && rememberSession(queryClient, fresh))
  }, [completed, queryClient])

  if (query.error) {
    const missing =
      isAppError(query.error) && (query.error.code === ErrorCode.NOT_FOUND || query.error.code === ErrorCode.VALIDATION)
    if (missing) return <Neutral />
  }
  if (view?.status === 'canceled')
    return (
      <Frame icon={<Hourglass className="size-12 text-ink-muted" aria-hidden />} heading={m.pay_success_canceled()}>
        <LinkButton to="/{-$locale}/pricing" size="lg" className="mt-10">
          {m.profile_upgrade()}
        </LinkButton>
      </Frame>
    )
  if (!completed || !view)
    return (
      <Frame icon={<Loader2 className="size-12 animate-spin text-accent" aria-hidden />} heading={m.pay_success_waiting()} live>
        {now - startedAt > SLOW_AFTER_MS && <p className="mt-4 text-lg text-ink-muted">{m.pay_success_slow()}</p>}
      </Frame>
    )
  return <Bought view={view} />
}

function Bought({ view }: { view: CheckoutView }) {
  const info = useUserInfo()
  const plan = view.kind === 'subscription' && info ? rankName(info.rank.rank_name) : null
  return (
    <Frame
      icon={
        view.kind === 'pack' ? (
          <Coins className="size-12 text-gold" aria-hidden />
        ) : (
          <CircleCheck className="size-12 text-success" aria-hidden />
        )
      }
      heading={plan ? m.pay_success_plan_heading({ plan }) : m.pay_success_pack_heading({ count: view.credits })}
      live
    >
      <p className="mt-4 text-lg text-ink-muted">{plan ? m.pay_success_plan_body({ plan }) : m.pay_success_pack_body()}</p>
      {info && (
        <div className="mt-8 w-full rounded-lg border border-line bg-surface p-6 text-left" data-testid="pay-success-quotas">
          <PlanSummary info={info} compact />
        </div>
      )}
      <p className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
        <Receipt className="size-4" aria-hidden />
        {m.pay_success_receipt()}
      </p>
      <LinkButton to="/{-$locale}/dashboard" size="lg" className="mt-8">
        {m.pay_success_cta()}
      </LinkButton>
    </Frame>
  )
}

function Neutral() {
  return (
    <Frame icon={<Receipt className="size-12 text-ink-muted" aria-hidden />} heading={m.pay_success_neutral_heading()}>
      <p className="mt-4 text-lg text-ink-muted">{m.pay_success_neutral_body()}</p>
      <LinkButton to="/{-$locale}/pricing" variant="secondary" size="lg" className="mt-10">
        {m.profile_upgrade()}
      </LinkButton>
    </Frame>
  )
}

function Frame({
  icon,
  heading,
  children,
  live,
}: {
  icon: React.ReactNode
  heading: string
  children?: React.ReactNode
  live?: boolean
}) {
  return (
    <Container className="flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-20 text-center">
      {icon}
      <h1 className="mt-6 text-display-md text-ink" aria-live={live ? 'polite' : undefined}>
        {heading}
      </h1>
      {children}
    </Container>
  )
}
