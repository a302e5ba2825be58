import * as v from 'valibot'
import { AFFILIATE_STATUSES, COMMISSION_STATUSES, RECORD_TYPES, SETTLEMENT_STATUSES } from './statuses'
import { pageParams, wholeNumberParam } from '@/lib/list-params'

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string('validation_text'), v.trim(), v.maxLength(max, 'validation_too_long'))), null)

const Email = v.pipe(
  v.string('validation_email'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'validation_email'),
  v.email('validation_email'),
  // A payout address goes into a CSV a spreadsheet may open: one that starts like a formula is refused.
  v.regex(/^[a-z0-9]/, 'validation_email'),
)

/** A whole number sent as a JSON number: an empty or hexadecimal string is not one. */
const JsonInteger = (min: number, max: number) =>
  v.pipe(
    v.number('validation_number'),
    v.integer('validation_number'),
    v.minValue(min, 'validation_range'),
    v.maxValue(max, 'validation_range'),
  )

const Website = v.optional(
  v.nullable(
    v.pipe(
      v.string('validation_url'),
      v.trim(),
      v.maxLength(300, 'validation_too_long'),
      v.check((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'validation_url'),
      v.transform((value) => value || null),
    ),
  ),
  null,
)

/** POST /distribution: the application. */
export const ApplySchema = v.object({
  website: Website,
  audience: optionalText(500),
  promotion_plan: v.pipe(
    v.string('validation_required'),
    v.trim(),
    v.minLength(20, 'validation_affiliate_plan_short'),
    v.maxLength(2000, 'validation_too_long'),
  ),
  paypal_email: v.optional(v.nullable(v.union([v.literal(''), Email], 'validation_email')), null),
})
export type ApplyInput = v.InferOutput<typeof ApplySchema>

/** POST /distribution/update-info: the PayPal account, and optionally a higher payout threshold. */
export const UpdateInfoSchema = v.object({
  paypal_email: Email,
  payout_threshold: v.optional(v.nullable(JsonInteger(0, 100_000_000)), null),
})
export type UpdateInfoInput = v.InferOutput<typeof UpdateInfoSchema>

export const ConfirmPayoutEmailSchema = v.object({
  token: v.pipe(v.string('validation_token'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation_token')),
})

/** POST /distribution/click: public. The code is only checked for shape here; never whether it exists. */
export const ClickSchema = v.object({
  distribution_code: v.pipe(v.string('validation_required'), v.trim(), v.maxLength(64, 'validation_too_long')),
  landing_url: optionalText(2000),
  referrer: optionalText(2000),
})
export type ClickInput = v.InferOutput<typeof ClickSchema>

export const CheckCodeSchema = v.object({
  code: v.pipe(v.string('validation_required'), v.trim(), v.maxLength(64, 'validation_too_long')),
})

export const NewCodeSchema = v.object({ label: optionalText(60) })

export const PageSchema = v.object({ ...pageParams })

const Time = v.optional(wholeNumberParam(0, 4_102_444_800, 0))

export { AFFILIATE_STATUSES, COMMISSION_STATUSES, RECORD_TYPES, SETTLEMENT_STATUSES }
export type RecordType = (typeof RECORD_TYPES)[number]

/** GET /distribution/record-list. */
export const RecordListSchema = v.object({
  ...pageParams,
  type: v.optional(v.picklist(RECORD_TYPES, 'validation_choice')),
  from: Time,
  to: Time,
})
export type RecordListInput = v.InferOutput<typeof RecordListSchema>

export const CommissionListSchema = v.object({
  ...pageParams,
  status: v.optional(v.picklist(COMMISSION_STATUSES, 'validation_choice')),
})
export const SettleListSchema = v.object({
  ...pageParams,
  status: v.optional(v.picklist(SETTLEMENT_STATUSES, 'validation_choice')),
})

/** POST /distribution/settle: a payout on request, when the available balance reaches the threshold. */
export const RequestPayoutSchema = v.object({
  currency: v.pipe(v.string('validation_choice'), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'validation_choice')),
})

// --- the operator's

const Uuid = v.pipe(v.string('validation_required'), v.regex(/^[0-9a-f-]{36}$/, 'validation_invalid'))

export const AdminAffiliateListSchema = v.object({
  ...pageParams,
  status: v.optional(v.picklist(AFFILIATE_STATUSES, 'validation_choice')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation_too_long'))),
})

export const DecideSchema = v.object({
  affiliate_id: Uuid,
  action: v.picklist(['approve', 'reject', 'suspend', 'reinstate', 'ban'], 'validation_choice'),
  note: optionalText(500),
})
export type DecideInput = v.InferOutput<typeof DecideSchema>

/** The operator's overrides: a number sets one, null returns it to the programme's, absent leaves it. */
export const AffiliateTermsSchema = v.object({
  affiliate_id: Uuid,
  rate_bps: v.optional(v.nullable(JsonInteger(0, 10_000))),
  reward_months: v.optional(v.nullable(JsonInteger(0, 120))),
})

export const ReviewReferralSchema = v.object({ referral_id: Uuid, action: v.picklist(['clear', 'block'], 'validation_choice') })

export const AdminReferralListSchema = v.object({
  ...pageParams,
  status: v.optional(v.picklist(['active', 'flagged', 'blocked'], 'validation_choice')),
})
export const AdminCommissionListSchema = CommissionListSchema
export const AdminSettlementListSchema = SettleListSchema

export const SettlementActionSchema = v.object({
  settlement_id: Uuid,
  action: v.picklist(['retry', 'cancel', 'mark-paid', 'refresh'], 'validation_choice'),
  note: optionalText(300),
})
export type SettlementActionInput = v.InferOutput<typeof SettlementActionSchema>

export const AuditListSchema = v.object({
  ...pageParams,
  entity: v.optional(v.picklist(['affiliate', 'commission', 'settlement', 'referral'], 'validation_choice')),
  entity_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
})

/** The programme's own clock in the sandbox (the e2e's "time passes"): days to move it on. */
export const SandboxClockSchema = v.object({ days: wholeNumberParam(1, 400, 31) })

/** POST /distribution/webhooks/paypal — the exact bytes and headers, checked by the payouts adapter. */
export const PayoutWebhookSchema = v.object({
  body: v.instance(Uint8Array),
  headers: v.record(v.string(), v.string()),
})
