import fc from 'fast-check'
import { toJSONAsync } from 'seroval'
import {
  BODY_LIMITS,
  clientIp,
  contentType,
  garbageText,
  nastyForm,
  nastyHeaderValue,
  nastyInput,
  nastyQuery,
  nastySegment,
  nastyString,
  nastyValue,
  PROTOTYPE_KEYS,
  URL_LIMITS,
  wellFormed,
} from './arbitraries'
import type { ApiTarget, ServerFnTarget } from './targets'

/** One generated request, with what it takes to send it again by hand. */
export interface FuzzRequest {
  method: string
  /** Path and query. */
  url: string
  headers: Record<string, string>
  body?: string | FormData
}

/** The request as a reproduction: method, URL, headers and the body (long parts shortened, with their length). */
export function describeRequest({ method, url, headers, body }: FuzzRequest): string {
  const clip = (s: string, n = 400) =>
    s.length > n ? `${JSON.stringify(s.slice(0, n))}… (${s.length} chars)` : JSON.stringify(s)
  let shown = 'none'
  if (typeof body === 'string') shown = clip(body)
  else if (body) {
    const parts: string[] = []
    body.forEach((value, name) => {
      if (typeof value === 'string') parts.push(`${clip(name, 60)}=${clip(value, 120)}`)
      else parts.push(`${clip(name, 60)}=<file ${clip(value.name, 80)} type ${JSON.stringify(value.type)} ${value.size} bytes>`)
    })
    shown = `multipart form: ${parts.join(', ')}`
  }
  return `${method} ${clip(url, 600)}\n  headers: ${JSON.stringify(headers)}\n  body: ${shown}`
}

/** Headers any client may send, wrong or right: its address (always new), its language, cookies. */
const clientHeaders = fc
  .record(
    {
      ip: clientIp,
      locale: nastyHeaderValue,
      language: nastyHeaderValue,
      cookie: fc.oneof(
        nastyHeaderValue.map((v) => `inkdraft.session_token=${v}`),
        nastyHeaderValue,
        fc.constantFrom('__proto__=1; constructor=2', 'a=b; a=c', '=', ';;;'),
      ),
    },
    { requiredKeys: ['ip'] },
  )
  .map(({ ip, locale, language, cookie }) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip }
    if (locale !== undefined) headers['x-locale'] = locale
    if (language !== undefined) headers['accept-language'] = language
    if (cookie !== undefined) headers.cookie = cookie
    return headers
  })

/** The route's path with every `:name` and `**:name` replaced by fuzzed segments. */
function fuzzedPath(path: string): fc.Arbitrary<string> {
  const pieces = path.split('/').map((piece) => {
    if (piece.startsWith('**:')) return fc.array(nastySegment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'))
    if (piece.startsWith(':')) return nastySegment
    return fc.constant(piece)
  })
  return fc.tuple(...pieces).map((segments) => segments.join('/'))
}

interface Body {
  type?: string
  body?: string | FormData
}

const jsonBody = (keys: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 4, arbitrary: nastyInput(keys, BODY_LIMITS).map((v) => ({ type: 'application/json', body: JSON.stringify(v) })) },
    {
      weight: 1,
      arbitrary: fc.tuple(contentType, nastyInput(keys, BODY_LIMITS)).map(([type, v]) => ({ type, body: JSON.stringify(v) })),
    },
    { weight: 1, arbitrary: fc.tuple(contentType, garbageText).map(([type, body]) => ({ type, body })) },
  )

const formBody = (keys: string[]): fc.Arbitrary<Body> =>
  fc.oneof({ weight: 4, arbitrary: nastyForm(keys).map((body) => ({ body })) }, { weight: 1, arbitrary: jsonBody(keys) })

function withType(
  headers: Record<string, string>,
  { type, body }: Body,
): { headers: Record<string, string>; body?: Body['body'] } {
  // A form's own boundary is fetch's to write; a wrong one is still a wrong one.
  return { headers: type === undefined ? headers : { ...headers, 'content-type': type }, body }
}

/** Requests for one REST operation: its path parameters, query and body fuzzed. */
export function restRequests(target: ApiTarget, keys: string[]): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<Body> =
    target.body === 'multipart' ? formBody(keys) : target.body === 'query' ? fc.constant({}) : jsonBody(keys)
  const query = target.body === 'query' ? nastyQuery(keys) : fc.option(nastyQuery(keys), { freq: 5, nil: '' })
  return fc
    .record({ path: fuzzedPath(target.path), query, body, headers: clientHeaders })
    .map(({ path, query, body, headers }) => ({
      method: target.method,
      // A query past MAX_URL is Node's to refuse (431, before our code): cut to what fits.
      url: query ? `${path}?${fitQuery(query, MAX_URL - path.length - 1)}` : path,
      ...withType(headers, body),
    }))
}

/** The query's leading pairs that fit in `room` characters (none when not even one does). */
function fitQuery(query: string, room: number): string {
  if (query.length <= room) return query
  const kept: string[] = []
  let length = 0
  for (const pair of query.split('&')) {
    if (length + pair.length + (kept.length ? 1 : 0) > room) break
    kept.push(pair)
    length += pair.length + (kept.length > 1 ? 1 : 0)
  }
  return kept.join('&')
}

