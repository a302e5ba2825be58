import { Ban, CirclePause } from 'lucide-react'
import type { AffiliateView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'

/**
 * A paused or closed account keeps its area (the records are still theirs to read), under a
 * notice that says what still works and what does not.
 */
export function StandingNotice({ affiliate }: { affiliate: AffiliateView }) {
  if (affiliate.status !== 'suspended' && affiliate.status !== 'banned') return null
  const suspended = affiliate.status === 'suspended'
  const Icon = suspended ? CirclePause : Ban
  return (
    <div
      className={
        suspended
          ? 'mt-6 flex gap-3 rounded-lg border border-warning/50 bg-surface p-4 sm:p-5'
          : 'mt-6 flex gap-3 rounded-lg border border-danger/50 bg-surface p-4 sm:p-5'
      }
      data-testid="affiliate-standing"
    >
      <Icon className={suspended ? 'mt-0.5 size-5 shrink-0 text-warning' : 'mt-0.5 size-5 shrink-0 text-danger'} aria-hidden />
      <div className="min-w-0 space-y-1.5 text-sm leading-relaxed">
        <p className="font-medium text-ink">{suspended ? m.affiliate_ui_suspended_title() : m.affiliate_ui_banned_title()}</p>
        <p className="text-ink-muted">{suspended ? m.affiliate_ui_suspended_body() : m.affiliate_ui_banned_body()}</p>
        {affiliate.decision_note && (
          <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {m.affiliate_ui_standing_note({ note: affiliate.decision_note })}
          </p>
        )}
      </div>
    </div>
  )
}
