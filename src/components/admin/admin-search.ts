import * as v from 'valibot'
import { MAX_PAGE } from '@/lib/list-params'
import { AFFILIATE_STATUSES, COMMISSION_STATUSES, SETTLEMENT_STATUSES } from '@/modules/affiliate'

/**
 * The operator's lists keep their filters and page in the URL. A value that makes no sense (a
 * hand-edited URL) is dropped rather than refused, so the page still opens.
 */
const page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))), undefined)
const text = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined)

export const REFERRAL_FILTERS = ['flagged', 'active', 'blocked', 'all'] as const
export const AUDIT_ENTITIES = ['affiliate', 'commission', 'settlement', 'referral'] as const

export const AffiliatesSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(AFFILIATE_STATUSES)), undefined),
  q: text,
  page,
})

/** Flagged referrals first: what waits for a decision. */
export const ReferralsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(REFERRAL_FILTERS)), undefined),
  page,
})

export const CommissionsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(COMMISSION_STATUSES)), undefined),
  page,
})

export const SettlementsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(SETTLEMENT_STATUSES)), undefined),
  page,
})

export const AuditSearchSchema = v.object({
  entity: v.fallback(v.optional(v.picklist(AUDIT_ENTITIES)), undefined),
  id: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))), undefined),
  page,
})

export type AffiliatesSearch = v.InferOutput<typeof AffiliatesSearchSchema>
export type ReferralsSearch = v.InferOutput<typeof ReferralsSearchSchema>
export type CommissionsSearch = v.InferOutput<typeof CommissionsSearchSchema>
export type SettlementsSearch = v.InferOutput<typeof SettlementsSearchSchema>
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>

const parser =
  <S extends v.GenericSchema>(schema: S) =>
  (search: Record<string, unknown>): v.InferOutput<S> =>
    v.parse(schema, search)

export const parseAffiliatesSearch = parser(AffiliatesSearchSchema)
export const parseReferralsSearch = parser(ReferralsSearchSchema)
export const parseCommissionsSearch = parser(CommissionsSearchSchema)
export const parseSettlementsSearch = parser(SettlementsSearchSchema)
export const parseAuditSearch = parser(AuditSearchSchema)
