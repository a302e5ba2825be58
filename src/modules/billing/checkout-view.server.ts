import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { BillingRepo } from './billing.repo.server'
import type { CheckoutView } from './catalogue'

/**
 * GET /billing/checkouts/:id — pay-success asks until the provider's event has landed. Only the
 * buyer sees a checkout; anyone else is told it does not exist.
 */
export function checkoutView(deps: { repo: BillingRepo }): Service<{ id: string }, CheckoutView, UserCaller> {
  return async (caller, { id }) => {
    const checkout = await deps.repo.checkoutById(id)
    if (!checkout || checkout.user_id !== caller.user.id) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    const price = await deps.repo.priceById(checkout.price_id)
    if (!price) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    const pack = price.pack_id ? await deps.repo.packById(price.pack_id) : undefined
    return {
      id: checkout.id,
      status: checkout.status,
      kind: price.pack_id ? 'pack' : 'subscription',
      plan_id: price.plan_id,
      pack_id: price.pack_id,
      interval: price.interval,
      credits: pack?.credits ?? 0,
      amount: price.amount,
      currency: price.currency,
    }
  }
}
