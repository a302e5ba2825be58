import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Coins, ExternalLink, FlaskConical, Loader2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { currentLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format-date'
import { toast } from '@/lib/toast'
import { packCredits, type UserInfo } from '@/modules/accounts'
import { fetchUserInfo } from '@/modules/accounts/accounts.functions'
import { rememberSession } from '@/modules/auth/client/session'
import type { BillingOverview, SandboxTestAction } from '@/modules/billing'
import {
  billingPortalFn,
  cancelSubscriptionFn,
  changePlanFn,
  fetchBillingOverview,
  resumeSubscriptionFn,
  sandboxTestFn,
} from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { Dialog, DialogClose, DialogContent } from '../ui/dialog'
import { LinkButton } from '../ui/link-button'
import { formatMoney } from './money'
import { rankName } from './plan-names'

export const BILLING_OVERVIEW_KEY = ['billing-overview'] as const

const PLAN_CHOICES = [
  { plan_id: 'pro', interval: 'month', rank: 'PRO' },
  { plan_id: 'pro', interval: 'year', rank: 'PRO' },
  { plan_id: 'studio', interval: 'month', rank: 'STUDIO' },
  { plan_id: 'studio', interval: 'year', rank: 'STUDIO' },
] as const

/**
 * The profile's subscription section: plan, renewal, cancel at period end and resume, change of
 * plan, pack credits, receipts, the provider's page for cards and invoices, and in the sandbox its
 * test controls. After each change the overview and the user's info are read again: the rank
 * follows the provider's event.
 */
export function SubscriptionPanel({ info }: { info: UserInfo }) {
  const queryClient = useQueryClient()
  const { data: overview } = useQuery({ queryKey: BILLING_OVERVIEW_KEY, queryFn: () => fetchBillingOverview() })
  const [busy, setBusy] = useState<string | null>(null)
  const lang = currentLocale().htmlLang

  async function run(name: string, action: () => Promise<BillingOverview>, done?: (o: BillingOverview) => string) {
    setBusy(name)
    try {
      const next = await action()
      queryClient.setQueryData(BILLING_OVERVIEW_KEY, next)
      const fresh = await fetchUserInfo()
      if (fresh) rememberSession(queryClient, fresh)
      if (done) toast.success(done(next))
    } catch {
      // refusals are toasted by the error catalogue
    } finally {
      setBusy(null)
    }
  }

  if (!overview)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden />
      </p>
    )
  const sub = overview.subscription
  const plan = sub ? rankName(sub.rank_name) : null
  const endDate = sub ? formatLongDate(sub.current_period_end, lang) : ''
  const credits = packCredits(info)

  return (
    <div className="space-y-8" data-testid="subscription-panel">
      <div className="space-y-3">
        {sub && plan ? (
          <>
            <p className="font-display text-xl text-ink" data-testid="subscription-plan">
              {(sub.interval === 'year' ? m.billing_profile_plan_year : m.billing_profile_plan_month)({
                plan,
                price: formatMoney(sub.price.amount, sub.price.currency, lang),
              })}
            </p>
            {sub.status === 'past_due' && (
              <p className="flex items-start gap-2 text-sm text-warning" role="status">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {m.billing_profile_past_due({ plan })}
              </p>
            )}
            <p className="text-sm text-ink-muted" data-testid="subscription-renewal">
              {sub.cancel_at_period_end
                ? m.billing_profile_ends({ date: endDate, plan })
                : m.billing_profile_renews({ date: endDate })}
            </p>
            <div className="flex flex-wrap gap-2 pt-2">
              {sub.cancel_at_period_end ? (
                <Button
                  size="sm"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      'resume',
                      () => resumeSubscriptionFn(),
                      () => m.billing_profile_resumed_toast(),
                    )
                  }
                >
                  {busy === 'resume' && <Loader2 className="animate-spin" aria-hidden />}
                  {m.billing_profile_resume()}
                </Button>
              ) : (
                <CancelButton
                  plan={plan}
                  date={endDate}
                  busy={busy === 'cancel'}
                  disabled={busy !== null}
                  onConfirm={() =>
                    void run(
                      'cancel',
                      () => cancelSubscriptionFn(),
                      () => m.billing_profile_canceled_toast({ date: endDate }),
                    )
                  }
                />
              )}
              {overview.has_portal && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy !== null}
                  onClick={async () => {
                    setBusy('portal')
                    try {
                      window.location.assign((await billingPortalFn()).url)
                    } catch {
                      setBusy(null)
                    }
                  }}
                >
                  <ExternalLink aria-hidden />
                  {m.billing_profile_portal()}
                </Button>
              )}
            </div>
            <ChangePlan
              current={`${sub.plan_id}-${sub.interval}`}
              disabled={busy !== null}
              onChange={(choice) =>
                void run(
                  'change',
                  () => changePlanFn({ data: { plan_id: choice.plan_id, interval: choice.interval } }),
                  () => m.billing_profile_changed_toast({ plan: rankName(choice.rank) }),
                )
              }
            />
          </>
        ) : (
          <>
            <p className="font-display text-xl text-ink">{m.billing_profile_free()}</p>
            <LinkButton to="/{-$locale}/pricing" size="sm">
              {m.profile_upgrade()}
            </LinkButton>
          </>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
        <p className="flex items-center gap-2 text-sm text-ink">
          <Coins className="size-4 text-gold" aria-hidden />
          {credits ? m.billing_profile_credits({ left: credits.left, total: credits.limit }) : m.billing_packs_heading()}
        </p>
        <LinkButton to="/{-$locale}/pricing" hash="pricing-packs" variant="secondary" size="sm">
          {m.billing_profile_buy_credits()}
        </LinkButton>
      </div>

      <Receipts overview={overview} />

      {overview.provider === 'sandbox' && (
        <SandboxControls
          busy={busy}
          hasSubscription={Boolean(sub)}
          hasPayment={overview.payments.length > 0}
          onAction={(action) =>
            void run(
              action,
              () => sandboxTestFn({ data: { action } }),
              () => m.billing_test_done(),
            )
          }
        />
      )}
    </div>
  )
}

