import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPayPalStandIn, type PayPalStandIn } from '../testing/paypal-stand-in'
import { PayoutWebhookRejected, type PayoutRequest, type Payouts } from './payouts'
import { createPayPalPayouts, PayPalError, type PayPalConfig } from './paypal.server'

const CREDENTIALS = { clientId: 'inkdraft-client', clientSecret: 'inkdraft-client-secret', webhookId: 'WH7STANDIN42' }
const PAYOUTS_PATH = '/v1/payments/payouts'

let stand: PayPalStandIn
let config: PayPalConfig
let payouts: Payouts
let settlements = 0

beforeAll(async () => {
  stand = await startPayPalStandIn(CREDENTIALS)
  config = { ...CREDENTIALS, apiUrl: stand.url }
})
afterAll(() => stand.close())
beforeEach(() => {
  // A new adapter for each test, so each starts without a token.
  payouts = createPayPalPayouts(config)
  stand.requests.length = 0
})
afterEach(() => {
  vi.useRealTimers()
  stand.linkDuplicates(true)
})

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  settlements++
  return {
    settlementId: `stl_${settlements}`,
    receiver: `affiliate${settlements}@example.com`,
    money: { amount: 1234, currency: 'USD' },
    note: 'Inkdraft affiliate earnings, 2026-11',
    ...overrides,
  }
}

const creates = () => stand.requests.filter((r) => r.method === 'POST' && r.path === PAYOUTS_PATH)
const tokenRequests = () => stand.requests.filter((r) => r.path === '/v1/oauth2/token')
const batchesOf = (settlementId: string) =>
  stand.batches().filter((batch) => batch.batch_header.sender_batch_header.sender_batch_id === settlementId)
const paths = () => stand.requests.map((r) => `${r.method} ${r.path}`)

/** An adapter that sends every create under another PayPal-Request-Id, as after a lost idempotency key. */
function withRequestId(requestId: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    if (headers.has('paypal-request-id')) headers.set('paypal-request-id', requestId)
    return fetch(input, { ...init, headers })
  }
}

