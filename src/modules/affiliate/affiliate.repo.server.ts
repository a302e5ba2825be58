import { randomUUID } from 'node:crypto'
import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely'
import { isPostgres } from '@/server/db/migrations/dialect'
import type {
  AffiliateClickTable,
  AffiliateCodeTable,
  AffiliateTable,
  CommissionTable,
  Database,
  ReferralTable,
  SettlementTable,
} from '@/server/db/schema'
import {
  AFFILIATE_MOVES,
  COMMISSION_MOVES,
  SETTLEMENT_MOVES,
  type AffiliateStatus,
  type CommissionStatus,
  type SettlementStatus,
} from './transitions'

/** The states of `from` the table lets move to `to`: a move outside the table updates nothing. */
const allowedFrom = <S extends string>(table: Readonly<Record<S, readonly S[]>>, from: readonly S[], to: S) =>
  from.filter((f) => table[f].includes(to))

export type AffiliateRow = Selectable<AffiliateTable>
export type CodeRow = Selectable<AffiliateCodeTable>
export type ReferralRow = Selectable<ReferralTable>
export type CommissionRow = Selectable<CommissionTable>
export type SettlementRow = Selectable<SettlementTable>

export interface Page {
  page: number
  pageSize: number
}

export interface AuditEntry {
  actor: string
  entity: 'affiliate' | 'commission' | 'settlement' | 'referral'
  entityId: string
  action: string
  from: string | null
  to: string | null
}

let auditSequence = 0
/** Audit ids that sort in the order the entries were written (several share one second). */
const auditId = () =>
  `${Date.now().toString(16).padStart(12, '0')}${(auditSequence++ % 0xffffff).toString(16).padStart(6, '0')}-${randomUUID().slice(0, 8)}`

const offset = (p: Page) => (p.page - 1) * p.pageSize
const num = (value: unknown) => Number(value ?? 0)

/**
 * One page of a filtered list and the size of the whole list, from the same query: `select` adds
 * the page's columns and order, the count is taken over the filter alone.
 */
