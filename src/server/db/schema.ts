import type { Generated, Selectable } from 'kysely'

/**
 * The database as Kysely sees it. Inkdraft's own tables keep times as Unix seconds (bigint in
 * PostgreSQL, read back as numbers) and text identifiers, so both engines share one schema.
 * Better Auth's tables (user, session, account, verification) use its own types: dates are
 * timestamptz in PostgreSQL and ISO text in SQLite, booleans are 0/1 in SQLite.
 */
export interface AuditLogTable {
  id: string
  /** User id of whoever made the change, or a system actor such as `system:webhook`. */
  actor: string
  entity: string
  entity_id: string
  action: string
  from_value: string | null
  to_value: string | null
  at: number
}

/** A user as stored (Better Auth's columns and Inkdraft's). */
export type UserRow = Selectable<UserTable>

export interface UserTable {
  id: string
  name: string
  email: string
  email_verified: boolean | number
  image: string | null
  created_at: Date | string
  updated_at: Date | string
  locale: string | null
  role: string | null
  rank: string | null
  theme: string | null
  source: string | null
  referral_url: string | null
  referred_by: string | null
  /** Where the priority quota's months start (ADR 45); null: calendar months. */
  quota_anchor: number | null
}

export interface SessionTable {
  id: string
  expires_at: Date | string
  token: string
  created_at: Date | string
  updated_at: Date | string
  ip_address: string | null
  user_agent: string | null
  user_id: string
}

export interface AccountTable {
  id: string
  account_id: string
  provider_id: string
  user_id: string
  password: string | null
  created_at: Date | string
  updated_at: Date | string
}

export interface RankTable {
  name: string
  position: number
  /** JSON: `{ max_variations, svg_export, priority_lane }`. */
  permission_image: string
  slow_limit: number
  slow_period: 'day' | 'month'
  priority_limit: number
  priority_period: 'day' | 'month'
}

export interface QuotaUsageTable {
  user_id: string
  permission_name: string
  /** Unix seconds at which the counted period began. */
  period_start: number
  used: Generated<number>
  reserved: Generated<number>
}

export interface OAuthStateTable {
  state: string
  provider: string
  code_verifier: string
  nonce: string
  redirect_uri: string
  expires_at: number
}

/** `mask`: the try-on editor's person mask, kept for the render but never listed as a photo. */
export type UploadKind = 'photo' | 'design' | 'mask'

export interface UploadTable {
  id: string
  user_id: string
  /** Storage key, `uploads/<random>.<jpg|png>`. */
  key: string
  kind: UploadKind
  mime: string
  size: number
  width: number
  height: number
  /** Of the bytes kept (after re-encoding), hex. */
  sha256: string
  created_at: number
}

export type DesignTool = 'text' | 'birth-flower' | 'photo' | 'try-on'
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled'

export interface DesignJobTable {
  id: string
  user_id: string
  tool: DesignTool
  /** JSON: the request as the tool takes it. */
  params: string
  provider: string
  lane: 'slow' | 'priority'
  status: JobStatus
  attempts: Generated<number>
  error: string | null
  favorite: Generated<number>
  created_at: number
  started_at: number | null
  finished_at: number | null
  /** The seed the variations are drawn from (null for try-on saves). */
  seed: number | null
  variations: Generated<number>
  /** The quota row the job's credit is reserved in (null for try-on saves, which cost none). */
  quota_permission: string | null
  quota_period_start: number | null
  /** 0–1 while running. */
  progress: Generated<number>
  /** What the running job is doing (`drawing`, `rendering`, `tracing`, `storing`). */
  step: string | null
  /** Queued, started, finished, in milliseconds (statistics: waits and run times). */
  queued_ms: number | null
  started_ms: number | null
  finished_ms: number | null
}

export type FeedbackCategory = 'bug' | 'idea' | 'design' | 'billing' | 'other'
export type FeedbackStatus = 'new' | 'read' | 'done'

export interface FeedbackTable {
  id: string
  /** The sender when signed in; null for a visitor, or once the account is deleted. */
  user_id: string | null
  category: FeedbackCategory
  message: string
  rating: number | null
  /** The page it was sent from (a path). */
  page: string | null
  job_id: string | null
  /** JSON: the named job's params, copied when the feedback was sent. */
  job_params: string | null
  locale: string
  user_agent: string | null
  status: Generated<FeedbackStatus>
  created_at: number
}

export interface MailOutboxTable {
  id: string
  /** `message` (ready to send) or a composer's name (a domain's mail composed when it is sent). */
  kind: string
  /** JSON: the message, or what its composer needs. */
  payload: string
  status: 'pending' | 'sent' | 'failed'
  attempts: Generated<number>
  next_attempt_at: number
  locked_until: number | null
  last_error: string | null
  created_at: number
  sent_at: number | null
}

export interface DesignOutputTable {
  job_id: string
  index: number
  image_key: string
  svg_key: string | null
  stencil_key: string | null
  pdf_key: string | null
  /** Pixels of the picture. */
  width: number
  height: number
  /** A drawn design's size at print, mm (null for try-on composites). */
  width_mm: number | null
  height_mm: number | null
  /**
   * The print check, mm at print size (migration 0009): thinnest line, narrowest gap between inks,
   * smallest lettering cap height; null for try-on composites and older rows, and for a gap or
   * lettering the design does not have.
   */
  line_mm: number | null
  gap_mm: number | null
  cap_mm: number | null
}

/** The `local` queue's entries (migration 0007); times in Unix milliseconds. */
export interface QueueJobTable {
  /** The design job's id. */
  id: string
  lane: 'priority' | 'slow'
  user_id: string
  /** How many of this user's jobs may run at once. */
  cap: number
  /** Milliseconds × 1000 plus a per-process counter: the exact order of enqueueing. */
  enqueued_at: number
  deliveries: Generated<number>
  /** `<worker id>:<delivery>` of the claim running it; null while it waits. */
  locked_by: string | null
  /** The claim's lease end (or a waiting row's back-off end). */
  locked_until: number | null
}

