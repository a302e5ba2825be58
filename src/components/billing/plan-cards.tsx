import { Check, Loader2, Minus, Sparkles } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { Catalogue, CataloguePlan, Currency } from '@/modules/billing'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { LinkButton } from '../ui/link-button'
import { formatCount, formatMoney } from './money'
import { rankName, rankTagline } from './plan-names'
import type { BuyKey } from './use-checkout'

export type Interval = 'month' | 'year'

/** The plan's price in a currency and interval (FREE has none). */
export function priceOf(plan: CataloguePlan, interval: Interval, currency: string) {
  return plan.prices.find((p) => p.interval === interval && p.currency === currency)
}

/** What choosing a yearly price saves against twelve monthly ones, across the paid plans (the smallest). */
export function yearlySaving(catalogue: Catalogue, currency: string): number {
  const savings = catalogue.plans.flatMap((plan) => {
    const month = priceOf(plan, 'month', currency)
    const year = priceOf(plan, 'year', currency)
    return month && year ? [1 - year.amount / (12 * month.amount)] : []
  })
  return savings.length ? Math.min(...savings) : 0
}

/** What a plan gives, from its rank (the same table the server enforces). */
export function planFeatures(plan: CataloguePlan): { text: string; included: boolean }[] {
  return [
    { text: m.billing_feature_slow({ count: formatCount(plan.quotas.slow.limit) }), included: true },
    plan.quotas.priority.limit > 0 && plan.image.priority_lane
      ? { text: m.billing_feature_priority({ count: formatCount(plan.quotas.priority.limit) }), included: true }
      : { text: m.billing_feature_priority_none(), included: false },
    { text: m.billing_feature_variations({ count: plan.image.max_variations }), included: true },
    plan.image.svg_export
      ? { text: m.billing_feature_svg(), included: true }
      : { text: m.billing_feature_png_only(), included: true },
    { text: m.billing_feature_no_loss(), included: true },
  ]
}

export interface PlanCardsProps {
  catalogue: Catalogue
  interval: Interval
  currency: Currency
  /** The signed-in reader's rank, or null for a visitor. */
  currentRank: string | null
  /** Whether the reader pays for a plan now (a change then happens in the profile). */
  subscribed: boolean
  pending: BuyKey | null
  onChoose: (key: BuyKey) => void
  compact?: boolean
}

/** FREE, PRO and STUDIO side by side (compact: the paid ones), the reader's plan marked. */
export function PlanCards({
  catalogue,
  interval,
  currency,
  currentRank,
  subscribed,
  pending,
  onChoose,
  compact,
}: PlanCardsProps) {
  const lang = currentLocale().htmlLang
  return (
    <ul className={cn('grid gap-4', compact ? 'sm:grid-cols-2' : 'gap-6 lg:grid-cols-3')} data-testid="plan-cards">
      {/* Where a limit was met (the dialog) only what lifts it is offered: the paid plans. */}
      {catalogue.plans
        .filter((plan) => !compact || plan.prices.length > 0)
        .map((plan) => {
          const price = priceOf(plan, interval, currency)
          const current = currentRank?.toUpperCase() === plan.rank_name.toUpperCase()
          const featured = plan.rank_name === 'PRO'
          const key: BuyKey = `${plan.id}-${interval}`
          const monthly = price && interval === 'year' ? formatMoney(Math.round(price.amount / 12), currency, lang) : null
          return (
            <li
              key={plan.id}
              data-plan={plan.id}
              className={cn(
                'relative flex flex-col rounded-lg border bg-surface p-6',
                featured ? 'border-accent shadow-lg shadow-accent/10' : 'border-line',
                compact && 'p-4',
              )}
            >
              {featured && !compact && (
                <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-0.5 text-xs font-medium text-accent-contrast">
                  <Sparkles className="size-3" aria-hidden />
                  {m.billing_popular()}
                </p>
              )}
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-display text-2xl text-ink">{rankName(plan.rank_name)}</h3>
                {current && (
                  <span
                    className="rounded-full border border-gold/60 px-2.5 py-0.5 text-xs font-medium text-gold"
                    data-testid="current-plan"
                  >
                    {m.billing_current_plan()}
                  </span>
                )}
              </div>
              {!compact && <p className="mt-1 text-sm text-ink-muted">{rankTagline(plan.rank_name)}</p>}
              <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
                <span className="font-display text-4xl text-ink" data-testid="plan-price">
                  {formatMoney(price?.amount ?? 0, currency, lang, { trimZeros: true })}
                </span>
                {price && (
                  <span className="text-sm text-ink-muted">
                    {interval === 'year' ? m.billing_per_year() : m.billing_per_month()}
                  </span>
                )}
              </p>
              <p className="mt-1 min-h-5 text-xs text-ink-muted">
                {monthly ? m.billing_year_equivalent({ price: monthly }) : ''}
              </p>
              <ul className={cn('mt-5 space-y-2.5 text-sm', compact && 'mt-3 space-y-1.5')}>
                {planFeatures(plan).map((feature) => (
                  <li key={feature.text} className={cn('flex gap-2', feature.included ? 'text-ink' : 'text-ink-muted')}>
                    {feature.included ? (
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    ) : (
                      <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
                    )}
                    {feature.text}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <PlanAction
                  plan={plan}
                  current={current}
                  signedIn={currentRank !== null}
                  subscribed={subscribed}
                  busy={pending === key}
                  disabled={pending !== null}
                  onChoose={() => onChoose(key)}
                  featured={featured}
                />
              </div>
            </li>
          )
        })}
    </ul>
  )
}

function PlanAction({
  plan,
  current,
  signedIn,
  subscribed,
  busy,
  disabled,
  onChoose,
  featured,
}: {
  plan: CataloguePlan
  current: boolean
  signedIn: boolean
  subscribed: boolean
  busy: boolean
  disabled: boolean
  onChoose: () => void
  featured: boolean
}) {
  const name = rankName(plan.rank_name)
  if (plan.prices.length === 0)
    return signedIn ? (
      <LinkButton to="/{-$locale}/dashboard" variant="secondary" className="w-full">
        {m.billing_open_studio()}
      </LinkButton>
    ) : (
      <LinkButton to="/{-$locale}/register" variant="secondary" className="w-full">
        {m.billing_start_free()}
      </LinkButton>
    )
  if (current || subscribed)
    return (
      <LinkButton to="/{-$locale}/profile" hash="subscription" variant="secondary" className="w-full">
        {m.billing_manage()}
      </LinkButton>
    )
  return (
    <Button
      variant={featured ? 'primary' : 'secondary'}
      className="w-full"
      disabled={disabled}
      onClick={onChoose}
      aria-busy={busy}
    >
      {busy && <Loader2 className="animate-spin" aria-hidden />}
      {m.billing_choose({ plan: name })}
    </Button>
  )
}
