import type { Kysely } from 'kysely'

/**
 * Billing (ADR 45): what can be bought (plan, credit_pack, price), what checkouts were started,
 * and the provider's facts (subscription, payment, payment_adjustment, processed_event) from which
 * a user's rank and quota anchor are derived. Money is integer minor units with an ISO currency;
 * times are Unix seconds; flags are 0/1 integers on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rank_name', 'text', (c) => c.notNull().references('rank.name'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createTable('credit_pack')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  // One row per thing, interval and currency; a price that changes gets a new row (the old one
  // inactive) so past payments still name what they paid.
  await db.schema
    .createTable('price')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.references('plan.id'))
    .addColumn('pack_id', 'text', (c) => c.references('credit_pack.id'))
    .addColumn('interval', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('checkout')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull().references('price.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute()
  await db.schema.createIndex('checkout_user_idx').on('checkout').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('billing_customer')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_customer_pk', ['user_id', 'provider'])
    .execute()

  // The latest state of each provider subscription; `state_at`/`state_event` say which event it
  // came from, so only a later event replaces it.
  await db.schema
    .createTable('subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull().references('price.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'bigint', (c) => c.notNull())
    .addColumn('current_period_end', 'bigint', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull())
    .addColumn('state_at', 'bigint', (c) => c.notNull())
    .addColumn('state_event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('subscription_provider_id_unique', ['provider', 'provider_subscription_id'])
    .execute()
  await db.schema.createIndex('subscription_user_idx').on('subscription').column('user_id').execute()

  // Every successful charge, once. Affiliates' commissions read these rows (issue 23).
  await db.schema
    .createTable('payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_charge_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull().references('price.id'))
    .addColumn('provider_subscription_id', 'text')
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_provider_charge_unique', ['provider', 'provider_charge_id'])
    .execute()
  await db.schema.createIndex('payment_user_idx').on('payment').columns(['user_id', 'paid_at']).execute()

  // Refunds and disputes, keyed by the charge they concern (which may not be recorded yet).
  await db.schema
    .createTable('payment_adjustment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_adjustment_id', 'text', (c) => c.notNull())
    .addColumn('provider_charge_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_adjustment_provider_unique', ['provider', 'provider_adjustment_id'])
    .execute()
  await db.schema
    .createIndex('payment_adjustment_charge_idx')
    .on('payment_adjustment')
    .columns(['provider', 'provider_charge_id'])
    .execute()

  await db.schema
    .createTable('processed_event')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('processed_event_pk', ['provider', 'event_id'])
    .execute()

  // The sandbox provider's own objects (sessions, subscriptions, charges) as JSON: what Stripe
  // would keep on its side, kept here because the sandbox has no other side.
  await db.schema
    .createTable('sandbox_object')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  // Where the priority quota's months start: the entitling subscription's period start (ADR 45).
  await db.schema.alterTable('user').addColumn('quota_anchor', 'bigint').execute()

  await seed(db as Kysely<SeedTables>)
}

interface SeedTables {
  plan: { id: string; rank_name: string; position: number }
  credit_pack: { id: string; credits: number; position: number }
  price: { id: string; plan_id: string | null; pack_id: string | null; interval: string | null; currency: string; amount: number }
}

// Literal values: this migration must do the same thing forever (ADR 45 gives the reasons).
async function seed(db: Kysely<SeedTables>) {
  await db
    .insertInto('plan')
    .values([
      { id: 'free', rank_name: 'FREE', position: 0 },
      { id: 'pro', rank_name: 'PRO', position: 1 },
      { id: 'studio', rank_name: 'STUDIO', position: 2 },
    ])
    .execute()
  await db
    .insertInto('credit_pack')
    .values([
      { id: 'pack-50', credits: 50, position: 0 },
      { id: 'pack-200', credits: 200, position: 1 },
    ])
    .execute()
  const prices: SeedTables['price'][] = []
  for (const currency of ['USD', 'EUR']) {
    const c = currency.toLowerCase()
    prices.push(
      { id: `pro-month-${c}`, plan_id: 'pro', pack_id: null, interval: 'month', currency, amount: 600 },
      { id: `pro-year-${c}`, plan_id: 'pro', pack_id: null, interval: 'year', currency, amount: 4800 },
      { id: `studio-month-${c}`, plan_id: 'studio', pack_id: null, interval: 'month', currency, amount: 1500 },
      { id: `studio-year-${c}`, plan_id: 'studio', pack_id: null, interval: 'year', currency, amount: 12000 },
      { id: `pack-50-${c}`, plan_id: null, pack_id: 'pack-50', interval: null, currency, amount: 500 },
      { id: `pack-200-${c}`, plan_id: null, pack_id: 'pack-200', interval: null, currency, amount: 1500 },
    )
  }
  await db.insertInto('price').values(prices).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('quota_anchor').execute()
  for (const table of [
    'sandbox_object',
    'processed_event',
    'payment_adjustment',
    'payment',
    'subscription',
    'billing_customer',
    'checkout',
    'price',
    'credit_pack',
    'plan',
  ])
    await db.schema.dropTable(table).execute()
}