describe('PayPal payouts: sending', () => {
  it('pays a settlement as a one-item batch under its own ids, with one token for every call', async () => {
    const payout = request()
    const sent = await payouts.send(payout)
    expect(sent).toEqual({
      settlementId: payout.settlementId,
      state: 'paid',
      batchId: expect.any(String),
      itemId: expect.any(String),
      transactionId: expect.any(String),
      failure: null,
    })
    expect(await payouts.status({ settlementId: payout.settlementId, batchId: sent.batchId })).toEqual(sent)

    const [token] = tokenRequests()
    expect(tokenRequests()).toHaveLength(1)
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('inkdraft-client:inkdraft-client-secret').toString('base64')}`)
    expect(token!.body).toEqual({ grant_type: 'client_credentials' })
    const [create] = creates()
    expect(create!.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer A21AA/),
      'content-type': 'application/json',
      'paypal-request-id': payout.settlementId,
    })
    expect(create!.body).toEqual({
      sender_batch_header: {
        sender_batch_id: payout.settlementId,
        email_subject: 'You have a payout from Inkdraft',
        email_message: payout.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '12.34', currency: 'USD' },
          receiver: payout.receiver,
          note: payout.note,
          sender_item_id: payout.settlementId,
        },
      ],
    })
    const bearers = new Set(stand.requests.filter((r) => r !== token).map((r) => r.headers.authorization))
    expect(bearers.size).toBe(1)
    expect(paths()).toEqual([
      'POST /v1/oauth2/token',
      `POST ${PAYOUTS_PATH}`,
      `GET ${PAYOUTS_PATH}/${sent.batchId}`,
      `GET ${PAYOUTS_PATH}/${sent.batchId}`,
    ])
  })

  it('sends a settlement whose answer was lost once: the retry answers the first batch', async () => {
    const payout = request()
    stand.failNext(PAYOUTS_PATH, 502, { processed: true })
    await expect(payouts.send(payout)).rejects.toThrow(PayPalError)
    const retried = await payouts.send(payout)
    const again = await payouts.send(payout)

    const [batch] = batchesOf(payout.settlementId)
    expect(batchesOf(payout.settlementId)).toHaveLength(1)
    expect(retried).toMatchObject({ state: 'paid', batchId: batch!.batch_header.payout_batch_id })
    expect(again).toEqual(retried)
    expect(creates().map((r) => r.headers['paypal-request-id'])).toEqual(Array(3).fill(payout.settlementId))
  })

  it('reads a failed item with the error PayPal names', async () => {
    const payout = request()
    stand.setOutcome(payout.receiver, 'failed')
    const sent = await payouts.send(payout)
    expect(sent).toEqual({
      settlementId: payout.settlementId,
      state: 'failed',
      batchId: expect.any(String),
      itemId: expect.any(String),
      transactionId: null,
      failure: 'RECEIVER_UNREGISTERED',
    })
  })

  it('follows a pending item until PayPal pays it', async () => {
    const payout = request()
    stand.setOutcome(payout.receiver, 'pending')
    const sent = await payouts.send(payout)
    expect(sent).toMatchObject({ state: 'processing', batchId: expect.any(String), transactionId: null, failure: null })
    const ref = { settlementId: payout.settlementId, batchId: sent.batchId }
    expect((await payouts.status(ref)).state).toBe('processing')

    stand.settle(sent.batchId!, 'success')
    expect(await payouts.status(ref)).toEqual({ ...sent, state: 'paid', transactionId: expect.any(String) })
  })

  it('keeps an unclaimed payout processing until PayPal returns it', async () => {
    const payout = request()
    stand.setOutcome(payout.receiver, 'unclaimed')
    const sent = await payouts.send(payout)
    expect(sent).toMatchObject({ state: 'processing', failure: null })

    stand.settle(sent.batchId!, 'returned')
    const returned = await payouts.status({ settlementId: payout.settlementId, batchId: sent.batchId })
    expect(returned).toMatchObject({ state: 'failed', failure: 'RECEIVER_UNREGISTERED' })
  })

  it('finds the batch PayPal already has for a settlement sent under another request id, and pays nothing more', async () => {
    const payout = request()
    const first = await payouts.send(payout)
    const forgetful = createPayPalPayouts(config, withRequestId('another-request-id'))

    expect(await forgetful.send(payout)).toEqual(first)
    expect(batchesOf(payout.settlementId)).toHaveLength(1)
  })

  it('answers unknown when PayPal refuses a repeated sender_batch_id without saying which batch holds it', async () => {
    const payout = request()
    await payouts.send(payout)
    stand.linkDuplicates(false)
    const forgetful = createPayPalPayouts(config, withRequestId('another-request-id'))

    expect(await forgetful.send(payout)).toEqual({
      settlementId: payout.settlementId,
      state: 'unknown',
      batchId: null,
      itemId: null,
      transactionId: null,
      failure: null,
    })
    expect(batchesOf(payout.settlementId)).toHaveLength(1)
  })

  it('fetches a new token once when PayPal no longer accepts the cached one', async () => {
    const payout = request()
    const sent = await payouts.send(payout)
    stand.expireTokens()
    stand.requests.length = 0

    expect(await payouts.status({ settlementId: payout.settlementId, batchId: sent.batchId })).toEqual(sent)
    expect(paths()).toEqual([
      `GET ${PAYOUTS_PATH}/${sent.batchId}`,
      'POST /v1/oauth2/token',
      `GET ${PAYOUTS_PATH}/${sent.batchId}`,
    ])
  })

  it('renews the token shortly before PayPal says it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await payouts.send(request())
    vi.setSystemTime(Date.now() + 32_400_000 - 60_000)
    await payouts.send(request())
    expect(tokenRequests()).toHaveLength(2)
  })

  it('throws when PayPal is unavailable, so the caller sends again later', async () => {
    const payout = request()
    stand.failNext(PAYOUTS_PATH, 503)
    const error = await payouts.send(payout).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayPalError)
    expect(error).toMatchObject({ status: 503, paypalName: 'SERVICE_UNAVAILABLE' })
    expect((error as Error).message).toMatch(/^PayPal POST \/v1\/payments\/payouts answered 503 SERVICE_UNAVAILABLE/)
    expect(batchesOf(payout.settlementId)).toHaveLength(0)

    const sent = await payouts.send(payout)
    expect(sent.state).toBe('paid')
    stand.failNext(`${PAYOUTS_PATH}/${sent.batchId}`, 500)
    await expect(payouts.status({ settlementId: payout.settlementId, batchId: sent.batchId })).rejects.toThrow(/answered 500/)
  })

  it('names the variables to check when PayPal refuses the credentials, never the secret', async () => {
    const wrong = createPayPalPayouts({ ...config, clientSecret: 'not-the-secret' })
    const error = (await wrong.send(request()).catch((caught: unknown) => caught)) as Error
    expect(error.message).toMatch(/token request answered 401 invalid_client.*PAYPAL_CLIENT_SECRET/)
    expect(error.message).not.toContain('not-the-secret')
    expect(creates()).toHaveLength(0)
  })

  it('throws the field issues of a payout PayPal refuses', async () => {
    await expect(payouts.send(request({ receiver: 'not-an-email' }))).rejects.toThrow(
      /answered 400 VALIDATION_ERROR: Invalid request - see details \(items\[0\]\.receiver: Receiver is invalid/,
    )
  })

  it('throws when PayPal cannot be reached', async () => {
    const unreachable = createPayPalPayouts({ ...config, apiUrl: 'http://127.0.0.1:9' })
    await expect(unreachable.send(request())).rejects.toThrow(/^PayPal did not answer POST \/v1\/oauth2\/token/)
  })

  it('sends zero-decimal currencies in whole units, and refuses a fraction PayPal cannot pay', async () => {
    await payouts.send(request({ money: { amount: 1234, currency: 'JPY' } }))
    await payouts.send(request({ money: { amount: 12_300, currency: 'TWD' } }))
    await payouts.send(request({ money: { amount: 5, currency: 'EUR' } }))
    expect(creates().map((r) => JSON.stringify((r.body as { items: { amount: unknown }[] }).items[0]!.amount))).toEqual([
      '{"value":"1234","currency":"JPY"}',
      '{"value":"123","currency":"TWD"}',
      '{"value":"0.05","currency":"EUR"}',
    ])

    stand.requests.length = 0
    await expect(payouts.send(request({ money: { amount: 12_345, currency: 'TWD' } }))).rejects.toThrow(/TWD in whole units/)
    await expect(payouts.send(request({ money: { amount: 0, currency: 'USD' } }))).rejects.toThrow(/positive whole number/)
    await expect(payouts.send(request({ money: { amount: 100, currency: 'usd' } }))).rejects.toThrow(/ISO 4217/)
    expect(stand.requests).toHaveLength(0)
  })

  it('answers unknown for a settlement without a batch, or a batch PayPal does not know', async () => {
    const unknown = { state: 'unknown', itemId: null, transactionId: null, failure: null }
    expect(await payouts.status({ settlementId: 'stl_lost', batchId: null })).toEqual({
      settlementId: 'stl_lost',
      batchId: null,
      ...unknown,
    })
    expect(stand.requests).toHaveLength(0)
    expect(await payouts.status({ settlementId: 'stl_lost', batchId: 'NOSUCHBATCH' })).toEqual({
      settlementId: 'stl_lost',
      batchId: 'NOSUCHBATCH',
      ...unknown,
    })
  })
})

describe('PayPal payouts: webhooks', () => {
  async function paidBatch() {
    const payout = request()
    const sent = await payouts.send(payout)
    return { payout, sent }
  }

  it('reads a signed SUCCEEDED delivery as paid, sending PayPal the delivered bytes to verify', async () => {
    const { payout, sent } = await paidBatch()
    const { body, headers } = stand.signedWebhook(stand.itemEvent(sent.batchId!))
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]))

    expect(await payouts.readWebhook(body, shouted)).toEqual({ ...sent, settlementId: payout.settlementId, state: 'paid' })
    const verify = stand.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature')!
    expect(verify.body).toMatchObject({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: CREDENTIALS.webhookId,
    })
    expect(verify.raw.endsWith(`"webhook_event":${body}}`)).toBe(true)
  })

  it('reads the events of an item PayPal settles later', async () => {
    const pending = request()
    stand.setOutcome(pending.receiver, 'pending')
    const sentPending = await payouts.send(pending)
    const paid = stand.signedWebhook(stand.settle(sentPending.batchId!, 'success'))
    expect(await payouts.readWebhook(paid.body, paid.headers)).toMatchObject({
      settlementId: pending.settlementId,
      state: 'paid',
    })

    const unclaimed = request()
    stand.setOutcome(unclaimed.receiver, 'unclaimed')
    const sentUnclaimed = await payouts.send(unclaimed)
    const waiting = stand.signedWebhook(stand.itemEvent(sentUnclaimed.batchId!))
    expect(await payouts.readWebhook(waiting.body, waiting.headers)).toMatchObject({ state: 'processing', failure: null })
    const returned = stand.signedWebhook(stand.settle(sentUnclaimed.batchId!, 'returned'))
    expect(await payouts.readWebhook(returned.body, returned.headers)).toMatchObject({
      settlementId: unclaimed.settlementId,
      state: 'failed',
      failure: 'RECEIVER_UNREGISTERED',
    })
  })

  it('rejects a tampered or re-serialized body', async () => {
    const { sent } = await paidBatch()
    const { body, headers } = stand.signedWebhook(stand.itemEvent(sent.batchId!))
    const tampered = body.replace('"value": "12.34"', '"value": "99.34"')
    expect(tampered).not.toBe(body)
    await expect(payouts.readWebhook(tampered, headers)).rejects.toThrow(PayoutWebhookRejected)
    await expect(payouts.readWebhook(JSON.stringify(JSON.parse(body)), headers)).rejects.toThrow(PayoutWebhookRejected)
  })

  it('rejects a delivery signed for another webhook, and every delivery when no webhook id is set', async () => {
    const { sent } = await paidBatch()
    const { body, headers } = stand.signedWebhook(stand.itemEvent(sent.batchId!))
    const otherWebhook = createPayPalPayouts({ ...config, webhookId: 'WH7SOMEONEELSE' })
    await expect(otherWebhook.readWebhook(body, headers)).rejects.toThrow(/did not verify the delivery's signature \(FAILURE\)/)

    stand.requests.length = 0
    const unset = createPayPalPayouts({ ...config, webhookId: undefined })
    await expect(unset.readWebhook(body, headers)).rejects.toThrow(PayoutWebhookRejected)
    expect(stand.requests).toHaveLength(0)
  })

  it('rejects a delivery without its signature headers before asking PayPal', async () => {
    const { sent } = await paidBatch()
    const { body, headers } = stand.signedWebhook(stand.itemEvent(sent.batchId!))
    stand.requests.length = 0
    const { 'paypal-transmission-sig': _signature, ...unsigned } = headers
    await expect(payouts.readWebhook(body, unsigned)).rejects.toThrow(/no paypal-transmission-sig header/)
    await expect(payouts.readWebhook('not json', headers)).rejects.toThrow(PayoutWebhookRejected)
    expect(stand.requests).toHaveLength(0)
  })

  it('reads an event that is not about a payout item as null', async () => {
    const { sent } = await paidBatch()
    const batchEvent = {
      id: 'WH-2WR32451HC0233532-67976317FL4543714',
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts',
      event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS',
      summary: 'Payouts batch completed successfully.',
      resource: { batch_header: { payout_batch_id: sent.batchId, batch_status: 'SUCCESS' } },
    }
    const { body, headers } = stand.signedWebhook(batchEvent)
    expect(await payouts.readWebhook(body, headers)).toBeNull()
  })

  it('throws, rather than rejects, when PayPal cannot verify for now', async () => {
    const { sent } = await paidBatch()
    const { body, headers } = stand.signedWebhook(stand.itemEvent(sent.batchId!))
    stand.failNext('/v1/notifications/verify-webhook-signature', 503)
    const error = await payouts.readWebhook(body, headers).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayPalError)
    expect(error).not.toBeInstanceOf(PayoutWebhookRejected)
  })
})
