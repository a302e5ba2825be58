/**
 * What a fuzzed answer must be. Both transports: never a 5xx.
 *
 * REST (/common-api/…): every answer that is not a 2xx file is the envelope `{ code: number,
 * message: string, data }` with a JSON content type (docs/api.md); a JSON 2xx is the envelope
 * with code 200.
 *
 * Server functions (/_serverFn/…): "the envelope" is what the browser's client turns into an
 * AppError, which is one of
 *  - a request that names no function of the build (or the wrong method): the REST envelope, a
 *    404 like an unknown API path (server-fn-guard.server.ts);
 *  - a call that failed: TanStack Start's serialized answer (`x-tss-serialized`, JSON) whose
 *    `error` is an AppError carried by our `inkdraft-app-error` serialization adapter with a
 *    numeric code, a string message, its data and status, none of them a 5xx. TanStack Start
 *    sends a function's thrown AppError with HTTP 200, so the AppError's own code and status
 *    are checked too; an `inkdraft-internal-error` (any other error) is a 500 in disguise and
 *    fails.
 */

export type Verdict = string | undefined

const isJsonType = (res: Response) => (res.headers.get('content-type') ?? '').includes('application/json')

function envelopeVerdict(body: unknown, status: number): Verdict {
  if (typeof body !== 'object' || body === null) return 'body is not an object'
  const { code, message } = body as Record<string, unknown>
  if (typeof code !== 'number') return 'envelope without a numeric code'
  if (typeof message !== 'string') return 'envelope without a string message'
  if (!('data' in body)) return 'envelope without data'
  if (status >= 200 && status < 300 && code !== 200) return `2xx envelope with code ${code}`
  if (code >= 500 && code < 600) return `envelope with code ${code}`
  return undefined
}

async function jsonBody(res: Response): Promise<{ body?: unknown; verdict?: Verdict }> {
  const text = await res.text()
  try {
    return { body: JSON.parse(text) }
  } catch {
    return { verdict: `JSON content type, body not JSON: ${text.slice(0, 200)}` }
  }
}

export async function restVerdict(res: Response): Promise<Verdict> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 300)}`
  if (res.ok && !isJsonType(res)) {
    await res.arrayBuffer()
    return undefined
  }
  if (!isJsonType(res))
    return `status ${res.status} with content-type ${res.headers.get('content-type')}: ${(await res.text()).slice(0, 200)}`
  const { body, verdict } = await jsonBody(res)
  return verdict ?? envelopeVerdict(body, res.status)
}

interface SerovalNode {
  t?: number
  s?: unknown
  c?: string
  p?: { k?: unknown[]; v?: SerovalNode[] }
}

/** The properties of a serialized plain object, by key (seroval's JSON: `{ t: 10, p: { k, v } }`). */
function properties(node: SerovalNode | undefined): Map<string, SerovalNode> {
  const keys = node?.p?.k ?? []
  const values = node?.p?.v ?? []
  return new Map(keys.map((k, i) => [String(k), values[i] ?? {}]))
}

function serializedErrorVerdict(body: unknown, status: number): Verdict {
  const error = properties(body as SerovalNode).get('error')
  if (!error) return status >= 200 && status < 300 ? undefined : `status ${status} without an error`
  if (error.c === '$TSR/t/inkdraft-internal-error') return `an internal error (a 500) with status ${status}`
  if (error.c !== '$TSR/t/inkdraft-app-error') return `error not an AppError: ${JSON.stringify(error).slice(0, 200)}`
  const fields = properties((error.s as { v?: SerovalNode } | undefined)?.v)
  const code = fields.get('code')
  const message = fields.get('message')
  const errorStatus = fields.get('status')
  if (code?.t !== 0 || typeof code.s !== 'number') return 'AppError without a numeric code'
  if (message?.t !== 1 || typeof message.s !== 'string') return 'AppError without a string message'
  if (!fields.has('data')) return 'AppError without data'
  if (code.s >= 500 && code.s < 600) return `AppError with code ${code.s}`
  if (errorStatus?.t === 0 && typeof errorStatus.s === 'number' && errorStatus.s >= 500)
    return `AppError with status ${errorStatus.s}`
  return undefined
}

export async function serverFnVerdict(res: Response): Promise<Verdict> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 300)}`
  const serialized = res.headers.get('x-tss-serialized') === 'true'
  if (res.ok && !isJsonType(res)) {
    await res.arrayBuffer()
    return undefined
  }
  if (!isJsonType(res))
    return `status ${res.status} with content-type ${res.headers.get('content-type')}: ${(await res.text()).slice(0, 200)}`
  const { body, verdict } = await jsonBody(res)
  if (verdict) return verdict
  if (serialized) return serializedErrorVerdict(body, res.status)
  if (res.ok) return undefined
  return envelopeVerdict(body, res.status)
}
