import {
  PayoutWebhookRejected,
  type Money,
  type PayoutRequest,
  type PayoutState,
  type PayoutStatus,
  type Payouts,
} from './payouts'

/*
 * PayPal Payouts (REST API v1), written by hand over fetch: PayPal's maintained server SDK
 * (@paypal/paypal-server-sdk) covers Orders, Payments, Vault, Subscriptions and Transaction Search
 * but not Payouts, and the Payouts SDK (@paypal/payouts-sdk) is archived.
 *
 * One settlement is one batch of one item, and both carry the settlement id (sender_batch_id,
 * sender_item_id, PayPal-Request-Id). PayPal refuses a sender_batch_id it has seen in the last 30
 * days, which is what makes a repeated send safe even when the idempotency key has been forgotten.
 */

export interface PayPalConfig {
  clientId: string
  clientSecret: string
  /** https://api-m.paypal.com; https://api-m.sandbox.paypal.com for PayPal's sandbox; a stand-in in tests. */
  apiUrl: string
  /** The webhook's id in the PayPal app; without it every delivery is rejected. */
  webhookId: string | undefined
}

/** PayPal answered, but not with a success. `debugId` is what PayPal's support asks for. */
export class PayPalError extends Error {
  override readonly name = 'PayPalError'
  constructor(
    message: string,
    readonly status: number,
    readonly paypalName: string | null,
    readonly debugId: string | null,
  ) {
    super(message)
  }
}

const PAYOUTS_PATH = '/v1/payments/payouts'
const VERIFY_PATH = '/v1/notifications/verify-webhook-signature'
const EMAIL_SUBJECT = 'You have a payout from Inkdraft'
/** A request PayPal has not answered by then is abandoned; a send is safe to repeat. */
const REQUEST_TIMEOUT_MS = 30_000
/** Tokens are renewed this long before PayPal says they expire, so none expires on the way. */
const TOKEN_RENEWAL_MS = 5 * 60_000
/** PayPal refuses decimals in these, although ISO 4217 gives TWD (and once HUF) two. */
const WHOLE_UNITS_ONLY: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD'])

const FAILED_STATUSES: ReadonlySet<string> = new Set([
  'FAILED',
  'RETURNED',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
  'DENIED',
  'CANCELED',
])
const PROCESSING_STATUSES: ReadonlySet<string> = new Set(['PENDING', 'ONHOLD', 'UNCLAIMED', 'NEW', 'PROCESSING'])

const ITEM_EVENT = 'PAYMENT.PAYOUTS-ITEM.'
/** PAYMENT.PAYOUTS-ITEM.* events; PayPal does not list REVERSED, it is read in case it comes. */
const ITEM_EVENT_STATES: ReadonlyMap<string, PayoutState> = new Map([
  ['SUCCEEDED', 'paid'],
  ['FAILED', 'failed'],
  ['BLOCKED', 'failed'],
  ['RETURNED', 'failed'],
  ['REFUNDED', 'failed'],
  ['REVERSED', 'failed'],
  ['DENIED', 'failed'],
  ['CANCELED', 'failed'],
  ['UNCLAIMED', 'processing'],
  ['HELD', 'processing'],
])

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

type SignatureFields = Record<keyof typeof SIGNATURE_HEADERS, string>

