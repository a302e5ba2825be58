import { Coins, Hourglass, Sparkles } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { formatLocalDateTime } from '@/lib/format-date'
import * as m from '@/paraglide/messages'
import { UpgradeButton } from '../billing/upgrade-button'
import type { CostPlan, LaneQuota } from './cost'
import type { Lane } from './use-design-job'
import { useHydrated } from '@/lib/use-hydrated'

function costText({ lane, left, limit, period, credits }: LaneQuota): string {
  if (lane === 'priority') {
    if (limit <= 0) return m.studio_cost_credits({ left: credits })
    const own = left - credits
    const base =
      period === 'day' ? m.studio_cost_priority_day({ left: own, limit }) : m.studio_cost_priority_month({ left: own, limit })
    return credits > 0 ? `${base} ${m.studio_cost_credits_extra({ count: credits })}` : base
  }
  return period === 'day' ? m.studio_cost_slow_day({ left, limit }) : m.studio_cost_slow_month({ left, limit })
}

function goneText({ lane, limit, period }: LaneQuota): string {
  if (limit <= 0) return m.studio_quota_none()
  if (lane === 'priority')
    return period === 'day' ? m.studio_quota_gone_priority_day({ limit }) : m.studio_quota_gone_priority_month({ limit })
  return period === 'day' ? m.studio_quota_gone_slow_day({ limit }) : m.studio_quota_gone_slow_month({ limit })
}

const LANE_NAME: Record<Lane, () => string> = { priority: m.studio_lane_priority, slow: m.studio_lane_slow }

/**
 * What the request will cost, right above the form's Generate button: the lane and what is left
 * of it, a lane switch when the rank has the priority lane, and when nothing is left, why, when it
 * renews (the reader's own clock) and where to get more.
 */
export function CostNotice({ plan, variations, onLane }: { plan: CostPlan; variations: number; onLane: (lane: Lane) => void }) {
  if (!plan.quota) return <QuotaGone spent={plan.spent} />
  return (
    <div className="space-y-3" data-testid="cost-notice">
      {plan.lanes.length > 1 && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{m.studio_lane_label()}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-md border border-line bg-surface-raised p-1">
            {plan.lanes.map((q) => (
              <label
                key={q.lane}
                className={cn(
                  'flex cursor-pointer flex-col items-center rounded-sm px-2 py-1.5 text-center text-sm text-ink-muted transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus hover:text-ink',
                  plan.lane === q.lane && 'bg-surface text-ink shadow-sm',
                  q.left === 0 && 'cursor-not-allowed opacity-50 hover:text-ink-muted',
                )}
              >
                <input
                  type="radio"
                  name="studio-lane"
                  value={q.lane}
                  className="sr-only"
                  checked={plan.lane === q.lane}
                  disabled={q.left === 0}
                  onChange={() => onLane(q.lane)}
                />
                <span className="flex items-center gap-1.5 font-medium">
                  {q.lane === 'priority' && <Sparkles className="size-3.5 text-gold" aria-hidden />}
                  {LANE_NAME[q.lane]()}
                </span>
                <span className="text-xs">{m.studio_lane_left({ left: q.left })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <Coins className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          {costText(plan.quota)}
          {variations > 1 && <> {m.studio_cost_variations({ count: variations })}</>}
        </span>
      </p>
    </div>
  )
}

function QuotaGone({ spent }: { spent: LaneQuota | null }) {
  const hydrated = useHydrated()
  return (
    <div className="rounded-md border border-line-strong bg-surface-raised p-4" role="status" data-testid="quota-gone">
      <p className="flex items-start gap-2 font-medium text-ink">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        {spent ? goneText(spent) : m.studio_quota_none()}
      </p>
      {spent && spent.limit > 0 && hydrated && (
        <p className="mt-1.5 pl-6 text-sm text-ink-muted" data-testid="quota-resets">
          {m.studio_quota_resets({ time: formatLocalDateTime(spent.resetsAt, currentLocale().htmlLang) })}
        </p>
      )}
      <div className="mt-3 pl-6">
        <UpgradeButton reason="quota">{m.studio_quota_upgrade()}</UpgradeButton>
      </div>
    </div>
  )
}
