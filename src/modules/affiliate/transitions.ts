/**
 * The programme's three state machines (ADR 46), as tables: every move not listed is refused.
 * Services check a move here before the repository's conditional update makes it, so a move that
 * raced with another finds nothing to update rather than undoing it.
 */
export type AffiliateStatus = 'pending' | 'approved' | 'rejected' | 'suspended' | 'banned'
export type CommissionStatus = 'pending' | 'available' | 'in_settlement' | 'paid' | 'reversed'
export type SettlementStatus = 'open' | 'processing' | 'paid' | 'failed' | 'canceled'

export const AFFILIATE_MOVES: Readonly<Record<AffiliateStatus, readonly AffiliateStatus[]>> = {
  pending: ['approved', 'rejected', 'banned'],
  // A rejected applicant may apply again (a new application is a move back to pending).
  rejected: ['pending', 'banned'],
  approved: ['suspended', 'banned'],
  suspended: ['approved', 'banned'],
  banned: [],
}

export const COMMISSION_MOVES: Readonly<Record<CommissionStatus, readonly CommissionStatus[]>> = {
  pending: ['available', 'reversed'],
  available: ['in_settlement', 'reversed'],
  // Released when its settlement is canceled; paid when it is paid.
  in_settlement: ['paid', 'available'],
  paid: [],
  reversed: [],
}

export const SETTLEMENT_MOVES: Readonly<Record<SettlementStatus, readonly SettlementStatus[]>> = {
  open: ['processing', 'paid', 'canceled'],
  processing: ['paid', 'failed'],
  // Retried (processing again), canceled (its commissions released) or paid by hand.
  failed: ['processing', 'paid', 'canceled'],
  paid: [],
  canceled: [],
}

export function canMove<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: S, to: S): boolean {
  return table[from].includes(to)
}

/** Commission statuses that still count towards a future payout. */
export const UNPAID: readonly CommissionStatus[] = ['pending', 'available']
