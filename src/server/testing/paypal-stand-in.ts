import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'

/**
 * A loopback server speaking the part of PayPal's REST API the payouts adapter calls, kept in
 * memory: the OAuth 2 token endpoint (client credentials over HTTP Basic), Payouts v1 (create a
 * batch, show a batch) and the webhook signature check. Answers and errors have PayPal's shapes: a
 * token error is `{error, error_description}`, an API error `{name, message, debug_id, details}`.
 *
 * As at PayPal, a create is replayed for a PayPal-Request-Id it has seen (answering the batch's
 * latest header), a sender_batch_id seen before is refused with USER_BUSINESS_ERROR and a link to the
 * batch that holds it, and a webhook delivery verifies only over the exact bytes that were signed
 * (transmission id | time | webhook id | CRC32 of the body), so a re-serialized event fails.
 *
 * Test controls stand for what happens on PayPal's side: a receiver's outcome (`setOutcome`), a
 * pending item settling (`settle`, which returns the event PayPal would send), a failing request
 * (`failNext`), tokens expiring (`expireTokens`). `signedWebhook()` turns an event into a delivery.
 */
export async function startPayPalStandIn(credentials: { clientId: string; clientSecret: string; webhookId: string }) {
  const store = createStore(credentials)
  const requests: PayPalRequest[] = []
  const failures = new Map<string, { status: number; processed: boolean }>()

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const raw = await textOf(req)
    const request: PayPalRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: headersOf(req),
      body: bodyOf(raw, req.headers['content-type']),
      raw,
    }
    requests.push(request)
    const failure = failures.get(request.path)
    failures.delete(request.path)
    if (failure && !failure.processed) return send(res, standInError(failure.status))
    const reply = route(store, request)
    // Processed, but the answer is lost on the way back: the case idempotency is for.
    send(res, failure ? standInError(failure.status) : reply)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  store.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    /** The API's base URL, for the adapter's `apiUrl`. */
    url: store.base,
    requests,
    /** The outcome of payouts to `receiver` from now on (default success); failed items name RECEIVER_UNREGISTERED. */
    setOutcome(receiver: string, outcome: Outcome) {
      store.outcomes.set(receiver.toLowerCase(), outcome)
    },
    /** Moves a batch's items on (a pending item paid, an unclaimed one returned…); returns the event PayPal sends. */
    settle(batchId: string, outcome: Settlement): PayoutItemEvent {
      const batch = store.batch(batchId)
      for (const item of batch.items) applyOutcome(item, outcome, store)
      refreshBatchStatus(batch)
      return itemEvent(store, batch.items[0]!)
    },
    /** The event PayPal sends for a batch's item as it stands now. */
    itemEvent(batchId: string): PayoutItemEvent {
      return itemEvent(store, store.batch(batchId).items[0]!)
    },
    /**
     * The next request to `path` answers `status` with PayPal's error body. `processed`: the request
     * takes effect first and only its answer is lost.
     */
    failNext(path: string, status: number, { processed = false }: { processed?: boolean } = {}) {
      failures.set(path, { status, processed })
    },
    /** Every token issued so far stops working, as at the end of its lifetime. */
    expireTokens() {
      store.tokens.clear()
    },
    /** Whether a duplicate sender_batch_id error links to the batch that holds it (PayPal's does). */
    linkDuplicates(on: boolean) {
      store.linkDuplicates = on
    },
    /** The batches created so far, oldest first. */
    batches(): StandInBatch[] {
      return [...store.batches.values()].map((batch) => structuredClone(batch))
    },
    /** A delivery of `event` as PayPal makes it: the exact bytes and the PAYPAL-* headers signed over them. */
    signedWebhook(event: object): { body: string; headers: Record<string, string> } {
      const body = JSON.stringify(event, null, 2)
      const transmissionId = randomUUID()
      const transmissionTime = new Date().toISOString()
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${store.base}/v1/notifications/certs/CERT-360caa42-fca2a594-standin`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': store.sign(transmissionId, transmissionTime, credentials.webhookId, body),
          'paypal-transmission-time': transmissionTime,
        },
      }
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>

export interface PayPalRequest {
  method: string
  path: string
  /** Lower-case names. */
  headers: Record<string, string>
  /** The JSON or form body, parsed; the text when it is neither. */
  body: unknown
  raw: string
}

/** What happens to a payout when PayPal processes it. */
export type Outcome = 'success' | 'failed' | 'pending' | 'unclaimed'
/** What a processed item can become later: an unclaimed one is returned after 30 days. */
export type Settlement = 'success' | 'failed' | 'unclaimed' | 'returned'

type ItemStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | 'UNCLAIMED' | 'RETURNED' | 'ONHOLD' | 'BLOCKED' | 'REFUNDED' | 'REVERSED'
type BatchStatus = 'DENIED' | 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'CANCELED'

interface Amount {
  currency: string
  value: string
}
interface Link {
  href: string
  rel: string
  method: string
  encType?: string
}

/** A payout batch as GET /v1/payments/payouts/{id} shows it. */
export interface StandInBatch {
  batch_header: {
    payout_batch_id: string
    batch_status: BatchStatus
    time_created: string
    time_completed?: string
    sender_batch_header: Record<string, unknown>
    amount: Amount
    fees: Amount
  }
  items: StandInItem[]
  links: Link[]
}

export interface StandInItem {
  payout_item_id: string
  transaction_id?: string
  transaction_status: ItemStatus
  payout_item_fee: Amount
  payout_batch_id: string
  payout_item: {
    recipient_type: string
    amount: Amount
    note?: string
    receiver: string
    sender_item_id?: string
    recipient_wallet: 'PAYPAL'
  }
  time_processed?: string
  errors?: { name: string; message: string; information_link: string; details: never[] }
  links: Link[]
}

/** A PAYMENT.PAYOUTS-ITEM.* event: the item is its resource. */
export interface PayoutItemEvent {
  id: string
  event_version: '1.0'
  create_time: string
  resource_type: 'payouts_item'
  event_type: string
  summary: string
  resource: StandInItem
  links: Link[]
}

const ERRORS_LINK = 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors'
/** PayPal refuses decimals in these. */
const WHOLE_UNITS_ONLY = new Set(['HUF', 'JPY', 'TWD'])
const RECIPIENT_TYPES = new Set(['EMAIL', 'PHONE', 'PAYPAL_ID'])
const EVENT_NAMES: Partial<Record<ItemStatus, string>> = {
  SUCCESS: 'SUCCEEDED',
  FAILED: 'FAILED',
  UNCLAIMED: 'UNCLAIMED',
  RETURNED: 'RETURNED',
  ONHOLD: 'HELD',
  BLOCKED: 'BLOCKED',
  REFUNDED: 'REFUNDED',
}

// ---------------------------------------------------------------------------------------------
// The store: tokens, batches by id and by sender_batch_id, replays by PayPal-Request-Id.

function createStore({ clientId, clientSecret, webhookId }: { clientId: string; clientSecret: string; webhookId: string }) {
  const signingKey = randomBytes(32)
  let sequence = 0
  return {
    base: '',
    clientId,
    clientSecret,
    webhookId,
    tokens: new Set<string>(),
    batches: new Map<string, StandInBatch>(),
    bySenderBatchId: new Map<string, string>(),
    byRequestId: new Map<string, string>(),
    outcomes: new Map<string, Outcome>(),
    linkDuplicates: true,
    /** PayPal-like ids: upper-case letters and digits. */
    id(length = 13) {
      sequence++
      return `${sequence.toString(36)}${randomBytes(16).toString('hex')}`.toUpperCase().slice(0, length)
    },
    batch(batchId: string): StandInBatch {
      const batch = this.batches.get(batchId)
      if (!batch) throw new Error(`The stand-in has no batch ${batchId}`)
      return batch
    },
    /** PayPal signs `<transmission id>|<time>|<webhook id>|<CRC32 of the body>`; a key of our own stands for its certificate. */
    sign(transmissionId: string, transmissionTime: string, forWebhook: string, body: string) {
      const message = `${transmissionId}|${transmissionTime}|${forWebhook}|${crc32(body)}`
      return createHmac('sha256', signingKey).update(message).digest('base64')
    },
  }
}

type Store = ReturnType<typeof createStore>
type Reply = [status: number, body: unknown]

function route(store: Store, request: PayPalRequest): Reply {
  const { method, path } = request
  if (method === 'POST' && path === '/v1/oauth2/token') return issueToken(store, request)
  const unauthorized = checkBearer(store, request)
  if (unauthorized) return unauthorized
  if (method === 'POST' && path === '/v1/payments/payouts') return createBatch(store, request)
  const shown = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path)
  if (method === 'GET' && shown) return showBatch(store, decodeURIComponent(shown[1]!))
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verifySignature(store, request)
  return [404, apiError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.')]
}

function issueToken(store: Store, request: PayPalRequest): Reply {
  const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ')
  const [id, ...secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
  if (scheme !== 'Basic' || id !== store.clientId || secret.join(':') !== store.clientSecret)
    return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }]
  if (record(request.body).grant_type !== 'client_credentials')
    return [400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }]
  const token = `A21AA${randomBytes(24).toString('base64url')}`
  store.tokens.add(token)
  return [
    200,
    {
      scope: 'https://uri.paypal.com/services/payments/payouts https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32_400,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    },
  ]
}

function checkBearer(store: Store, request: PayPalRequest): Reply | null {
  const [scheme, token = ''] = (request.headers.authorization ?? '').split(' ')
  if (scheme === 'Bearer' && store.tokens.has(token)) return null
  return [401, { error: 'invalid_token', error_description: 'Access Token not found in cache' }]
}

// ---------------------------------------------------------------------------------------------
// Payouts: create (validated, replayed, refused when its sender_batch_id is taken) and show.

function createBatch(store: Store, request: PayPalRequest): Reply {
  const requestId = request.headers['paypal-request-id']
  const replayed = requestId ? store.byRequestId.get(requestId) : undefined
  if (replayed) return [201, createdAnswer(store, store.batch(replayed), store.batch(replayed).batch_header.batch_status)]
  const issues = validationIssues(request.body)
  if (issues.length > 0) return [400, apiError('VALIDATION_ERROR', 'Invalid request - see details', issues)]
  const body = request.body as { sender_batch_header: Record<string, unknown>; items: Record<string, unknown>[] }
  const senderBatchId = text(body.sender_batch_header.sender_batch_id)
  const holder = senderBatchId ? store.bySenderBatchId.get(senderBatchId) : undefined
  if (holder) return [400, duplicateError(store, holder)]
  const batch = newBatch(store, body.sender_batch_header, body.items)
  store.batches.set(batch.batch_header.payout_batch_id, batch)
  if (senderBatchId) store.bySenderBatchId.set(senderBatchId, batch.batch_header.payout_batch_id)
  if (requestId) store.byRequestId.set(requestId, batch.batch_header.payout_batch_id)
  // PayPal answers before it has processed the items.
  return [201, createdAnswer(store, batch, 'PENDING')]
}

function createdAnswer(store: Store, batch: StandInBatch, status: BatchStatus) {
  const { payout_batch_id, sender_batch_header } = batch.batch_header
  return {
    batch_header: { payout_batch_id, batch_status: status, sender_batch_header },
    links: [batchLink(store, payout_batch_id)],
  }
}

function duplicateError(store: Store, batchId: string) {
  return apiError('USER_BUSINESS_ERROR', 'User business error.', [
    {
      field: 'SENDER_BATCH_ID',
      location: 'body',
      issue: 'Batch with given sender_batch_id already exists',
      ...(store.linkDuplicates ? { link: [batchLink(store, batchId)] } : {}),
    },
  ])
}

function showBatch(store: Store, batchId: string): Reply {
  const batch = store.batches.get(batchId)
  if (!batch) return [404, apiError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.')]
  return [200, batch]
}

function newBatch(store: Store, header: Record<string, unknown>, items: Record<string, unknown>[]): StandInBatch {
  const batchId = store.id()
  const now = new Date().toISOString()
  const headerType = text(header.recipient_type)
  const batch: StandInBatch = {
    batch_header: {
      payout_batch_id: batchId,
      batch_status: 'PENDING',
      time_created: now,
      sender_batch_header: structuredClone(header),
      amount: total(items.map((item) => amountOf(item))),
      fees: { currency: amountOf(items[0]!).currency, value: zero(amountOf(items[0]!).currency) },
    },
    items: items.map((item) => {
      const amount = amountOf(item)
      const itemId = store.id()
      const standIn: StandInItem = {
        payout_item_id: itemId,
        transaction_status: 'PENDING',
        payout_item_fee: { currency: amount.currency, value: zero(amount.currency) },
        payout_batch_id: batchId,
        payout_item: {
          recipient_type: text(item.recipient_type) ?? headerType ?? 'EMAIL',
          amount,
          ...(text(item.note) ? { note: text(item.note) } : {}),
          receiver: text(item.receiver)!,
          ...(text(item.sender_item_id) ? { sender_item_id: text(item.sender_item_id) } : {}),
          recipient_wallet: 'PAYPAL',
        },
        links: [
          { href: `${store.base}/v1/payments/payouts-item/${itemId}`, rel: 'item', method: 'GET', encType: 'application/json' },
        ],
      }
      applyOutcome(standIn, store.outcomes.get(standIn.payout_item.receiver.toLowerCase()) ?? 'success', store)
      return standIn
    }),
    links: [batchLink(store, batchId)],
  }
  refreshBatchStatus(batch)
  return batch
}

function applyOutcome(item: StandInItem, outcome: Outcome | Settlement, store: Store) {
  const status: ItemStatus = (
    { success: 'SUCCESS', failed: 'FAILED', pending: 'PENDING', unclaimed: 'UNCLAIMED', returned: 'RETURNED' } as const
  )[outcome]
  item.transaction_status = status
  if (status === 'PENDING') return
  item.time_processed = new Date().toISOString()
  if (status !== 'FAILED') item.transaction_id ??= store.id(17)
  if (status === 'SUCCESS') delete item.errors
  // PayPal keeps naming an unregistered receiver on the unclaimed item and on its return.
  else
    item.errors ??= {
      name: 'RECEIVER_UNREGISTERED',
      message:
        'The recipient for this payout does not have an account. A link to sign up for an account was sent to the recipient.',
      information_link: ERRORS_LINK,
      details: [],
    }
}

/** A batch has settled once none of its items is pending; it is denied when every item failed. */
function refreshBatchStatus(batch: StandInBatch) {
  const statuses = batch.items.map((item) => item.transaction_status)
  const header = batch.batch_header
  header.batch_status = statuses.includes('PENDING') ? 'PROCESSING' : statuses.every((s) => s === 'FAILED') ? 'DENIED' : 'SUCCESS'
  if (header.batch_status === 'PROCESSING') delete header.time_completed
  else header.time_completed ??= new Date().toISOString()
}

function itemEvent(store: Store, item: StandInItem): PayoutItemEvent {
  const name = EVENT_NAMES[item.transaction_status]
  if (!name) throw new Error(`PayPal sends no event for an item that is ${item.transaction_status}`)
  const id = `WH-${store.id(17)}-${store.id(17)}`
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'payouts_item',
    event_type: `PAYMENT.PAYOUTS-ITEM.${name}`,
    summary: `A payout item has ${name.toLowerCase()}`,
    resource: structuredClone(item),
    links: [
      { href: `${store.base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${store.base}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  }
}

