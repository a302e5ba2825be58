import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Caller } from '@/server/caller'
import { WebhookRejected, type PaymentEvent, type Payments } from '@/server/payments/payments'
import type { Service } from '@/server/service'
import type { WebhookInput } from './billing.schema'
import type { EventOutcome } from './apply-events.server'

/**
 * POST /billing/webhooks/:provider: the configured provider's deliveries only. The adapter checks
 * the signature over the exact bytes (and its age: a replay outside the tolerance window is
 * refused with 400, which the provider does not retry); then each event is applied once.
 */
export function receiveWebhook(deps: {
  payments: Payments
  apply: (provider: string, events: PaymentEvent[]) => Promise<EventOutcome[]>
}): Service<WebhookInput, { received: number; applied: number }, Caller> {
  return async (_caller, input) => {
    if (input.provider !== deps.payments.name) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    let events: PaymentEvent[]
    try {
      events = await deps.payments.parseWebhook(input.body, input.headers)
    } catch (error) {
      if (error instanceof WebhookRejected) throw new AppError(ErrorCode.BAD_REQUEST, 'Webhook signature rejected')
      throw error
    }
    const outcomes = await deps.apply(input.provider, events)
    return { received: events.length, applied: outcomes.filter((o) => o.result === 'applied').length }
  }
}
