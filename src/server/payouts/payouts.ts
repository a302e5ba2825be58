/**
 * The payouts slot: how the affiliate programme pays an affiliate one settlement. Two back-ends with
 * one contract: `sandbox` (nothing leaves the site, the default of `npm start`) and `paypal`
 * (PayPal Payouts). A settlement is sent as a one-item batch whose ids are the settlement's own, so
 * sending it again can never pay twice. Money is integer minor units with an ISO currency.
 */
export interface Money {
  /** Integer minor units (cents; yen for JPY). */
  amount: number
  /** ISO 4217, upper case (`USD`, `EUR`). */
  currency: string
}

export interface PayoutRequest {
  /** Our settlement id: PayPal's sender_batch_id and the idempotency key (PayPal-Request-Id). */
  settlementId: string
  /** The PayPal account's e-mail (snapshotted on the settlement). */
  receiver: string
  money: Money
  /** Shown to the receiver, e.g. "Inkdraft affiliate earnings, 2026-11". */
  note: string
}

/**
 * `processing`: sent, not settled yet (also PayPal's UNCLAIMED: the receiver has 30 days to claim it,
 * after which it comes back as RETURNED, i.e. failed). `unknown`: the provider has the payout but we
 * cannot tell where it stands; someone has to look in the provider's dashboard.
 */
export type PayoutState = 'processing' | 'paid' | 'failed' | 'unknown'

export interface PayoutStatus {
  settlementId: string
  state: PayoutState
  /** PayPal's payout_batch_id / payout_item_id / transaction id when known. */
  batchId: string | null
  itemId: string | null
  transactionId: string | null
  /** For failed: PayPal's error name or item status (e.g. RECEIVER_UNREGISTERED, RETURNED, BLOCKED). */
  failure: string | null
}

export interface Payouts {
  kind: 'sandbox' | 'paypal'
  /** Sends one settlement as a one-item batch. Safe to repeat with the same settlementId: a repeat never pays twice and answers the first batch's status. */
  send(request: PayoutRequest): Promise<PayoutStatus>
  /** Asks the provider where a settlement's payout stands (batchId from send when known). */
  status(ref: { settlementId: string; batchId: string | null }): Promise<PayoutStatus>
  /** A webhook delivery: verified, then read; null when it is not about a payout item we know how to read. Throws PayoutWebhookRejected when the signature does not verify. */
  readWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<PayoutStatus | null>
}

/** A webhook delivery that did not verify: answer it 400 and do not act on it. */
export class PayoutWebhookRejected extends Error {
  override readonly name = 'PayoutWebhookRejected'
}
