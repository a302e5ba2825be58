import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import { isPostgres } from '@/server/db/migrations/dialect'
import type {
  CheckoutTable,
  Database,
  PaymentAdjustmentTable,
  PaymentTable,
  PriceTable,
  SubscriptionTable,
} from '@/server/db/schema'

export type PriceRow = Selectable<PriceTable>
export type SubscriptionRow = Selectable<SubscriptionTable>
export type PaymentRow = Selectable<PaymentTable>
export type CheckoutRow = Selectable<CheckoutTable>
export type NewSubscription = Insertable<SubscriptionTable>

/** The billing tables (ADR 45). Methods that take part in an event's transaction are called on `billingRepo(tx)`. */
export function billingRepo(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (tx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work),

    /**
     * PostgreSQL: one transaction at a time per charge (its payment and its refunds), so each sees
     * the other's rows; SQLite runs one writer at a time anyway.
     */
    async lockCharge(provider: string, chargeId: string): Promise<void> {
      if (!isPostgres(db as Kysely<unknown>)) return
      await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${chargeId}`}))`.execute(db)
    },

    /** Whether the user still exists (events may outlive an account: they are then kept but change nothing). */
    userExists: async (userId: string) =>
      Boolean(await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()),

    plans: () => db.selectFrom('plan').selectAll().where('active', '=', 1).orderBy('position').execute(),
    packs: () => db.selectFrom('credit_pack').selectAll().where('active', '=', 1).orderBy('position').execute(),
    activePrices: () => db.selectFrom('price').selectAll().where('active', '=', 1).execute(),
    /** Any price, active or not: a past payment or a running subscription may name a retired one. */
    priceById: (id: string) => db.selectFrom('price').selectAll().where('id', '=', id).executeTakeFirst(),
    planById: (id: string) => db.selectFrom('plan').selectAll().where('id', '=', id).executeTakeFirst(),
    packById: (id: string) => db.selectFrom('credit_pack').selectAll().where('id', '=', id).executeTakeFirst(),

    async insertCheckout(row: Insertable<CheckoutTable>): Promise<void> {
      await db.insertInto('checkout').values(row).execute()
    },
    checkoutById: (id: string) => db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirst(),
    async completeCheckout(id: string, at: number): Promise<void> {
      await db
        .updateTable('checkout')
        .set({ status: 'completed', completed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute()
    },

    async cancelCheckout(id: string): Promise<void> {
      await db.updateTable('checkout').set({ status: 'canceled' }).where('id', '=', id).where('status', '=', 'open').execute()
    },

    customerOf: (userId: string, provider: string) =>
      db
        .selectFrom('billing_customer')
        .select('customer_id')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst()
        .then((row) => row?.customer_id ?? null),
    async saveCustomer(userId: string, provider: string, customerId: string): Promise<void> {
      await db
        .insertInto('billing_customer')
        .values({ user_id: userId, provider, customer_id: customerId })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ customer_id: customerId }))
        .execute()
    },

    /** Records an event as handled; false when it already was (a repeated delivery). */
    async markProcessed(provider: string, eventId: string, type: string, at: number): Promise<boolean> {
      const result = await db
        .insertInto('processed_event')
        .values({ provider, event_id: eventId, type, processed_at: at })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /**
     * Stores a subscription's state unless a later event's state is already there: `(state_at,
     * state_event)` orders states the same way whatever order they arrive in.
     */
    async saveSubscriptionState(row: NewSubscription): Promise<void> {
      await db
        .insertInto('subscription')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['provider', 'provider_subscription_id'])
            .doUpdateSet((eb) => ({
              price_id: eb.ref('excluded.price_id'),
              status: eb.ref('excluded.status'),
              current_period_start: eb.ref('excluded.current_period_start'),
              current_period_end: eb.ref('excluded.current_period_end'),
              cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
              customer_id: eb.ref('excluded.customer_id'),
              state_at: eb.ref('excluded.state_at'),
              state_event: eb.ref('excluded.state_event'),
            }))
            .where((eb) =>
              eb.or([
                eb('subscription.state_at', '<', eb.ref('excluded.state_at')),
                eb.and([
                  eb('subscription.state_at', '=', eb.ref('excluded.state_at')),
                  eb('subscription.state_event', '<', eb.ref('excluded.state_event')),
                ]),
              ]),
            ),
        )
        .execute()
    },

    subscriptionsOf: (userId: string) =>
      db.selectFrom('subscription').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute(),

    /** Records a charge once; false when it was already recorded. */
    async insertPayment(row: Insertable<PaymentTable>): Promise<boolean> {
      const result = await db
        .insertInto('payment')
        .values(row)
        .onConflict((oc) => oc.columns(['provider', 'provider_charge_id']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },
    paymentByCharge: (provider: string, chargeId: string) =>
      db
        .selectFrom('payment')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_charge_id', '=', chargeId)
        .executeTakeFirst(),
    /** The charges recorded for one provider subscription. */
    chargesOfSubscription: async (provider: string, providerSubscriptionId: string) =>
      (
        await db
          .selectFrom('payment')
          .select('provider_charge_id')
          .where('provider', '=', provider)
          .where('provider_subscription_id', '=', providerSubscriptionId)
          .execute()
      ).map((row) => row.provider_charge_id),
    paymentById: (id: string) => db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst(),
    paymentsOf: (userId: string, limit: number) =>
      db.selectFrom('payment').selectAll().where('user_id', '=', userId).orderBy('paid_at', 'desc').limit(limit).execute(),

    async insertAdjustment(row: Insertable<PaymentAdjustmentTable>): Promise<boolean> {
      const result = await db
        .insertInto('payment_adjustment')
        .values(row)
        .onConflict((oc) => oc.columns(['provider', 'provider_adjustment_id']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },
    /** The charge ids among a user's payments that were refunded or disputed. */
    adjustedChargesOf: (userId: string) =>
      db
        .selectFrom('payment')
        .innerJoin('payment_adjustment', (join) =>
          join
            .onRef('payment_adjustment.provider', '=', 'payment.provider')
            .onRef('payment_adjustment.provider_charge_id', '=', 'payment.provider_charge_id'),
        )
        .select(['payment.provider_charge_id', 'payment.provider_subscription_id', 'payment_adjustment.kind'])
        .where('payment.user_id', '=', userId)
        .execute(),
    /** Priority credits bought in packs whose payment stands (not refunded or disputed). */
    async packCreditsOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom('payment')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.val(0)).as('credits'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'pack')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payment_adjustment')
                .select('payment_adjustment.id')
                .whereRef('payment_adjustment.provider', '=', 'payment.provider')
                .whereRef('payment_adjustment.provider_charge_id', '=', 'payment.provider_charge_id'),
            ),
          ),
        )
        .executeTakeFirstOrThrow()
      return Number(row.credits)
    },
  }
}

export type BillingRepo = ReturnType<typeof billingRepo>
