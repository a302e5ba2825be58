import { randomUUID } from 'node:crypto'
import type { App } from '@/server/app.server'
import type { UserCaller } from '@/server/caller'
import type { DatabaseHandle } from '@/server/db/database.server'
import type { PaymentEvent } from '@/server/payments/payments'
import { callerOf, insertUser } from './billing-app'

/** An admin caller (the operator), as the transports build one for role admin. */
export async function adminOf(handle: DatabaseHandle): Promise<UserCaller> {
  const caller = await callerOf(handle, await insertUser(handle, `admin.${randomUUID()}@example.com`))
  return { ...caller, kind: 'admin', user: { ...caller.user, role: 'admin' } } as UserCaller
}

/** A user who applied and was approved; their caller and default code. */
export async function approvedAffiliate(app: App, handle: DatabaseHandle, admin: UserCaller, email?: string) {
  const userId = await insertUser(handle, email)
  const caller = await callerOf(handle, userId)
  await app.affiliate.apply(caller, {
    website: 'https://ink.example',
    audience: 'Tattoo fans',
    promotion_plan: 'Posts and stories on my studio account',
    paypal_email: null,
  })
  const affiliate = await handle.db.selectFrom('affiliate').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
  await app.affiliate.operator.decide(admin, { affiliate_id: affiliate.id, action: 'approve', note: null })
  // The payout account is the account's own address: set at once, no confirmation.
  await app.affiliate.updateInfo(caller, { paypal_email: caller.user.email.toLowerCase(), payout_threshold: null })
  const codes = await app.affiliate.codes(caller, { page: 1, page_size: 20 })
  return { caller, affiliateId: affiliate.id, code: codes.items[0]!.code }
}

/** A new user who signed up through the code (attributed as sign-up attributes). */
export async function referredUser(
  app: App,
  handle: DatabaseHandle,
  code: string,
  ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const email = `buyer.${randomUUID()}@customers.example`
  const userId = await insertUser(handle, email)
  await app.affiliate.attribute(
    { id: userId, email },
    { code, referralUrl: null, source: null },
    { locale: 'en', ip, userAgent: 'test', origin: 'http://localhost' },
  )
  return userId
}

let chargeCounter = 0

/** A credit-pack purchase as the provider reports it ($5.00 by default). */
export function packPurchase(
  userId: string,
  created = Math.floor(Date.now() / 1000),
  amount = 500,
): { event: PaymentEvent; chargeId: string } {
  const chargeId = `ch_${++chargeCounter}_${randomUUID()}`
  return {
    chargeId,
    event: {
      eventId: `evt_${randomUUID()}`,
      created,
      type: 'checkout.completed',
      checkoutId: randomUUID(),
      userId,
      customerId: `cus_${userId}`,
      purchase: { kind: 'pack', packId: 'pack-50' },
      priceId: 'pack-50-usd',
      charge: { id: chargeId, userId, money: { amount, currency: 'USD' } },
      subscription: null,
    },
  }
}

export function refundOf(chargeId: string, amount: number, created = Math.floor(Date.now() / 1000)): PaymentEvent {
  return {
    eventId: `evt_${randomUUID()}`,
    created,
    type: 'charge.refunded',
    chargeId,
    refund: { id: `re_${randomUUID()}`, money: { amount, currency: 'USD' } },
  } as PaymentEvent
}