/** Made-up seroval nodes: what a client that does not use TanStack Start's client might send. */
const fakeSerovalNode = fc.letrec((tie) => ({
  node: fc.record(
    {
      t: fc.integer({ min: -1, max: 40 }),
      i: fc.oneof(fc.nat(8), fc.constant(-1)),
      s: nastyValue(['x'], URL_LIMITS),
      c: fc.constantFrom('$TSR/t/inkdraft-app-error', '$TSR/t/inkdraft-internal-error', '$TSR/t/nope', ...PROTOTYPE_KEYS),
      a: fc.array(tie('node'), { maxLength: 3 }),
      p: fc.record({ k: fc.array(nastyString(20), { maxLength: 3 }), v: fc.array(tie('node'), { maxLength: 3 }) }),
      o: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: ['t'] },
  ),
})).node

/** The serialized call TanStack Start's client sends ({ data } through seroval), or anything in its place. */
function serializedCall(keys: string[], limits: typeof BODY_LIMITS): fc.Arbitrary<string | { data: unknown }> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: nastyInput(keys, limits).map((data) => ({ data })),
    },
    { weight: 1, arbitrary: garbageText },
    { weight: 1, arbitrary: fakeSerovalNode.map((t) => JSON.stringify({ t, f: 127, m: [] })) },
  )
}

/** Turns a generated call into the text sent: seroval's JSON for a `{ data }`, as the client does. */
export async function callText(call: string | { data: unknown }): Promise<string> {
  if (typeof call === 'string') return call
  try {
    return JSON.stringify(await toJSONAsync(call))
  } catch {
    // Values seroval will not write (too deep for it) go as plain JSON: also not a call our client sends.
    return JSON.stringify(call)
  }
}

const SERVER_FN_HEADERS = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }

/** The longest query a GET call carries: past ~16 KB of request head Node itself refuses the request (431). */
const MAX_URL = 8_000

export interface ServerFnCall {
  method: string
  url: string
  headers: Record<string, string>
  call?: string | { data: unknown }
  form?: FormData
  type?: string
}

/** Calls of one server function: its input fuzzed, serialized as TanStack Start's client does, or garbage. */
export function serverFnCalls(target: ServerFnTarget, keys: string[]): fc.Arbitrary<ServerFnCall> {
  const url = `/_serverFn/${target.id}`
  if (target.method === 'GET')
    return fc.record({ call: serializedCall(keys, URL_LIMITS), headers: clientHeaders }).map(({ call, headers }) => ({
      method: 'GET',
      url,
      headers: { ...headers, ...SERVER_FN_HEADERS },
      call,
    }))
  const json = fc.record({
    call: serializedCall(keys, BODY_LIMITS),
    type: fc.oneof({ weight: 5, arbitrary: fc.constant('application/json') }, contentType),
  })
  const body: fc.Arbitrary<{ call?: string | { data: unknown }; form?: FormData; type?: string }> = target.form
    ? fc.oneof({ weight: 4, arbitrary: nastyForm(keys).map((form) => ({ form })) }, { weight: 1, arbitrary: json })
    : fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: nastyForm(keys).map((form) => ({ form })) })
  return fc.record({ body, headers: clientHeaders }).map(({ body, headers }) => ({
    method: 'POST',
    url,
    headers: { ...headers, ...SERVER_FN_HEADERS },
    ...body,
  }))
}

/** The request of a generated call, ready to send. */
export async function serverFnRequest(call: ServerFnCall): Promise<FuzzRequest> {
  if (call.method === 'GET') {
    if (call.call === undefined) return { method: 'GET', url: call.url, headers: call.headers }
    const payload = encodeURIComponent(wellFormed(await callText(call.call))).slice(0, MAX_URL)
    return { method: 'GET', url: `${call.url}?payload=${payload}`, headers: call.headers }
  }
  if (call.form) return { method: call.method, url: call.url, headers: call.headers, body: call.form }
  const body = call.call === undefined ? undefined : await callText(call.call)
  const headers = call.type === undefined ? call.headers : { ...call.headers, 'content-type': call.type }
  return { method: call.method, url: call.url, headers, body }
}

/** Paths and methods nobody declared: unknown API paths, server-function ids, vendor files. */
export const strayRequests: fc.Arbitrary<FuzzRequest & { api: boolean; serverFn: boolean }> = fc
  .record({
    prefix: fc.constantFrom('/common-api/', '/common-api/v1/', '/common-api/v1/user/', '/_serverFn/', '/vendor/mediapipe/'),
    segments: fc.array(
      fc.oneof(nastySegment, fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })),
      { minLength: 0, maxLength: 3 },
    ),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    body: fc.option(garbageText, { nil: undefined }),
    headers: clientHeaders,
  })
  .map(({ prefix, segments, method, body, headers }) => {
    const url = `${prefix}${segments.join('/')}`
    // Judged by the path the server sees: `/_serverFn/../x` is the page `/x`, answered as a page.
    const seen = new URL(url, 'http://fuzz.invalid').pathname
    return {
      method,
      url,
      headers: prefix === '/_serverFn/' ? { ...headers, ...SERVER_FN_HEADERS, 'content-type': 'application/json' } : headers,
      body: method === 'GET' ? undefined : body,
      api: seen.startsWith('/common-api/'),
      serverFn: seen.startsWith('/_serverFn/'),
    }
  })
