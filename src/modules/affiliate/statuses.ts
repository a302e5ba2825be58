/*
 * The affiliate lists' kinds and states, apart from the schemas: the pages' search params read
 * them in the route definitions, which every page's first load carries (ADR 52).
 */
export const RECORD_TYPES = ['click', 'signup', 'payment'] as const
export const COMMISSION_STATUSES = ['pending', 'available', 'in_settlement', 'paid', 'reversed'] as const
export const SETTLEMENT_STATUSES = ['open', 'processing', 'paid', 'failed', 'canceled'] as const
export const AFFILIATE_STATUSES = ['pending', 'approved', 'rejected', 'suspended', 'banned'] as const
