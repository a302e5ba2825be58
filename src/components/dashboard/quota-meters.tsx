import { Coins, Gauge, Zap } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format-date'
import { packCredits, rankQuotas, type RankQuota, type UserInfo } from '@/modules/accounts'
import * as m from '@/paraglide/messages'
import { UpgradeButton } from '../billing/upgrade-button'
import { useHydrated } from '@/lib/use-hydrated'
import { dateTimeFormat } from '@/lib/intl-formats'

/** When a quota renews: the day on the server, the day and hour in the reader's time zone once hydrated. */
function ResetTime({ at }: { at: number }) {
  const hydrated = useHydrated()
  const lang = currentLocale().htmlLang
  const text = hydrated
    ? dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at * 1000))
    : formatLongDate(at, lang)
  return <time dateTime={new Date(at * 1000).toISOString()}>{text}</time>
}

function Meter({ quota }: { quota: RankQuota }) {
  const slow = quota.permission_name === 'image_slow_prompts'
  const Icon = slow ? Gauge : Zap
  const name = slow ? m.dhome_quota_slow() : m.dhome_quota_priority()
  const period = quota.period === 'day' ? m.dhome_quota_per_day() : m.dhome_quota_per_month()
  const reserved = Math.min(quota.reserved ?? 0, quota.used)
  const done = quota.used - reserved
  const left = Math.max(0, quota.limit - quota.used)
  const share = (n: number) => (quota.limit ? `${Math.min(100, (n / quota.limit) * 100)}%` : '0%')
  return (
    <li className="rounded-lg border border-line bg-surface p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <Icon className="size-4 text-gold" aria-hidden />
        <h3 className="font-medium text-ink">{name}</h3>
        <span className="text-xs text-ink-muted">{period}</span>
      </div>
      {quota.limit ? (
        <>
          <p className="mt-3 flex items-baseline gap-1.5">
            <span className="font-display text-3xl text-ink tabular-nums">{left}</span>
            <span className="text-sm text-ink-muted">{m.dhome_quota_left({ limit: String(quota.limit) })}</span>
          </p>
          <div
            className="mt-3 flex h-2 overflow-hidden rounded-full bg-line"
            title={m.dhome_quota_used({ used: String(quota.used), limit: String(quota.limit) })}
            aria-hidden
          >
            <div className="h-full bg-accent" style={{ width: share(done) }} />
            <div
              className="h-full bg-accent/45 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.35)_3px_6px)]"
              style={{ width: share(reserved) }}
            />
          </div>
          <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
            <div className="flex gap-1">
              <dt>{m.dhome_quota_used_label()}</dt>
              <dd className="text-ink tabular-nums">{done}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{m.dhome_quota_reserved_label()}</dt>
              <dd className="text-ink tabular-nums">{reserved}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{m.dhome_quota_resets_label()}</dt>
              <dd className="text-ink">
                <ResetTime at={quota.resets_at} />
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">{m.dhome_quota_priority_none()}</p>
          <UpgradeButton>{m.dhome_upgrade()}</UpgradeButton>
        </div>
      )}
    </li>
  )
}

/** The period's allowance of slow and priority prompts: used, held by jobs in flight, left, renewal. */
export function QuotaMeters({ info }: { info: UserInfo }) {
  return (
    <section aria-labelledby="quota-heading">
      <h2 id="quota-heading" className="sr-only">
        {m.dhome_quota_heading()}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rankQuotas(info).map((quota) => (
          <Meter key={quota.permission_name} quota={quota} />
        ))}
      </ul>
      <PackCredits info={info} />
    </section>
  )
}

/** Priority designs bought in packs, once the reader has bought any: they never renew. */
function PackCredits({ info }: { info: UserInfo }) {
  const credits = packCredits(info)
  if (!credits) return null
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-ink" data-testid="pack-credits">
      <Coins className="size-4 text-gold" aria-hidden />
      {m.billing_profile_credits({ left: credits.left, total: credits.limit })}
    </p>
  )
}
