import type { ImagePermission } from '@/modules/accounts'

/** GET /plans, shared by server and browser. Money in minor units. */
export interface Catalogue {
  currencies: string[]
  plans: CataloguePlan[]
  packs: CataloguePack[]
}

export interface CataloguePrice {
  id: string
  interval: 'month' | 'year' | null
  currency: string
  amount: number
}

export interface CataloguePlan {
  id: string
  rank_name: string
  image: ImagePermission
  quotas: {
    slow: { limit: number; period: 'day' | 'month' }
    priority: { limit: number; period: 'day' | 'month' }
  }
  /** None for FREE. */
  prices: CataloguePrice[]
}

export interface CataloguePack {
  id: string
  credits: number
  prices: CataloguePrice[]
}

/** GET /billing/subscription: the signed-in user's plan, renewal, receipts and credits. */
export interface BillingOverview {
  provider: 'sandbox' | 'stripe'
  rank_name: string
  subscription: {
    id: string
    plan_id: string
    rank_name: string
    interval: 'month' | 'year'
    status: string
    current_period_start: number
    current_period_end: number
    cancel_at_period_end: boolean
    price: { amount: number; currency: string }
  } | null
  payments: {
    id: string
    kind: 'subscription' | 'pack'
    price_id: string
    plan_id: string | null
    pack_id: string | null
    credits: number
    amount: number
    currency: string
    paid_at: number
    /** `refunded` or `disputed` when money went back. */
    adjustment: 'refund' | 'dispute' | null
  }[]
  /** The provider has its own page for cards and invoices (Stripe's portal). */
  has_portal: boolean
}

/** GET /billing/checkouts/:id — pay-success polls it until the provider's event has landed. */
export interface CheckoutView {
  id: string
  status: 'open' | 'completed' | 'canceled'
  kind: 'subscription' | 'pack'
  plan_id: string | null
  pack_id: string | null
  interval: 'month' | 'year' | null
  credits: number
  amount: number
  currency: string
}
