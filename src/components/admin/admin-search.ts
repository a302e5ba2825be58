import { MAX_PAGE } from '@/lib/constants'
import { oneOf, type SearchOf, searchOf, textUpTo, wholeIn } from '@/lib/search-params'
import { AFFILIATE_STATUSES, COMMISSION_STATUSES, SETTLEMENT_STATUSES } from '@/modules/affiliate/statuses'

/**
 * The operator's lists keep their filters and page in the URL. A value that makes no sense (a
 * hand-edited URL) is dropped rather than refused, so the page still opens.
 */
const page = wholeIn(1, MAX_PAGE)
const text = textUpTo(100, { trim: true })

export const REFERRAL_FILTERS = ['flagged', 'active', 'blocked', 'all'] as const
export const AUDIT_ENTITIES = ['affiliate', 'commission', 'settlement', 'referral'] as const

const AFFILIATES_SEARCH = { status: oneOf(AFFILIATE_STATUSES), q: text, page }
/** Flagged referrals first: what waits for a decision. */
const REFERRALS_SEARCH = { status: oneOf(REFERRAL_FILTERS), page }
const COMMISSIONS_SEARCH = { status: oneOf(COMMISSION_STATUSES), page }
const SETTLEMENTS_SEARCH = { status: oneOf(SETTLEMENT_STATUSES), page }
const AUDIT_SEARCH = { entity: oneOf(AUDIT_ENTITIES), id: textUpTo(64, { trim: true }), page }

export type AffiliatesSearch = SearchOf<typeof AFFILIATES_SEARCH>
export type ReferralsSearch = SearchOf<typeof REFERRALS_SEARCH>
export type CommissionsSearch = SearchOf<typeof COMMISSIONS_SEARCH>
export type SettlementsSearch = SearchOf<typeof SETTLEMENTS_SEARCH>
export type AuditSearch = SearchOf<typeof AUDIT_SEARCH>

export const parseAffiliatesSearch = searchOf(AFFILIATES_SEARCH)
export const parseReferralsSearch = searchOf(REFERRALS_SEARCH)
export const parseCommissionsSearch = searchOf(COMMISSIONS_SEARCH)
export const parseSettlementsSearch = searchOf(SETTLEMENTS_SEARCH)
export const parseAuditSearch = searchOf(AUDIT_SEARCH)
