import { describe, expect, it } from 'vitest'
import { createSandboxPayouts } from './sandbox-payouts.server'

const payout = (receiver: string) => ({
  settlementId: 'stl_1',
  receiver,
  money: { amount: 5000, currency: 'USD' },
  note: 'Inkdraft affiliate earnings, 2026-11',
})

describe('sandbox payouts', () => {
  it('pays at once, and says so again for the batch after a restart', async () => {
    const paid = await createSandboxPayouts().send(payout('affiliate@example.com'))
    expect(paid).toEqual({
      settlementId: 'stl_1',
      state: 'paid',
      batchId: 'sandbox-batch-stl_1',
      itemId: 'sandbox-item-stl_1',
      transactionId: 'sandbox-txn-stl_1',
      failure: null,
    })
    expect(await createSandboxPayouts().status({ settlementId: 'stl_1', batchId: paid.batchId })).toEqual(paid)
  })

  it('refuses a receiver whose local part ends in +fail, as PayPal refuses an unregistered one', async () => {
    const failed = await createSandboxPayouts().send(payout('someone+FAIL@example.com'))
    expect(failed).toMatchObject({ state: 'failed', failure: 'RECEIVER_UNREGISTERED', transactionId: null })
    expect(await createSandboxPayouts().status({ settlementId: 'stl_1', batchId: failed.batchId })).toEqual(failed)
    expect((await createSandboxPayouts().send(payout('fail@example.com'))).state).toBe('paid')
  })

  it('cannot tell where a payout without a batch stands, and reads no webhooks', async () => {
    const sandbox = createSandboxPayouts()
    expect(await sandbox.status({ settlementId: 'stl_1', batchId: null })).toMatchObject({ state: 'unknown', batchId: null })
    expect(await sandbox.readWebhook('{}', {})).toBeNull()
  })
})
