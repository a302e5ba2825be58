/** A subscription as entitlement sees it: its state, and the rank its plan gives. */
export interface SubscriptionFact {
  providerSubscriptionId: string
  status: string
  rankName: string
  /** The rank's position in the rank table: higher gives more. */
  rankPosition: number
  currentPeriodStart: number
}

export interface Entitlement {
  rank: string
  /** Where the priority quota's months start; null: calendar months (no subscription). */
  quotaAnchor: number | null
  /** The subscription that gives the rank, if any. */
  providerSubscriptionId: string | null
}

/** States in which a subscription is paid for (past due: the provider is still retrying the card). */
const ENTITLING = new Set(['active', 'trialing', 'past_due'])

export const FREE_ENTITLEMENT: Entitlement = { rank: 'FREE', quotaAnchor: null, providerSubscriptionId: null }

/**
 * A user's rank from the facts alone (ADR 45): the highest plan among subscriptions that are paid
 * for and none of whose payments was refunded or disputed; FREE otherwise. It depends on the set of
 * facts, not on the order they arrived in.
 */
export function entitlementOf(subscriptions: SubscriptionFact[], revokedSubscriptionIds: ReadonlySet<string>): Entitlement {
  const best = subscriptions
    .filter((s) => ENTITLING.has(s.status) && !revokedSubscriptionIds.has(s.providerSubscriptionId))
    .sort(
      (a, b) =>
        b.rankPosition - a.rankPosition ||
        b.currentPeriodStart - a.currentPeriodStart ||
        a.providerSubscriptionId.localeCompare(b.providerSubscriptionId),
    )[0]
  if (!best) return FREE_ENTITLEMENT
  return { rank: best.rankName, quotaAnchor: best.currentPeriodStart, providerSubscriptionId: best.providerSubscriptionId }
}

/** Whether a subscription in this state still renews or is paid for (the provider may be asked to change it). */
export const isLive = (status: string) => ENTITLING.has(status)
