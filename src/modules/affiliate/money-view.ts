import type { BalanceView, Money } from './affiliate'

/** The balance a page shows first: USD when earned in, else the first currency earned in. */
export function primaryBalance(balances: BalanceView[]): { pending: Money; available: Money; paid: Money } {
  const first = balances.find((b) => b.currency === 'USD') ?? balances[0]
  const currency = first?.currency ?? 'USD'
  return {
    pending: { amount: first?.pending ?? 0, currency },
    available: { amount: first?.available ?? 0, currency },
    paid: { amount: first?.paid ?? 0, currency },
  }
}
