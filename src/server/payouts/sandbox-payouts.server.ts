import type { PayoutStatus, Payouts } from './payouts'

const PAID_BATCH = 'sandbox-batch-'
const FAILED_BATCH = 'sandbox-failed-'

/**
 * Payouts for `npm start` without a PayPal account: nothing leaves the site and every payout is paid
 * at once. A receiver whose address ends its local part in `+fail` (`someone+fail@example.com`) is
 * refused as PayPal refuses an address without an account (RECEIVER_UNREGISTERED), so the failed
 * path can be shown locally.
 *
 * It keeps nothing: the outcome is written into the batch id, so status() answers the same after a
 * restart (`sandbox-batch-…` paid, `sandbox-failed-…` failed).
 */
export function createSandboxPayouts(): Payouts {
  return {
    kind: 'sandbox',
    async send({ settlementId, receiver }) {
      return refused(receiver) ? failed(settlementId) : paid(settlementId)
    },
    async status({ settlementId, batchId }) {
      if (!batchId) return { settlementId, state: 'unknown', batchId: null, itemId: null, transactionId: null, failure: null }
      return batchId.startsWith(FAILED_BATCH) ? failed(settlementId) : paid(settlementId)
    },
    // The sandbox sends no webhooks: send() already answers the outcome.
    async readWebhook() {
      return null
    },
  }
}

function refused(receiver: string): boolean {
  const at = receiver.lastIndexOf('@')
  return (at < 0 ? receiver : receiver.slice(0, at)).toLowerCase().endsWith('+fail')
}

function paid(settlementId: string): PayoutStatus {
  return {
    settlementId,
    state: 'paid',
    batchId: `${PAID_BATCH}${settlementId}`,
    itemId: `sandbox-item-${settlementId}`,
    transactionId: `sandbox-txn-${settlementId}`,
    failure: null,
  }
}

function failed(settlementId: string): PayoutStatus {
  return {
    settlementId,
    state: 'failed',
    batchId: `${FAILED_BATCH}${settlementId}`,
    itemId: `sandbox-item-${settlementId}`,
    transactionId: null,
    failure: 'RECEIVER_UNREGISTERED',
  }
}