async function pageOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, Record<never, never>>,
  select: (q: SelectQueryBuilder<DB, TB, Record<never, never>>) => SelectQueryBuilder<DB, TB, O>,
  page: Page,
) {
  const [rows, total] = await Promise.all([
    select(filtered).limit(page.pageSize).offset(offset(page)).execute(),
    // Over a generic table set TypeScript cannot pick `select`'s overload; the count's type is known.
    filtered
      .select((eb) => eb.fn.countAll().as('n'))
      .$castTo<{ n: string | number | bigint }>()
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: num(total.n) }
}

/**
 * The affiliate tables (ADR 46). Every status change goes through a conditional update (`where
 * status in (…)`) and writes the audit log in the same transaction; methods that take part in a
 * transaction are called on `affiliateRepo(tx)`.
 */
export function affiliateRepo(db: Kysely<Database>) {
  const repo = {
    transaction: <T>(work: (tx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work),
    /** The same repository over a transaction's handle. */
    with: (tx: Kysely<Database>) => affiliateRepo(tx),

    async audit(entries: AuditEntry[], at: number): Promise<void> {
      if (entries.length === 0) return
      await db
        .insertInto('audit_log')
        .values(
          entries.map((e) => ({
            id: auditId(),
            actor: e.actor,
            entity: e.entity,
            entity_id: e.entityId,
            action: e.action,
            from_value: e.from,
            to_value: e.to,
            at,
          })),
        )
        .execute()
    },

    // --- affiliates

    affiliateByUser: (userId: string) => db.selectFrom('affiliate').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    affiliateById: (id: string) => db.selectFrom('affiliate').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Creates the application; false when the user already has one (two submissions at once). */
    async insertAffiliate(row: Insertable<AffiliateTable>): Promise<boolean> {
      const result = await db
        .insertInto('affiliate')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst()
      return num(result.numInsertedOrUpdatedRows) > 0
    },

    /** A rejected applicant's new application: back to pending with the new answers. */
    async reapply(
      id: string,
      fields: Pick<AffiliateTable, 'website' | 'audience' | 'promotion_plan'>,
      at: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('affiliate')
        .set({ ...fields, status: 'pending', decision_note: null, decided_at: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'rejected')
        .executeTakeFirst()
      return num(result.numUpdatedRows) > 0
    },

    /** Moves an affiliate from one of `from` to `to`; false when it was not in one of them. */
    async moveAffiliate(id: string, requested: readonly AffiliateStatus[], to: AffiliateStatus, note: string | null, at: number) {
      const from = allowedFrom(AFFILIATE_MOVES, requested, to)
      if (from.length === 0) return false
      const result = await db
        .updateTable('affiliate')
        .set({ status: to, decision_note: note, decided_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst()
      return num(result.numUpdatedRows) > 0
    },

    async setTerms(
      id: string,
      terms: Partial<Pick<AffiliateTable, 'rate_bps' | 'reward_months' | 'payout_threshold'>>,
      at: number,
    ): Promise<void> {
      await db
        .updateTable('affiliate')
        .set({ ...terms, updated_at: at })
        .where('id', '=', id)
        .execute()
    },

    async setPayoutEmail(id: string, email: string, at: number): Promise<void> {
      await db
        .updateTable('affiliate')
        .set({
          paypal_email: email,
          pending_paypal_email: null,
          pending_email_token: null,
          pending_email_expires_at: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute()
    },

    async setPendingPayoutEmail(id: string, email: string, tokenHash: string, expiresAt: number, at: number): Promise<void> {
      await db
        .updateTable('affiliate')
        .set({ pending_paypal_email: email, pending_email_token: tokenHash, pending_email_expires_at: expiresAt, updated_at: at })
        .where('id', '=', id)
        .execute()
    },

    /** Uses up a confirmation token: the affiliate whose pending address became its payout address. */
    async confirmPayoutEmail(tokenHash: string, now: number): Promise<AffiliateRow | undefined> {
      const row = await db
        .selectFrom('affiliate')
        .selectAll()
        .where('pending_email_token', '=', tokenHash)
        .where('pending_email_expires_at', '>', now)
        .executeTakeFirst()
      if (!row?.pending_paypal_email) return undefined
      const result = await db
        .updateTable('affiliate')
        .set({
          paypal_email: row.pending_paypal_email,
          pending_paypal_email: null,
          pending_email_token: null,
          pending_email_expires_at: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where('pending_email_token', '=', tokenHash)
        .executeTakeFirst()
      return num(result.numUpdatedRows) > 0 ? { ...row, paypal_email: row.pending_paypal_email } : undefined
    },

    async listAffiliates(filter: { status?: AffiliateStatus; query?: string }, page: Page) {
      let q = db.selectFrom('affiliate').leftJoin('user', 'user.id', 'affiliate.user_id')
      if (filter.status) q = q.where('affiliate.status', '=', filter.status)
      // The search is a substring: LIKE's own wildcards in it are escaped, so `a_b` finds `a_b`.
      if (filter.query)
        q = q.where(sql<boolean>`${sql.ref('user.email')} like ${`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`} escape '\\'`)
      return pageOf(
        q,
        (rows) =>
          rows
            .selectAll('affiliate')
            .select(['user.email as email', 'user.name as name'])
            .orderBy('affiliate.created_at', 'desc')
            .orderBy('affiliate.id'),
        page,
      )
    },

    emailOfUser: (userId: string) => db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirst(),

    /** The addresses the affiliate's own sessions came from (raw: hashed by the caller, never stored). */
    sessionAddressesOf: (userId: string) =>
      db
        .selectFrom('session')
        .select('ip_address')
        .where('user_id', '=', userId)
        .where('ip_address', 'is not', null)
        .execute()
        .then((rows) => rows.map((r) => r.ip_address!)),

    // --- codes

    async insertCode(row: Insertable<AffiliateCodeTable>): Promise<boolean> {
      const result = await db
        .insertInto('affiliate_code')
        .values(row)
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst()
      return num(result.numInsertedOrUpdatedRows) > 0
    },

    countCodes: (affiliateId: string) =>
      db
        .selectFrom('affiliate_code')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),

    /** A code with its affiliate's status (a code counts only while its affiliate is approved). */
    codeByValue: (code: string) =>
      db
        .selectFrom('affiliate_code')
        .innerJoin('affiliate', 'affiliate.id', 'affiliate_code.affiliate_id')
        .selectAll('affiliate_code')
        .select(['affiliate.status as affiliate_status', 'affiliate.user_id as affiliate_user_id'])
        .where('affiliate_code.code', '=', code)
        .executeTakeFirst(),

    /** An affiliate's codes with what each brought: clicks, sign-ups and paying customers. */
    async codesOf(affiliateId: string, page: Page) {
      const rows = await db
        .selectFrom('affiliate_code as c')
        .selectAll('c')
        .select((eb) => [
          eb.selectFrom('affiliate_click').select(eb.fn.countAll().as('n')).whereRef('code_id', '=', 'c.id').as('clicks'),
          eb
            .selectFrom('referral')
            .select(eb.fn.countAll().as('n'))
            .whereRef('code_id', '=', 'c.id')
            .where('status', '!=', 'blocked')
            .as('signups'),
          eb
            .selectFrom('commission')
            .select(sql<number>`count(distinct referral_id)`.as('n'))
            .whereRef('code_id', '=', 'c.id')
            .where('kind', '=', 'earning')
            .as('customers'),
        ])
        .where('c.affiliate_id', '=', affiliateId)
        .orderBy('c.is_default', 'desc')
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(page.pageSize)
        .offset(offset(page))
        .execute()
      return { rows, total: await repo.countCodes(affiliateId) }
    },

    // --- clicks

    /** Records a click; false when this visitor's click on this code was already counted this hour. */
    async insertClick(row: Insertable<AffiliateClickTable>): Promise<boolean> {
      const result = await db
        .insertInto('affiliate_click')
        .values(row)
        .onConflict((oc) => oc.columns(['code_id', 'visitor_hash', 'hour']).doNothing())
        .executeTakeFirst()
      return num(result.numInsertedOrUpdatedRows) > 0
    },

    /** This visitor's latest click since `since` on a code that still counts, optionally on one code. */
    lastClickOf: (visitorHash: string, since: number, codeId?: string) => {
      let q = db
        .selectFrom('affiliate_click')
        .innerJoin('affiliate_code', 'affiliate_code.id', 'affiliate_click.code_id')
        .innerJoin('affiliate', 'affiliate.id', 'affiliate_code.affiliate_id')
        .select(['affiliate_click.id as click_id', 'affiliate_code.id as code_id', 'affiliate.id as affiliate_id'])
        .where('affiliate_click.visitor_hash', '=', visitorHash)
        .where('affiliate_click.created_at', '>=', since)
        .where('affiliate_code.active', '=', 1)
        .where('affiliate.status', '=', 'approved')
      if (codeId) q = q.where('affiliate_code.id', '=', codeId)
      return q.orderBy('affiliate_click.created_at', 'desc').limit(1).executeTakeFirst()
    },

    // --- referrals

    async insertReferral(row: Insertable<ReferralTable>): Promise<boolean> {
      const result = await db
        .insertInto('referral')
        .values(row)
        .onConflict((oc) => oc.column('referred_user_id').doNothing())
        .executeTakeFirst()
      return num(result.numInsertedOrUpdatedRows) > 0
    },

    referralOfUser: (userId: string) =>
      db.selectFrom('referral').selectAll().where('referred_user_id', '=', userId).executeTakeFirst(),
    referralById: (id: string) => db.selectFrom('referral').selectAll().where('id', '=', id).executeTakeFirst(),

    countReferralsFrom: (affiliateId: string, addressHash: string) =>
      db
        .selectFrom('referral')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .where('address_hash', '=', addressHash)
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),

    async moveReferral(id: string, from: ReferralRow['status'], to: ReferralRow['status'], at: number): Promise<boolean> {
      const result = await db
        .updateTable('referral')
        .set({ status: to, reviewed_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
      return num(result.numUpdatedRows) > 0
    },

    async listReferrals(filter: { status?: ReferralRow['status'] }, page: Page) {
      let q = db
        .selectFrom('referral')
        .innerJoin('affiliate', 'affiliate.id', 'referral.affiliate_id')
        .innerJoin('affiliate_code', 'affiliate_code.id', 'referral.code_id')
        .leftJoin('user as referred', 'referred.id', 'referral.referred_user_id')
        .leftJoin('user as owner', 'owner.id', 'affiliate.user_id')
      if (filter.status) q = q.where('referral.status', '=', filter.status)
      return pageOf(
        q,
        (rows) =>
          rows
            .selectAll('referral')
            .select(['affiliate_code.code as code', 'referred.email as referred_email', 'owner.email as affiliate_email'])
            .orderBy('referral.created_at', 'desc')
            .orderBy('referral.id'),
        page,
      )
    },

    // --- payments (billing's rows, read only)

    paymentById: (id: string) => db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst(),
    adjustmentsOfCharge: (provider: string, chargeId: string) =>
      db
        .selectFrom('payment_adjustment')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_charge_id', '=', chargeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    // --- commissions

    /** PostgreSQL: holds a charge's lines until the transaction ends (SQLite runs one writer at a time). */
    async lockLinesOfCharge(provider: string, chargeId: string): Promise<void> {
      if (!isPostgres(db as Kysely<unknown>)) return
      await db
        .selectFrom('commission')
        .select('id')
        .where('provider', '=', provider)
        .where('provider_charge_id', '=', chargeId)
        .forUpdate()
        .execute()
    },

    linesOfCharge: (provider: string, chargeId: string) =>
      db
        .selectFrom('commission')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_charge_id', '=', chargeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    linesOfPayment: (paymentId: string) =>
      db.selectFrom('commission').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute(),

    /** Writes a ledger line once: false when its source already has one. */
    async insertCommission(row: Insertable<CommissionTable>): Promise<boolean> {
      const result = await db
        .insertInto('commission')
        .values(row)
        .onConflict((oc) => oc.column('source').doNothing())
        .executeTakeFirst()
      return num(result.numInsertedOrUpdatedRows) > 0
    },

    /**
     * Moves the named lines that are still in one of `from` to `to`, with the audit; the ids moved.
     * Lines another run moved first are left alone.
     */
    async moveCommissions(
      ids: readonly string[],
      requested: readonly CommissionStatus[],
      to: CommissionStatus,
      actor: string,
      at: number,
      settlementId?: string | null,
    ): Promise<string[]> {
      const from = allowedFrom(COMMISSION_MOVES, requested, to)
      if (ids.length === 0 || from.length === 0) return []
      const moved: { id: string; status: string }[] = []
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500)
        const before = await db
          .selectFrom('commission')
          .select(['id', 'status'])
          .where('id', 'in', chunk)
          .where('status', 'in', [...from])
          .execute()
        if (before.length === 0) continue
        // What the update changed, not what the select saw: another transaction may have moved some between.
        const changed = await db
          .updateTable('commission')
          .set({ status: to, updated_at: at, ...(settlementId !== undefined ? { settlement_id: settlementId } : {}) })
          .where(
            'id',
            'in',
            before.map((r) => r.id),
          )
          .where('status', 'in', [...from])
          .returning('id')
          .execute()
        const updated = new Set(changed.map((r) => r.id))
        moved.push(...before.filter((r) => updated.has(r.id)))
      }
      await repo.audit(
        moved.map((r) => ({ actor, entity: 'commission', entityId: r.id, action: 'status', from: r.status, to })),
        at,
      )
      return moved.map((r) => r.id)
    },

    /** Held lines whose holding period is over, on referrals not held for review. */
    dueCommissions: (now: number) =>
      db
        .selectFrom('commission')
        .innerJoin('referral', 'referral.id', 'commission.referral_id')
        .select('commission.id')
        .where('commission.status', '=', 'pending')
        .where('commission.available_at', '<=', now)
        .where('referral.status', '=', 'active')
        .limit(5000)
        .execute()
        .then((rows) => rows.map((r) => r.id)),

    /**
     * Lines a ban or a blocked referral cancels: earnings not yet paid and their reversals. Clawbacks
     * stay: they are money the affiliate owes for a refund after payout, not money owed to them.
     */
    unpaidLinesOf: (filter: { affiliateId?: string; referralId?: string }) => {
      let q = db
        .selectFrom('commission')
        .select('id')
        .where('status', 'in', ['pending', 'available'])
        .where('kind', '!=', 'clawback')
      if (filter.affiliateId) q = q.where('affiliate_id', '=', filter.affiliateId)
      if (filter.referralId) q = q.where('referral_id', '=', filter.referralId)
      return q.execute().then((rows) => rows.map((r) => r.id))
    },

    /** Sums of the ledger by currency and status: the balances, never stored. */
    balancesOf: (affiliateId: string) =>
      db
        .selectFrom('commission')
        .select(['currency', 'status', (eb) => eb.fn.sum<number>('amount').as('total')])
        .where('affiliate_id', '=', affiliateId)
        .groupBy(['currency', 'status'])
        .execute()
        .then((rows) => rows.map((r) => ({ currency: r.currency, status: r.status, total: num(r.total) }))),

    async listCommissions(filter: { affiliateId?: string; status?: CommissionStatus; settlementId?: string }, page: Page) {
      let q = db
        .selectFrom('commission')
        .leftJoin('affiliate_code', 'affiliate_code.id', 'commission.code_id')
        .leftJoin('affiliate', 'affiliate.id', 'commission.affiliate_id')
        .leftJoin('user', 'user.id', 'affiliate.user_id')
      if (filter.affiliateId) q = q.where('commission.affiliate_id', '=', filter.affiliateId)
      if (filter.status) q = q.where('commission.status', '=', filter.status)
      if (filter.settlementId) q = q.where('commission.settlement_id', '=', filter.settlementId)
      return pageOf(
        q,
        (rows) =>
          rows
            .selectAll('commission')
            .select(['affiliate_code.code as code', 'user.email as affiliate_email'])
            .orderBy('commission.created_at', 'desc')
            .orderBy('commission.id'),
        page,
      )
    },

    /** Paying customers: referred users with at least one earning line. */
    payingCustomersOf: (affiliateId: string) =>
      db
        .selectFrom('commission')
        .select(sql<number>`count(distinct referral_id)`.as('n'))
        .where('affiliate_id', '=', affiliateId)
        .where('kind', '=', 'earning')
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),

    countEarnings: (affiliateId: string) =>
      db
        .selectFrom('commission')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .where('kind', '=', 'earning')
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),

    // --- settlements

    async insertSettlement(row: Insertable<SettlementTable>): Promise<void> {
      await db.insertInto('settlement').values(row).execute()
    },
    async setSettlementTotals(id: string, amount: number, commissions: number): Promise<void> {
      await db.updateTable('settlement').set({ amount, commissions }).where('id', '=', id).execute()
    },
    settlementById: (id: string) => db.selectFrom('settlement').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Claims the affiliate's available lines in a currency for a settlement with one conditional
     * update: a line another run claimed first is no longer `available` and is left alone.
     */
    async claimAvailable(affiliateId: string, currency: string, settlementId: string, at: number) {
      await db
        .updateTable('commission')
        .set({ status: 'in_settlement', settlement_id: settlementId, updated_at: at })
        .where('affiliate_id', '=', affiliateId)
        .where('currency', '=', currency)
        .where('status', '=', 'available')
        .where('settlement_id', 'is', null)
        .execute()
      const claimed = await db
        .selectFrom('commission')
        .select(['id', 'amount'])
        .where('settlement_id', '=', settlementId)
        .where('status', '=', 'in_settlement')
        .execute()
      return { ids: claimed.map((c) => c.id), amount: claimed.reduce((sum, c) => sum + num(c.amount), 0) }
    },

    linesOfSettlement: (settlementId: string) =>
      db
        .selectFrom('commission')
        .select('id')
        .where('settlement_id', '=', settlementId)
        .execute()
        .then((rows) => rows.map((r) => r.id)),

    async moveSettlement(
      id: string,
      requested: readonly SettlementStatus[],
      to: SettlementStatus,
      changes: Partial<
        Pick<
          SettlementTable,
          'provider' | 'batch_id' | 'item_id' | 'transaction_id' | 'failure' | 'note' | 'sent_at' | 'finished_at'
        >
      >,
      at: number,
      bumpAttempt = false,
    ): Promise<boolean> {
      const from = allowedFrom(SETTLEMENT_MOVES, requested, to)
      if (from.length === 0) return false
      const result = await db
        .updateTable('settlement')
        .set((eb) => ({
          ...changes,
          status: to,
          updated_at: at,
          ...(bumpAttempt ? { attempt: eb('attempt', '+', 1) } : {}),
        }))
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst()
      return num(result.numUpdatedRows) > 0
    },

    async saveBatch(
      id: string,
      batch: { batch_id: string | null; item_id: string | null; transaction_id: string | null },
      at: number,
    ) {
      await db
        .updateTable('settlement')
        .set({ ...batch, updated_at: at })
        .where('id', '=', id)
        .execute()
    },

    /** Available totals per affiliate and currency, for the monthly run. */
    availableTotals: () =>
      db
        .selectFrom('commission')
        .innerJoin('affiliate', 'affiliate.id', 'commission.affiliate_id')
        .select(['commission.affiliate_id', 'commission.currency', (eb) => eb.fn.sum<number>('commission.amount').as('total')])
        .where('commission.status', '=', 'available')
        .where('affiliate.status', '=', 'approved')
        .where('affiliate.paypal_email', 'is not', null)
        .groupBy(['commission.affiliate_id', 'commission.currency'])
        .execute()
        .then((rows) => rows.map((r) => ({ affiliateId: r.affiliate_id, currency: r.currency, total: num(r.total) }))),

    /** Settlements in these states, the longest untouched first (a batch of 500; `all` for an export). */
    settlementsIn: (statuses: readonly SettlementStatus[], all = false) => {
      const q = db
        .selectFrom('settlement')
        .selectAll()
        .where('status', 'in', [...statuses])
        .orderBy('updated_at')
      return (all ? q : q.limit(500)).execute()
    },

    async listSettlements(filter: { affiliateId?: string; status?: SettlementStatus }, page: Page) {
      let q = db
        .selectFrom('settlement')
        .leftJoin('affiliate', 'affiliate.id', 'settlement.affiliate_id')
        .leftJoin('user', 'user.id', 'affiliate.user_id')
      if (filter.affiliateId) q = q.where('settlement.affiliate_id', '=', filter.affiliateId)
      if (filter.status) q = q.where('settlement.status', '=', filter.status)
      return pageOf(
        q,
        (rows) =>
          rows
            .selectAll('settlement')
            .select('user.email as affiliate_email')
            .orderBy('settlement.created_at', 'desc')
            .orderBy('settlement.id'),
        page,
      )
    },

    // --- the record list and the dashboard's series

    /** Clicks, sign-ups and payments of one affiliate, newest first, in one paged list. */
    async records(
      affiliateId: string,
      filter: { type?: 'click' | 'signup' | 'payment'; from?: number; to?: number },
      page: Page,
    ) {
      const from = filter.from ?? 0
      const to = filter.to ?? Number.MAX_SAFE_INTEGER
      const clicks = db
        .selectFrom('affiliate_click as r')
        .innerJoin('affiliate_code as c', 'c.id', 'r.code_id')
        .select([
          sql<string>`'click'`.as('type'),
          'r.id as id',
          'r.created_at as at',
          'c.code as code',
          'r.landing_url as detail',
          'r.utm_source as source',
          sql<number | null>`cast(null as bigint)`.as('amount'),
          sql<number | null>`cast(null as bigint)`.as('commission'),
          sql<string | null>`cast(null as text)`.as('currency'),
          sql<string | null>`cast(null as text)`.as('status'),
        ])
        .where('r.affiliate_id', '=', affiliateId)
        .where('r.created_at', '>=', from)
        .where('r.created_at', '<=', to)
      const signups = db
        .selectFrom('referral as r')
        .innerJoin('affiliate_code as c', 'c.id', 'r.code_id')
        .leftJoin('user as u', 'u.id', 'r.referred_user_id')
        .select([
          sql<string>`'signup'`.as('type'),
          'r.id as id',
          'r.created_at as at',
          'c.code as code',
          'u.email as detail',
          'r.source as source',
          sql<number | null>`cast(null as bigint)`.as('amount'),
          sql<number | null>`cast(null as bigint)`.as('commission'),
          sql<string | null>`cast(null as text)`.as('currency'),
          'r.status as status',
        ])
        .where('r.affiliate_id', '=', affiliateId)
        .where('r.created_at', '>=', from)
        .where('r.created_at', '<=', to)
      const payments = db
        .selectFrom('commission as r')
        .leftJoin('affiliate_code as c', 'c.id', 'r.code_id')
        .select([
          sql<string>`'payment'`.as('type'),
          'r.id as id',
          'r.created_at as at',
          'c.code as code',
          sql<string | null>`cast(null as text)`.as('detail'),
          sql<string | null>`cast(null as text)`.as('source'),
          'r.base_amount as amount',
          'r.amount as commission',
          'r.currency as currency',
          'r.status as status',
        ])
        .where('r.affiliate_id', '=', affiliateId)
        .where('r.kind', '=', 'earning')
        .where('r.created_at', '>=', from)
        .where('r.created_at', '<=', to)
      // The three selections have the same columns; typed as one so they can be joined in a union.
      type Part = typeof clicks
      const all: Record<'click' | 'signup' | 'payment', Part> = {
        click: clicks,
        signup: signups as unknown as Part,
        payment: payments as unknown as Part,
      }
      const parts: Part[] = filter.type ? [all[filter.type]] : [all.click, all.signup, all.payment]
      const union = parts.reduce((joined, part) => joined.unionAll(part))
      const rows = await db
        .selectFrom(union.as('records'))
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id')
        .limit(page.pageSize)
        .offset(offset(page))
        .execute()
      const counts = await Promise.all(
        parts.map((part) =>
          db
            .selectFrom(part.as('p'))
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      )
      return { rows, total: counts.reduce((sum, c) => sum + num(c.n), 0) }
    },

    /** Per-day counts and earnings since `since`, for the dashboard's charts. */
    async dailySeries(affiliateId: string, since: number) {
      const day = (column: string) => sql<number>`(${sql.ref(column)} / 86400)`
      const [clicks, signups, earnings] = await Promise.all([
        db
          .selectFrom('affiliate_click')
          .select([day('created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
          .where('affiliate_id', '=', affiliateId)
          .where('created_at', '>=', since)
          .groupBy(day('created_at'))
          .execute(),
        db
          .selectFrom('referral')
          .select([day('created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
          .where('affiliate_id', '=', affiliateId)
          .where('status', '!=', 'blocked')
          .where('created_at', '>=', since)
          .groupBy(day('created_at'))
          .execute(),
        db
          .selectFrom('commission')
          .select([day('created_at').as('day'), 'currency', (eb) => eb.fn.sum<number>('amount').as('total')])
          .where('affiliate_id', '=', affiliateId)
          .where('created_at', '>=', since)
          .where('status', '!=', 'reversed')
          .groupBy([day('created_at'), 'currency'])
          .execute(),
      ])
      return {
        clicks: clicks.map((r) => ({ day: Math.floor(num(r.day)), n: num(r.n) })),
        signups: signups.map((r) => ({ day: Math.floor(num(r.day)), n: num(r.n) })),
        earnings: earnings.map((r) => ({ day: Math.floor(num(r.day)), currency: r.currency, total: num(r.total) })),
      }
    },

    countClicks: (affiliateId: string) =>
      db
        .selectFrom('affiliate_click')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),
    countReferrals: (affiliateId: string) =>
      db
        .selectFrom('referral')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .where('status', '!=', 'blocked')
        .executeTakeFirstOrThrow()
        .then((r) => num(r.n)),

    async auditLog(filter: { entity?: AuditEntry['entity']; entityId?: string }, page: Page) {
      let q = db.selectFrom('audit_log').where('entity', 'in', ['affiliate', 'commission', 'settlement', 'referral'])
      if (filter.entity) q = q.where('entity', '=', filter.entity)
      if (filter.entityId) q = q.where('entity_id', '=', filter.entityId)
      return pageOf(q, (rows) => rows.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), page)
    },
  }
  return repo
}

export type AffiliateRepo = ReturnType<typeof affiliateRepo>
