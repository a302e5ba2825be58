import type { AffiliateStatus, CommissionStatus, CommissionView, SettlementStatus } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import type { Tone } from './admin-ui'

/** Each state's word and colour on the operator's pages (the word always shows; the colour repeats it). */
type Status = { label: () => string; tone: Tone }

export const AFFILIATE_STATUS: Record<AffiliateStatus, Status> = {
  pending: { label: m.admin_aff_status_pending, tone: 'warning' },
  approved: { label: m.admin_aff_status_approved, tone: 'success' },
  rejected: { label: m.admin_aff_status_rejected, tone: 'danger' },
  suspended: { label: m.admin_aff_status_suspended, tone: 'warning' },
  banned: { label: m.admin_aff_status_banned, tone: 'danger' },
}

export const COMMISSION_STATUS: Record<CommissionStatus, Status> = {
  pending: { label: m.admin_aff_commission_pending, tone: 'warning' },
  available: { label: m.admin_aff_commission_available, tone: 'success' },
  in_settlement: { label: m.admin_aff_commission_in_settlement, tone: 'gold' },
  paid: { label: m.admin_aff_commission_paid, tone: 'muted' },
  reversed: { label: m.admin_aff_commission_reversed, tone: 'danger' },
}

export const COMMISSION_KIND: Record<CommissionView['kind'], () => string> = {
  earning: m.admin_aff_kind_earning,
  reversal: m.admin_aff_kind_reversal,
  clawback: m.admin_aff_kind_clawback,
}

export const SETTLEMENT_STATUS: Record<SettlementStatus, Status> = {
  open: { label: m.admin_aff_settlement_open, tone: 'muted' },
  processing: { label: m.admin_aff_settlement_processing, tone: 'gold' },
  paid: { label: m.admin_aff_settlement_paid, tone: 'success' },
  failed: { label: m.admin_aff_settlement_failed, tone: 'danger' },
  canceled: { label: m.admin_aff_settlement_canceled, tone: 'muted' },
}

export const SETTLEMENT_TRIGGER: Record<'monthly' | 'requested' | 'operator', () => string> = {
  monthly: m.admin_aff_trigger_monthly,
  requested: m.admin_aff_trigger_requested,
  operator: m.admin_aff_trigger_operator,
}

export const REFERRAL_STATUS: Record<string, Status> = {
  active: { label: m.admin_aff_referral_active, tone: 'success' },
  flagged: { label: m.admin_aff_referral_flagged, tone: 'warning' },
  blocked: { label: m.admin_aff_referral_blocked, tone: 'danger' },
}

/** Why attribution held a sign-up for a look (attribute.server.ts). */
export const REFERRAL_FLAG: Record<string, () => string> = {
  'self-referral': m.admin_aff_flag_self_referral,
  'shared-address': m.admin_aff_flag_shared_address,
  'repeat-address': m.admin_aff_flag_repeat_address,
  'shared-domain': m.admin_aff_flag_shared_domain,
}