export type PriceInterval = 'month' | 'year'

export interface PlanTable {
  id: string
  rank_name: string
  position: number
  active: Generated<number>
}

export interface CreditPackTable {
  id: string
  credits: number
  position: number
  active: Generated<number>
}

export interface PriceTable {
  id: string
  plan_id: string | null
  pack_id: string | null
  interval: PriceInterval | null
  currency: string
  amount: number
  active: Generated<number>
}

export type CheckoutStatus = 'open' | 'completed' | 'canceled'

export interface CheckoutTable {
  id: string
  user_id: string
  provider: string
  price_id: string
  status: CheckoutStatus
  created_at: number
  completed_at: number | null
}

export interface BillingCustomerTable {
  user_id: string
  provider: string
  customer_id: string
}

export interface SubscriptionTable {
  id: string
  provider: string
  provider_subscription_id: string
  user_id: string
  customer_id: string
  price_id: string
  status: string
  current_period_start: number
  current_period_end: number
  cancel_at_period_end: number
  state_at: number
  state_event: string
  created_at: number
}

export interface PaymentTable {
  id: string
  provider: string
  provider_charge_id: string
  user_id: string
  kind: 'subscription' | 'pack'
  price_id: string
  provider_subscription_id: string | null
  /** Priority credits this payment bought (packs), 0 for plans. */
  credits: Generated<number>
  amount: number
  currency: string
  paid_at: number
  created_at: number
}

export interface PaymentAdjustmentTable {
  id: string
  provider: string
  provider_adjustment_id: string
  provider_charge_id: string
  kind: 'refund' | 'dispute'
  amount: number
  currency: string
  created_at: number
}

export interface ProcessedEventTable {
  provider: string
  event_id: string
  type: string
  processed_at: number
}

export interface SandboxObjectTable {
  id: string
  kind: string
  user_id: string | null
  data: string
  updated_at: number
}

export interface AffiliateTable {
  id: string
  user_id: string | null
  status: 'pending' | 'approved' | 'rejected' | 'suspended' | 'banned'
  website: string | null
  audience: string | null
  promotion_plan: string
  paypal_email: string | null
  pending_paypal_email: string | null
  /** SHA-256 of the confirmation token mailed to the account owner. */
  pending_email_token: string | null
  pending_email_expires_at: number | null
  rate_bps: number | null
  reward_months: number | null
  payout_threshold: number | null
  decision_note: string | null
  created_at: number
  updated_at: number
  decided_at: number | null
}

export interface AffiliateCodeTable {
  id: string
  affiliate_id: string
  code: string
  label: string | null
  is_default: Generated<number>
  active: Generated<number>
  created_at: number
}

export interface AffiliateClickTable {
  id: string
  code_id: string
  affiliate_id: string
  /** Keyed hash of address and user agent: the visitor is never stored raw. */
  visitor_hash: string
  /** The clock hour (Unix seconds / 3600) the click fell in. */
  hour: number
  landing_url: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  created_at: number
}

export interface ReferralTable {
  id: string
  referred_user_id: string | null
  affiliate_id: string
  code_id: string
  click_id: string | null
  status: 'active' | 'flagged' | 'blocked'
  /** Why it was flagged, comma-separated (`shared-address`, `shared-domain`). */
  flags: string | null
  address_hash: string | null
  email_domain: string | null
  referral_url: string | null
  source: string | null
  created_at: number
  reviewed_at: number | null
}

export interface CommissionTable {
  id: string
  affiliate_id: string
  referral_id: string
  code_id: string | null
  payment_id: string
  provider: string
  provider_charge_id: string
  source: string
  kind: 'earning' | 'reversal' | 'clawback'
  base_amount: number
  rate_bps: number
  amount: number
  currency: string
  status: 'pending' | 'available' | 'in_settlement' | 'paid' | 'reversed'
  available_at: number
  settlement_id: string | null
  created_at: number
  updated_at: number
}

export interface SettlementTable {
  id: string
  affiliate_id: string
  currency: string
  amount: number
  commissions: number
  status: 'open' | 'processing' | 'paid' | 'failed' | 'canceled'
  trigger: 'monthly' | 'requested' | 'operator'
  paypal_email: string
  provider: string | null
  attempt: Generated<number>
  batch_id: string | null
  item_id: string | null
  transaction_id: string | null
  failure: string | null
  note: string | null
  created_at: number
  sent_at: number | null
  finished_at: number | null
  updated_at: number
}

export interface Database {
  audit_log: AuditLogTable
  user: UserTable
  session: SessionTable
  account: AccountTable
  rank: RankTable
  quota_usage: QuotaUsageTable
  oauth_state: OAuthStateTable
  upload: UploadTable
  design_job: DesignJobTable
  design_output: DesignOutputTable
  mail_outbox: MailOutboxTable
  feedback: FeedbackTable
  queue_job: QueueJobTable
  plan: PlanTable
  credit_pack: CreditPackTable
  price: PriceTable
  checkout: CheckoutTable
  billing_customer: BillingCustomerTable
  subscription: SubscriptionTable
  payment: PaymentTable
  payment_adjustment: PaymentAdjustmentTable
  processed_event: ProcessedEventTable
  sandbox_object: SandboxObjectTable
  affiliate: AffiliateTable
  affiliate_code: AffiliateCodeTable
  affiliate_click: AffiliateClickTable
  referral: ReferralTable
  commission: CommissionTable
  settlement: SettlementTable
}

export type { Generated }