function CancelButton({
  plan,
  date,
  busy,
  disabled,
  onConfirm,
}: {
  plan: string
  date: string
  busy: boolean
  disabled: boolean
  onConfirm: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {m.billing_profile_cancel()}
      </Button>
      <DialogContent title={m.billing_profile_cancel_title({ plan })} description={m.billing_profile_cancel_body({ plan, date })}>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{m.billing_profile_keep()}</Button>
          </DialogClose>
          <Button
            variant="primary"
            onClick={() => {
              setOpen(false)
              onConfirm()
            }}
          >
            {m.billing_profile_cancel_confirm()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function ChangePlan({
  current,
  disabled,
  onChange,
}: {
  current: string
  disabled: boolean
  onChange: (choice: (typeof PLAN_CHOICES)[number]) => void
}) {
  const [chosen, setChosen] = useState(current)
  const choice = PLAN_CHOICES.find((c) => `${c.plan_id}-${c.interval}` === chosen)
  return (
    <form
      className="flex flex-wrap items-end gap-2 pt-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (choice && chosen !== current) onChange(choice)
      }}
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {m.billing_profile_change_label()}
        <select
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 rounded-sm border border-line-strong bg-surface px-3 text-sm text-ink"
          data-testid="change-plan"
        >
          {PLAN_CHOICES.map((c) => (
            <option key={`${c.plan_id}-${c.interval}`} value={`${c.plan_id}-${c.interval}`}>
              {(c.interval === 'year' ? m.billing_receipt_plan_year : m.billing_receipt_plan_month)({ plan: rankName(c.rank) })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" variant="secondary" disabled={disabled || chosen === current}>
        {m.billing_profile_change_submit()}
      </Button>
    </form>
  )
}

function Receipts({ overview }: { overview: BillingOverview }) {
  const lang = currentLocale().htmlLang
  return (
    <div className="border-t border-line pt-6">
      <h3 className="font-display text-lg text-ink">{m.billing_profile_receipts()}</h3>
      {overview.payments.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{m.billing_profile_receipts_none()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        <section className="relative mt-3 overflow-x-auto" tabIndex={0} aria-label={m.billing_profile_receipts()}>
          <table className="w-full text-left text-sm" data-testid="receipts">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {m.billing_receipt_date()}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {m.billing_receipt_item()}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {m.billing_receipt_amount()}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.payments.map((p) => (
                <tr key={p.id} className="border-t border-line">
                  <td className="py-2 pr-4 whitespace-nowrap text-ink-muted">{formatLongDate(p.paid_at, lang)}</td>
                  <td className="py-2 pr-4 text-ink">
                    {p.kind === 'pack' ? m.billing_receipt_pack({ count: p.credits }) : planLabel(p.price_id)}
                    {p.adjustment && (
                      <span className="ml-2 rounded-full border border-line-strong px-2 py-0.5 text-xs text-ink-muted">
                        {p.adjustment === 'refund' ? m.billing_receipt_refunded() : m.billing_receipt_disputed()}
                      </span>
                    )}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap text-ink">{formatMoney(p.amount, p.currency, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}

/** `pro-year-usd` → "Pro, yearly". */
function planLabel(priceId: string): string {
  const [plan = '', interval] = priceId.split('-')
  const name = rankName(plan.toUpperCase())
  return (interval === 'year' ? m.billing_receipt_plan_year : m.billing_receipt_plan_month)({ plan: name })
}

function SandboxControls({
  busy,
  hasSubscription,
  hasPayment,
  onAction,
}: {
  busy: string | null
  hasSubscription: boolean
  hasPayment: boolean
  onAction: (action: SandboxTestAction) => void
}) {
  const actions: { action: SandboxTestAction; label: string; enabled: boolean }[] = [
    { action: 'advance-clock', label: m.billing_test_advance(), enabled: hasSubscription },
    { action: 'fail-renewal', label: m.billing_test_fail(), enabled: hasSubscription },
    { action: 'refund-latest', label: m.billing_test_refund(), enabled: hasPayment },
    { action: 'dispute-latest', label: m.billing_test_dispute(), enabled: hasPayment },
  ]
  return (
    <div className="rounded-md border border-dashed border-warning/60 p-4" data-testid="sandbox-controls">
      <h3 className="flex items-center gap-2 text-sm font-medium text-warning">
        <FlaskConical className="size-4" aria-hidden />
        {m.billing_test_heading()} · {m.sandbox_badge()}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{m.billing_test_body()}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.map(({ action, label, enabled }) => (
          <Button key={action} size="sm" variant="ghost" disabled={!enabled || busy !== null} onClick={() => onAction(action)}>
            {busy === action && <Loader2 className="animate-spin" aria-hidden />}
            {label}
          </Button>
        ))}
      </div>
    </div>
  )
}