interface Issue {
  field: string
  location: 'body'
  issue: string
}

/** The checks PayPal makes before it accepts a batch; any issue refuses the whole batch. */
function validationIssues(body: unknown): Issue[] {
  const issues: Issue[] = []
  const problem = (field: string, issue: string) => issues.push({ field, location: 'body', issue })
  const { sender_batch_header: header, items } = record(body)
  if (!isRecord(header)) problem('sender_batch_header', 'Required field is missing')
  const headerFields = record(header)
  if (headerFields.sender_batch_id !== undefined && typeof headerFields.sender_batch_id !== 'string')
    problem('sender_batch_header.sender_batch_id', 'Value must be a string')
  if (typeof headerFields.email_subject === 'string' && headerFields.email_subject.length > 255)
    problem('sender_batch_header.email_subject', 'Value is too long')
  if (!Array.isArray(items) || items.length === 0) {
    problem('items', 'Required field is missing')
    return issues
  }
  items.forEach((item, index) => {
    const at = `items[${index}]`
    const fields = record(item)
    const recipientType = text(fields.recipient_type) ?? text(headerFields.recipient_type)
    if (!recipientType || !RECIPIENT_TYPES.has(recipientType))
      problem(`${at}.recipient_type`, 'Recipient type is missing or invalid')
    const receiver = text(fields.receiver)
    if (!receiver) problem(`${at}.receiver`, 'Required field is missing')
    else if (recipientType === 'EMAIL' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(receiver))
      problem(`${at}.receiver`, 'Receiver is invalid or does not match with type')
    const amount = record(fields.amount)
    const currency = text(amount.currency)
    const value = text(amount.value)
    if (!currency || !/^[A-Z]{3}$/.test(currency)) problem(`${at}.amount.currency`, 'Currency code is missing or invalid')
    if (!value || !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
      problem(`${at}.amount.value`, 'Amount is missing or invalid')
    else if (currency && WHOLE_UNITS_ONLY.has(currency) && value.includes('.'))
      problem(`${at}.amount.value`, 'Currency does not support decimals')
  })
  return issues
}

// ---------------------------------------------------------------------------------------------
// Webhooks: a delivery verifies when its signature is ours, over the exact bytes of webhook_event.

function verifySignature(store: Store, request: PayPalRequest): Reply {
  const body = record(request.body)
  const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const
  const missing = fields.filter((field) => !text(body[field]))
  const event = rawMember(request.raw, 'webhook_event')
  if (missing.length > 0 || !isRecord(body.webhook_event) || event === undefined)
    return [
      400,
      apiError(
        'VALIDATION_ERROR',
        'Invalid request - see details',
        [...missing, ...(isRecord(body.webhook_event) ? [] : ['webhook_event'])].map((field) => ({
          field,
          location: 'body' as const,
          issue: 'Required field is missing',
        })),
      ),
    ]
  const expected = store.sign(text(body.transmission_id)!, text(body.transmission_time)!, text(body.webhook_id)!, event)
  const verified = body.webhook_id === store.webhookId && body.transmission_sig === expected
  return [200, { verification_status: verified ? 'SUCCESS' : 'FAILURE' }]
}

/** The exact text of a top-level member's value: PayPal checks the bytes it is sent, not a re-serialization. */
function rawMember(json: string, name: string): string | undefined {
  let at = skipSpace(json, 0)
  if (json[at] !== '{') return undefined
  at++
  while (at < json.length) {
    at = skipSpace(json, at)
    if (json[at] !== '"') return undefined
    const keyEnd = endOfValue(json, at)
    const key: unknown = JSON.parse(json.slice(at, keyEnd))
    at = skipSpace(json, keyEnd)
    if (json[at] !== ':') return undefined
    const valueStart = skipSpace(json, at + 1)
    const valueEnd = endOfValue(json, valueStart)
    if (key === name) return json.slice(valueStart, valueEnd)
    at = skipSpace(json, valueEnd)
    if (json[at] !== ',') return undefined
    at++
  }
  return undefined
}

/** Where the JSON value that starts at `start` ends; the text was parsed already, so it is well formed. */
function endOfValue(json: string, start: number): number {
  let depth = 0
  let inString = false
  for (let at = start; at < json.length; at++) {
    const char = json[at]!
    if (inString) {
      if (char === '\\') at++
      else if (char === '"') {
        inString = false
        if (depth === 0) return at + 1
      }
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      if (depth === 0) return at
      depth--
      if (depth === 0) return at + 1
    } else if (depth === 0 && (char === ',' || /\s/.test(char))) return at
  }
  return json.length
}

function skipSpace(json: string, at: number): number {
  while (at < json.length && /\s/.test(json[at]!)) at++
  return at
}

// ---------------------------------------------------------------------------------------------
// The wire.

function apiError(name: string, message: string, details: unknown[] = []) {
  return {
    name,
    message,
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    information_link: ERRORS_LINK,
    details,
    links: [],
  }
}

function standInError(status: number): Reply {
  if (status === 401) return [401, { error: 'invalid_token', error_description: 'Access Token not found in cache' }]
  if (status === 429) return [429, apiError('RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.')]
  if (status === 503) return [503, apiError('SERVICE_UNAVAILABLE', 'Service Unavailable.')]
  if (status >= 500) return [status, apiError('INTERNAL_SERVER_ERROR', 'An internal server error has occurred.')]
  return [status, apiError('UNPROCESSABLE_ENTITY', 'The requested action could not be performed.')]
}

function batchLink(store: Store, batchId: string): Link {
  return { href: `${store.base}/v1/payments/payouts/${batchId}`, rel: 'self', method: 'GET', encType: 'application/json' }
}

function send(res: ServerResponse, [status, body]: Reply) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(7).toString('hex').slice(0, 13) })
    .end(JSON.stringify(body))
}

async function textOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  )
}

function bodyOf(raw: string, contentType: string | undefined): unknown {
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw))
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

function amountOf(item: Record<string, unknown>): Amount {
  const amount = record(item.amount)
  return { currency: text(amount.currency)!, value: text(amount.value)! }
}

/** The sum of a batch's amounts, in the first item's currency (the adapter sends one item). */
function total(amounts: Amount[]): Amount {
  const currency = amounts[0]!.currency
  const sum = amounts.reduce((acc, amount) => acc + Number(amount.value), 0)
  return { currency, value: WHOLE_UNITS_ONLY.has(currency) ? String(sum) : sum.toFixed(2) }
}

function zero(currency: string): string {
  return WHOLE_UNITS_ONLY.has(currency) ? '0' : '0.00'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}
