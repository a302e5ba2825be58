import { sql, type Kysely } from 'kysely'
import { isPostgres } from './dialect'

/**
 * Accounts: Better Auth's four tables, exactly as its schema check expects them for our
 * configuration (snake_case columns, Inkdraft's extra user fields), the ranks with their quotas,
 * quota usage, OAuth sign-in state and the rate limiter's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  const date = pg ? 'timestamptz' : 'date'
  const bool = pg ? 'boolean' : 'integer'
  const now = sql`CURRENT_TIMESTAMP`

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn('updated_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn('locale', 'text')
    .addColumn('role', 'text')
    .addColumn('rank', 'text')
    .addColumn('theme', 'text')
    .addColumn('source', 'text')
    .addColumn('referral_url', 'text')
    .addColumn('referred_by', 'text')
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn('updated_at', date, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute()

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', date)
    .addColumn('refresh_token_expires_at', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('created_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn('updated_at', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .execute()

  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute()
  await db.schema.createIndex('account_user_id_idx').on('account').column('user_id').execute()
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute()

  // Ranks: name, order, the image permission (JSON) and the two prompt quotas.
  await db.schema
    .createTable('rank')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('permission_image', 'text', (c) => c.notNull())
    .addColumn('slow_limit', 'integer', (c) => c.notNull())
    .addColumn('slow_period', 'text', (c) => c.notNull())
    .addColumn('priority_limit', 'integer', (c) => c.notNull())
    .addColumn('priority_period', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('quota_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('permission_name', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quota_usage_pk', ['user_id', 'permission_name', 'period_start'])
    .execute()

  await db.schema
    .createTable('oauth_state')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()

  // The shape rate-limiter-flexible uses for both engines.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', pg ? 'varchar(255)' : 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limit', 'oauth_state', 'quota_usage', 'rank', 'verification', 'account', 'session', 'user']) {
    await db.schema.dropTable(table).execute()
  }
}