export function createPayPalPayouts(config: PayPalConfig, fetchImpl: typeof fetch = fetch): Payouts {
  const api = createClient(config, fetchImpl)

  async function status({ settlementId, batchId }: { settlementId: string; batchId: string | null }) {
    if (!batchId) return unknown(settlementId, null)
    const path = `${PAYOUTS_PATH}/${encodeURIComponent(batchId)}`
    const reply = await api.call('GET', path)
    if (reply.status === 200) return readBatch(settlementId, batchId, reply.body)
    if (reply.status === 404) return unknown(settlementId, batchId)
    throw failure(`GET ${path}`, reply)
  }

  /** Right after creation PayPal may not have split the batch into items: then the batch header speaks. */
  async function created(settlementId: string, body: unknown): Promise<PayoutStatus> {
    const header = record(record(body).batch_header)
    const batchId = text(header.payout_batch_id)
    if (!batchId) throw new Error('PayPal accepted the payout but named no payout_batch_id; sending it again finds the batch')
    const polled = await status({ settlementId, batchId }).catch(() => null)
    if (polled && polled.state !== 'unknown') return polled
    return batchOnly(settlementId, batchId, text(header.batch_status))
  }

  return {
    kind: 'paypal',

    async send(request) {
      const body = JSON.stringify(payoutBody(request))
      const reply = await api.call('POST', PAYOUTS_PATH, {
        body,
        headers: { 'content-type': 'application/json', 'paypal-request-id': request.settlementId },
      })
      if (reply.status === 200 || reply.status === 201) return created(request.settlementId, reply.body)
      if (isDuplicateBatch(reply)) {
        // The batch exists: never send again. PayPal links the error to it; without the link we cannot tell its state.
        const batchId = linkedBatchId(reply.body)
        return batchId ? status({ settlementId: request.settlementId, batchId }) : unknown(request.settlementId, null)
      }
      throw failure(`POST ${PAYOUTS_PATH}`, reply)
    },

    status,

    async readWebhook(rawBody, headers) {
      if (!config.webhookId)
        throw new PayoutWebhookRejected('PAYPAL_WEBHOOK_ID is not set, so no PayPal delivery can be verified')
      const event = parseEvent(rawBody)
      const reply = await api.call('POST', VERIFY_PATH, {
        body: verificationRequest(signatureFields(headers), config.webhookId, rawBody),
        headers: { 'content-type': 'application/json' },
      })
      if (reply.status === 400 || reply.status === 422)
        throw new PayoutWebhookRejected(`PayPal refused to verify the delivery (${summary(reply)})`)
      if (reply.status !== 200) throw failure(`POST ${VERIFY_PATH}`, reply)
      const verdict = text(record(reply.body).verification_status)
      if (verdict !== 'SUCCESS')
        throw new PayoutWebhookRejected(`PayPal did not verify the delivery's signature (${verdict ?? 'no verification_status'})`)
      return readItemEvent(event)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The wire: OAuth 2 client credentials, a cached token, one retry on 401.

interface Reply {
  status: number
  /** The parsed JSON, or undefined when the answer was not JSON (a proxy's error page). */
  body: unknown
}

function createClient(config: PayPalConfig, fetchImpl: typeof fetch) {
  let cached: { value: string; renewAt: number } | null = null
  let exchanging: Promise<string> | null = null
  const send = (method: string, path: string, init: RequestParts) => request(fetchImpl, config.apiUrl, method, path, init)

  async function exchange(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
    const reply = await send('POST', '/v1/oauth2/token', {
      body: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    })
    if (reply.status === 401) {
      const error = failure('token request', reply)
      error.message += '; check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (and that PAYPAL_API_URL is the right environment)'
      throw error
    }
    if (reply.status !== 200) throw failure('token request', reply)
    const body = record(reply.body)
    const value = text(body.access_token)
    const lifetimeMs = typeof body.expires_in === 'number' ? body.expires_in * 1000 : Number.NaN
    if (!value || !(lifetimeMs > 0)) throw new Error('PayPal answered the token request without an access_token and expires_in')
    cached = { value, renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_RENEWAL_MS, lifetimeMs / 2) }
    return value
  }

  /** One exchange at a time: concurrent calls wait for the same token. */
  function token(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.value)
    exchanging ??= exchange().finally(() => {
      exchanging = null
    })
    return exchanging
  }

  return {
    async call(method: 'GET' | 'POST', path: string, init: RequestParts = {}): Promise<Reply> {
      const authorized = (value: string) => ({ ...init, headers: { ...init.headers, authorization: `Bearer ${value}` } })
      const used = await token()
      const reply = await send(method, path, authorized(used))
      if (reply.status !== 401) return reply
      // Expired or revoked before its time: one new token, one more try.
      if (cached?.value === used) cached = null
      return send(method, path, authorized(await token()))
    },
  }
}

interface RequestParts {
  body?: string
  headers?: Record<string, string>
}

async function request(
  fetchImpl: typeof fetch,
  apiUrl: string,
  method: string,
  path: string,
  init: RequestParts,
): Promise<Reply> {
  try {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    return { status: response.status, body: parseJson(await response.text()) }
  } catch (error) {
    throw new Error(`PayPal did not answer ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}

function failure(what: string, reply: Reply): PayPalError {
  const body = record(reply.body)
  const name = text(body.name) ?? text(body.error) ?? null
  const debugId = text(body.debug_id) ?? null
  return new PayPalError(`PayPal ${what} answered ${summary(reply)}`, reply.status, name, debugId)
}

/** Status, error name, message, field issues and debug id: what PayPal says of itself, never our request. */
function summary(reply: Reply): string {
  const body = record(reply.body)
  const name = text(body.name) ?? text(body.error)
  const message = text(body.message) ?? text(body.error_description)
  const issues = list(body.details)
    .map((detail) => [text(record(detail).field), text(record(detail).issue)].filter(Boolean).join(': '))
    .filter(Boolean)
  const debugId = text(body.debug_id)
  return [
    `${reply.status}${name ? ` ${name}` : ''}${message ? `: ${message}` : ''}`,
    issues.length ? ` (${issues.join('; ')})` : '',
    debugId ? ` [debug_id ${debugId}]` : '',
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Sending: the batch, its amount, and the duplicate PayPal answers a repeat with.

function payoutBody(request: PayoutRequest) {
  return {
    sender_batch_header: { sender_batch_id: request.settlementId, email_subject: EMAIL_SUBJECT, email_message: request.note },
    items: [
      {
        recipient_type: 'EMAIL',
        amount: { value: paypalValue(request.money), currency: request.money.currency },
        receiver: request.receiver,
        note: request.note,
        sender_item_id: request.settlementId,
      },
    ],
  }
}

/** Minor units as PayPal's decimal string: `1234` USD → `12.34`, `1234` JPY → `1234`. */
function paypalValue({ amount, currency }: Money): string {
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`A payout needs an upper-case ISO 4217 currency, not ${JSON.stringify(currency)}`)
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A payout needs a positive whole number of minor units, not ${amount}`)
  // Minor units as the rest of Inkdraft counts them (lib/money.ts): Intl's fraction digits.
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  const scale = 10 ** digits
  const units = Math.floor(amount / scale)
  const fraction = amount % scale
  if (WHOLE_UNITS_ONLY.has(currency) && fraction !== 0)
    throw new Error(`PayPal pays ${currency} in whole units only; ${amount} minor units is not a whole amount`)
  if (digits === 0 || WHOLE_UNITS_ONLY.has(currency)) return String(units)
  return `${units}.${String(fraction).padStart(digits, '0')}`
}

/** PayPal's answer to a sender_batch_id it already has: 400 USER_BUSINESS_ERROR naming SENDER_BATCH_ID. */
function isDuplicateBatch(reply: Reply): boolean {
  const body = record(reply.body)
  if (reply.status !== 400 || text(body.name) !== 'USER_BUSINESS_ERROR') return false
  return list(body.details).some((detail) => {
    const { field, issue } = record(detail)
    return text(field)?.toUpperCase() === 'SENDER_BATCH_ID' || /sender_batch_id|duplicate batch/i.test(text(issue) ?? '')
  })
}

/** The batch a duplicate error links to (`details[].link[]`, or the error's own `links`). */
function linkedBatchId(body: unknown): string | null {
  const error = record(body)
  const details = list(error.details).map(record)
  const links = [...list(error.links), ...details.flatMap((detail) => [...list(detail.link), ...list(detail.links)])]
  for (const link of links) {
    const match = /\/v1\/payments\/payouts\/([^/?#]+)/.exec(text(record(link).href) ?? '')
    if (match?.[1]) return decodeURIComponent(match[1])
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Reading: a batch, its item, an item event.

function readBatch(settlementId: string, batchId: string, body: unknown): PayoutStatus {
  const batch = record(body)
  const header = record(batch.batch_header)
  const senderBatchId = text(record(header.sender_batch_header).sender_batch_id)
  if (senderBatchId && senderBatchId !== settlementId)
    throw new Error(`PayPal batch ${batchId} was sent for ${senderBatchId}, not for settlement ${settlementId}`)
  const batchStatus = text(header.batch_status)
  const items = list(batch.items).map(record)
  const item =
    items.find((candidate) => text(record(candidate.payout_item).sender_item_id) === settlementId) ??
    (items.length === 1 ? items[0] : undefined)
  if (!item) return batchOnly(settlementId, batchId, batchStatus)
  const itemStatus = text(item.transaction_status)
  // A denied or canceled batch pays none of its items, whatever an item still says.
  const batchFailed = batchStatus === 'DENIED' || batchStatus === 'CANCELED'
  const state = itemStatus === 'SUCCESS' ? 'paid' : batchFailed ? 'failed' : stateOf(itemStatus)
  return {
    settlementId,
    state,
    batchId,
    itemId: text(item.payout_item_id) ?? null,
    transactionId: text(item.transaction_id) ?? null,
    failure: state === 'failed' ? (text(record(item.errors).name) ?? itemStatus ?? batchStatus ?? null) : null,
  }
}

function stateOf(itemStatus: string | undefined): PayoutState {
  if (itemStatus === 'SUCCESS') return 'paid'
  if (itemStatus && FAILED_STATUSES.has(itemStatus)) return 'failed'
  if (itemStatus && PROCESSING_STATUSES.has(itemStatus)) return 'processing'
  return 'unknown'
}

/** A batch without its item: a SUCCESS batch has settled, but that alone does not say the item was paid. */
function batchOnly(settlementId: string, batchId: string, batchStatus: string | undefined): PayoutStatus {
  const failed = batchStatus === 'DENIED' || batchStatus === 'CANCELED'
  const settling = batchStatus === 'SUCCESS' || (batchStatus !== undefined && PROCESSING_STATUSES.has(batchStatus))
  const state: PayoutState = failed ? 'failed' : settling ? 'processing' : 'unknown'
  return { settlementId, state, batchId, itemId: null, transactionId: null, failure: failed ? (batchStatus ?? null) : null }
}

function unknown(settlementId: string, batchId: string | null): PayoutStatus {
  return { settlementId, state: 'unknown', batchId, itemId: null, transactionId: null, failure: null }
}

function parseEvent(rawBody: string): Record<string, unknown> {
  const event = parseJson(rawBody)
  if (!isRecord(event)) throw new PayoutWebhookRejected('The delivery is not a JSON event')
  return event
}

function signatureFields(headers: Record<string, string | undefined>): SignatureFields {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const fields = {} as SignatureFields
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS) as [keyof SignatureFields, string][]) {
    const value = byName.get(header)
    if (!value) throw new PayoutWebhookRejected(`The delivery has no ${header} header`)
    fields[field] = value
  }
  return fields
}

/**
 * The delivered bytes go in verbatim: PayPal checks its signature over them, and a re-serialized
 * event (another key order or spacing, `1.0` read back as `1`) fails verification.
 */
function verificationRequest(fields: SignatureFields, webhookId: string, rawBody: string): string {
  const head = JSON.stringify({ ...fields, webhook_id: webhookId })
  return `${head.slice(0, -1)},"webhook_event":${rawBody}}`
}

/** An item event's resource is the payout item; its sender_item_id is our settlement id. */
function readItemEvent(event: Record<string, unknown>): PayoutStatus | null {
  const type = text(event.event_type) ?? ''
  const suffix = type.startsWith(ITEM_EVENT) ? type.slice(ITEM_EVENT.length) : ''
  const state = ITEM_EVENT_STATES.get(suffix)
  const item = record(event.resource)
  const settlementId = text(record(item.payout_item).sender_item_id)
  if (!state || !settlementId) return null
  return {
    settlementId,
    state,
    batchId: text(item.payout_batch_id) ?? null,
    itemId: text(item.payout_item_id) ?? null,
    transactionId: text(item.transaction_id) ?? null,
    failure: state === 'failed' ? (text(record(item.errors).name) ?? text(item.transaction_status) ?? suffix) : null,
  }
}

// ---------------------------------------------------------------------------------------------
// JSON without trust: PayPal's answers are read field by field.

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}
