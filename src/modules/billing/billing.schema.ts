import * as v from 'valibot'
import { CURRENCIES, type Currency } from './currencies'

export { CURRENCIES, type Currency } from './currencies'
export const INTERVALS = ['month', 'year'] as const

/** Our ids (`pro`, `pack-50`, a checkout's UUID): short, lower case, digits and dashes. */
const Id = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^[a-z0-9-]{1,64}$/, message))
const CurrencySchema = v.pipe(v.string('validation_choice'), v.toUpperCase(), v.picklist(CURRENCIES, 'validation_choice'))

/**
 * POST /billing/checkout: a plan at an interval, or a credit pack, in a currency (else the
 * reader's). One object with every field optional, checked as a whole, so each refusal names its
 * field (a union would only say that neither shape fits).
 */
export const CheckoutSchema = v.pipe(
  v.object({
    plan_id: v.optional(Id('validation_billing_plan')),
    interval: v.optional(v.picklist(INTERVALS, 'validation_choice')),
    pack_id: v.optional(Id('validation_billing_pack')),
    currency: v.optional(CurrencySchema),
  }),
  v.forward(
    v.check((input) => (input.plan_id === undefined) !== (input.pack_id === undefined), 'validation_billing_plan'),
    ['plan_id'],
  ),
  v.forward(
    v.check((input) => input.plan_id === undefined || input.interval !== undefined, 'validation_choice'),
    ['interval'],
  ),
  v.transform(
    (input): { plan_id: string; interval: 'month' | 'year'; currency?: Currency } | { pack_id: string; currency?: Currency } =>
      input.plan_id !== undefined
        ? { plan_id: input.plan_id, interval: input.interval!, currency: input.currency }
        : { pack_id: input.pack_id!, currency: input.currency },
  ),
)
export type CheckoutInput = v.InferOutput<typeof CheckoutSchema>

/** POST /billing/change: another plan or interval for the running subscription. */
export const ChangePlanSchema = v.object({
  plan_id: Id('validation_billing_plan'),
  interval: v.picklist(INTERVALS, 'validation_choice'),
})
export type ChangePlanInput = v.InferOutput<typeof ChangePlanSchema>

/** GET /billing/checkouts/:id — what pay-success polls. */
export const CheckoutIdSchema = v.object({ id: Id('validation_billing_checkout') })

/** The sandbox checkout page's session id (`sbx_cs_…`). */
export const SandboxSessionSchema = v.object({
  session_id: v.pipe(v.string('validation_required'), v.regex(/^sbx_cs_[0-9a-f-]{36}$/, 'validation_billing_checkout')),
})

export const SandboxPaySchema = v.object({
  ...SandboxSessionSchema.entries,
  outcome: v.picklist(['success', 'decline', 'challenge-passed', 'challenge-failed'], 'validation_choice'),
})

/** The sandbox's test controls on a subscription or its latest charge. */
export const SandboxTestSchema = v.object({
  action: v.picklist(['advance-clock', 'fail-renewal', 'refund-latest', 'dispute-latest'], 'validation_choice'),
})

export const WebhookProviderSchema = v.object({ provider: v.picklist(['sandbox', 'stripe'], 'validation_choice') })

/** The currency a reader sees first: euros where most readers of the language live in the euro area (German, French; Spanish and Portuguese readers are mostly in the Americas). */
export function defaultCurrency(locale: string): Currency {
  return ['de', 'fr'].includes(locale) ? 'EUR' : 'USD'
}

/** POST /billing/webhooks/:provider — the exact bytes and headers, checked by the provider's adapter. */
export const WebhookSchema = v.object({
  ...WebhookProviderSchema.entries,
  body: v.instance(Uint8Array),
  headers: v.record(v.string(), v.string()),
})
export type WebhookInput = v.InferOutput<typeof WebhookSchema>
