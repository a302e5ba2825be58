import { currentLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format-date'
import { packCredits, rankQuotas, type UserInfo } from '@/modules/accounts'
import * as m from '@/paraglide/messages'
import { LinkButton } from '../ui/link-button'

const RANK_NAMES: Record<string, () => string> = { FREE: m.rank_FREE, PRO: m.rank_PRO, STUDIO: m.rank_STUDIO }

/** The rank and what is left of this period's designs, with when they renew. */
export function PlanSummary({ info, compact }: { info: UserInfo; compact?: boolean }) {
  const lang = currentLocale().htmlLang
  const rank = (RANK_NAMES[info.rank.rank_name.toUpperCase()] ?? (() => info.rank.rank_name))()
  return (
    <div className="space-y-5">
      <p className="font-display text-xl text-ink">{m.profile_rank({ rank })}</p>
      <ul className="space-y-4">
        {rankQuotas(info).map((quota) => {
          const slow = quota.permission_name === 'image_slow_prompts'
          if (!quota.limit && !slow) {
            return (
              <li key={quota.permission_name} className="text-sm text-ink-muted">
                {m.profile_quota_priority_none()}
              </li>
            )
          }
          const label = slow ? m.profile_quota_slow : m.profile_quota_priority
          const share = quota.limit ? Math.min(1, quota.used / quota.limit) : 1
          return (
            <li key={quota.permission_name}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
                <span className="text-ink">{label({ used: String(quota.used), limit: String(quota.limit) })}</span>
                <span className="text-xs whitespace-nowrap text-ink-muted">
                  {m.profile_quota_resets({ date: formatLongDate(quota.resets_at, lang) })}
                </span>
              </div>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden>
                <div className="h-full rounded-full bg-accent" style={{ width: `${share * 100}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
      {(packCredits(info)?.limit ?? 0) > 0 && (
        <p className="text-sm text-ink" data-testid="pack-credits">
          {m.billing_profile_credits({ left: packCredits(info)?.left ?? 0, total: packCredits(info)?.limit ?? 0 })}
        </p>
      )}
      {!compact && (
        <LinkButton to="/{-$locale}/pricing" variant="secondary" size="sm">
          {m.profile_upgrade()}
        </LinkButton>
      )}
    </div>
  )
}
