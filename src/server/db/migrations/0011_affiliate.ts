import type { Kysely } from 'kysely'

/**
 * The affiliate programme (ADR 46): affiliates and their codes, clicks (visitor kept only as a
 * keyed hash), referrals frozen at sign-up, the commission ledger and settlements. The ledger
 * outlives accounts: its rows name affiliates and payments by id without foreign keys that would
 * cascade, so a deleted user never erases money that was earned or paid. Money is integer minor
 * units with an ISO currency; times are Unix seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliate')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.unique().references('user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('audience', 'text')
    .addColumn('promotion_plan', 'text', (c) => c.notNull())
    .addColumn('paypal_email', 'text')
    // A change of payout address waits for the account owner's confirmation by mail.
    .addColumn('pending_paypal_email', 'text')
    .addColumn('pending_email_token', 'text')
    .addColumn('pending_email_expires_at', 'bigint')
    // The affiliate's own overrides of the programme's terms (null: the programme's).
    .addColumn('rate_bps', 'integer')
    .addColumn('reward_months', 'integer')
    .addColumn('payout_threshold', 'integer')
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute()
  await db.schema.createIndex('affiliate_status_idx').on('affiliate').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('affiliate_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'text', (c) => c.notNull().references('affiliate.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('affiliate_code_affiliate_idx')
    .on('affiliate_code')
    .columns(['affiliate_id', 'created_at'])
    .execute()

  // One row per code, visitor and clock hour: the unique key is the deduplication.
  await db.schema
    .createTable('affiliate_click')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_id', 'text', (c) => c.notNull().references('affiliate_code.id'))
    .addColumn('affiliate_id', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('landing_url', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('affiliate_click_visitor_hour_unique', ['code_id', 'visitor_hash', 'hour'])
    .execute()
  await db.schema
    .createIndex('affiliate_click_affiliate_idx')
    .on('affiliate_click')
    .columns(['affiliate_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('affiliate_click_visitor_idx')
    .on('affiliate_click')
    .columns(['visitor_hash', 'created_at'])
    .execute()

  await db.schema
    .createTable('referral')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('referred_user_id', 'text', (c) => c.unique().references('user.id').onDelete('set null'))
    .addColumn('affiliate_id', 'text', (c) => c.notNull().references('affiliate.id'))
    .addColumn('code_id', 'text', (c) => c.notNull().references('affiliate_code.id'))
    .addColumn('click_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('flags', 'text')
    .addColumn('address_hash', 'text')
    .addColumn('email_domain', 'text')
    .addColumn('referral_url', 'text')
    .addColumn('source', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute()
  await db.schema.createIndex('referral_affiliate_idx').on('referral').columns(['affiliate_id', 'created_at']).execute()
  await db.schema.createIndex('referral_status_idx').on('referral').columns(['status', 'created_at']).execute()

  // The ledger. `source` is what the line answers for (`payment:<id>`, `adjustment:<id>`); unique,
  // so a replayed payment or refund finds its line already written.
  await db.schema
    .createTable('commission')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'text', (c) => c.notNull().references('affiliate.id'))
    .addColumn('referral_id', 'text', (c) => c.notNull())
    .addColumn('code_id', 'text')
    .addColumn('payment_id', 'text', (c) => c.notNull())
    // The provider's charge: refunds find their lines by it even after the payment row went with its account.
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_charge_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('base_amount', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('available_at', 'bigint', (c) => c.notNull())
    .addColumn('settlement_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('commission_affiliate_idx')
    .on('commission')
    .columns(['affiliate_id', 'status', 'currency'])
    .execute()
  await db.schema.createIndex('commission_payment_idx').on('commission').column('payment_id').execute()
  await db.schema.createIndex('commission_charge_idx').on('commission').columns(['provider', 'provider_charge_id']).execute()
  await db.schema.createIndex('commission_pending_idx').on('commission').columns(['status', 'available_at']).execute()
  await db.schema.createIndex('commission_settlement_idx').on('commission').column('settlement_id').execute()

  await db.schema
    .createTable('settlement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'text', (c) => c.notNull().references('affiliate.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('commissions', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('paypal_email', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('batch_id', 'text')
    .addColumn('item_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('settlement_affiliate_idx').on('settlement').columns(['affiliate_id', 'created_at']).execute()
  await db.schema.createIndex('settlement_status_idx').on('settlement').columns(['status', 'updated_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settlement', 'commission', 'referral', 'affiliate_click', 'affiliate_code', 'affiliate'])
    await db.schema.dropTable(table).execute()
}
