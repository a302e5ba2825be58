import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { AffiliateStatus, CommissionStatus, CommissionView, SettlementStatus } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'

export type Tone = 'success' | 'warning' | 'danger' | 'gold' | 'muted'

const TONES: Record<Tone, string> = {
  success: 'border-success/45 text-success',
  warning: 'border-warning/45 text-warning',
  danger: 'border-danger/45 text-danger',
  gold: 'border-gold/45 text-gold',
  muted: 'border-line-strong text-ink-muted',
}

/** A status as a word in a pill; the colour repeats the word, never replaces it. */
export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium before:size-1.5 before:rounded-full before:bg-current',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

export const AFFILIATE_STATUS: Record<AffiliateStatus | 'none', { label: () => string; tone: Tone }> = {
  none: { label: m.affiliate_ui_status_none, tone: 'muted' },
  pending: { label: m.affiliate_ui_status_pending, tone: 'warning' },
  approved: { label: m.affiliate_ui_status_approved, tone: 'success' },
  rejected: { label: m.affiliate_ui_status_rejected, tone: 'danger' },
  suspended: { label: m.affiliate_ui_status_suspended, tone: 'warning' },
  banned: { label: m.affiliate_ui_status_banned, tone: 'danger' },
}

export const COMMISSION_STATUS: Record<CommissionStatus, { label: () => string; tone: Tone }> = {
  pending: { label: m.affiliate_ui_commission_pending, tone: 'warning' },
  available: { label: m.affiliate_ui_commission_available, tone: 'success' },
  in_settlement: { label: m.affiliate_ui_commission_in_settlement, tone: 'gold' },
  paid: { label: m.affiliate_ui_commission_paid, tone: 'muted' },
  reversed: { label: m.affiliate_ui_commission_reversed, tone: 'danger' },
}

export const SETTLEMENT_STATUS: Record<SettlementStatus, { label: () => string; tone: Tone }> = {
  open: { label: m.affiliate_ui_settlement_open, tone: 'muted' },
  processing: { label: m.affiliate_ui_settlement_processing, tone: 'gold' },
  paid: { label: m.affiliate_ui_settlement_paid, tone: 'success' },
  failed: { label: m.affiliate_ui_settlement_failed, tone: 'danger' },
  canceled: { label: m.affiliate_ui_settlement_canceled, tone: 'muted' },
}

/** A referred sign-up: counted, held for a look (shared address or domain), or not counted. */
export const REFERRAL_STATUS: Record<string, { label: () => string; tone: Tone }> = {
  active: { label: m.affiliate_ui_referral_active, tone: 'success' },
  flagged: { label: m.affiliate_ui_referral_flagged, tone: 'warning' },
  blocked: { label: m.affiliate_ui_referral_blocked, tone: 'danger' },
}

export const COMMISSION_KIND: Record<CommissionView['kind'], () => string> = {
  earning: m.affiliate_ui_kind_earning,
  reversal: m.affiliate_ui_kind_reversal,
  clawback: m.affiliate_ui_kind_clawback,
}

export function StatusBadge({ status }: { status: { label: () => string; tone: Tone } | undefined }) {
  if (!status) return null
  return <Badge tone={status.tone}>{status.label()}</Badge>
}
