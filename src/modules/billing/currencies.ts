/** The currencies prices are shown and charged in; the pricing page's `?currency=` reads them (ADR 52). */
export const CURRENCIES = ['USD', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]
