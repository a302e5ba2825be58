import fc from 'fast-check'

/** Lone surrogates replaced (String#toWellFormed, which the project's TypeScript lib predates): URLs cannot carry them. */
export const wellFormed = (s: string): string => (s as string & { toWellFormed(): string }).toWellFormed()

/** Names that find Object.prototype's members when a lookup table is a plain object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then']

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '𝕴𝖓𝖐',
  '👩🏽‍🎤',
  'e\u0301',
  'NaN',
  '-0',
  '1e308',
  '1e18',
  '-1',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..',
  '%',
  '%00',
  '%E0%A4%A',
  '%2e%2e%2f',
  '\\',
  '//evil.example',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  ...PROTOTYPE_KEYS,
]

/** Strings that break things: unicode of every kind (lone surrogates, RTL, NUL), special words, up to `max` long. */
export function nastyString(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: max }), fc.constantFrom('x', 'é', '字', '\uD83D\uDE00', '\u0000', '\uD800'))
        .map(([n, c]) => c.repeat(Math.max(1, Math.floor(n / c.length)))),
    },
  )
}

const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, -1, 0.5, 2 ** 31, 2 ** 53, 2 ** 63, 1e18, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A nest of `depth` arrays or objects around a leaf. */
function nested(depth: number, kind: 'array' | 'object', leaf: unknown): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

export interface ValueLimits {
  /** Longest string. */
  string: number
  /** Range of the deep nests. */
  depth: [number, number]
  /** Longest huge array. */
  array: number
}

/** Body-sized values (~100 KB strings, nesting 200+ deep); URL-sized ones stay under the server's header limit. */
export const BODY_LIMITS: ValueLimits = { string: 100_000, depth: [200, 1200], array: 30_000 }
export const URL_LIMITS: ValueLimits = { string: 2_000, depth: [20, 60], array: 200 }

/**
 * Any JSON-ish value, weighted towards trouble: wrong types, huge and unicode strings, deep
 * nests, prototype keys, huge arrays. `keys` are the field names endpoints read.
 */
export function nastyValue(keys: string[], limits: ValueLimits): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: nastyString(64) },
  )
  const leaf = fc.oneof(nastyString(limits.string), nastyNumber, fc.boolean(), fc.constant(null))
  // What fills the deep nests and huge arrays: small, so that one body stays within a few megabytes.
  const small = fc.oneof(nastyString(16), nastyNumber, fc.boolean(), fc.constant(null))
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: leaf },
      { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 3, arbitrary: record(key, tie('value')) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.integer({ min: limits.depth[0], max: limits.depth[1] }), fc.constantFrom('array', 'object' as const), small)
          .map(([depth, kind, inner]) => nested(depth, kind, inner)),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.integer({ min: 0, max: limits.array }), small).map(([n, item]) => new Array(n).fill(item)),
      },
    ),
  }))
  return value
}

/** An object built with own properties, so `__proto__` is a key like any other (as JSON.parse makes it). */
function record(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((entries) => Object.fromEntries(entries))
}

/** An endpoint's input: mostly an object with its field names, sometimes anything at all. */
export function nastyInput(keys: string[], limits: ValueLimits): fc.Arbitrary<unknown> {
  const value = nastyValue(keys, limits)
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom(...PROTOTYPE_KEYS))
  return fc.oneof({ weight: 4, arbitrary: record(field, value) }, { weight: 1, arbitrary: value })
}

/** Text that is not quite JSON, or not JSON at all. */
export const garbageText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{oops',
    '[1,',
    'null',
    '"',
    '{"a":}',
    '\u0000',
    '\uFEFF{}',
    '{"__proto__":{"x":1}}',
    '[]'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 3 }).map((json) => json.slice(0, Math.max(0, json.length - 1))),
)

/** The Content-Type a client may say, right or wrong. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  undefined,
)

const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  heic: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
  svg: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999999" height="1">')],
}

/** A small file: random bytes, often behind an image format's signature, with any name and type. */
export const nastyFile = fc.record({
  bytes: fc
    .tuple(fc.constantFrom(...Object.keys(MAGIC), 'none'), fc.uint8Array({ maxLength: 2048 }))
    .map(([format, tail]) => new Uint8Array([...(MAGIC[format] ?? []), ...tail])),
  name: nastyString(300),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'image/heic',
    'application/octet-stream',
    'text/html',
    '',
    'x/\u00ff',
  ),
})

/** A multipart form: the `file` (or something else in its place) and other fields of any kind. */
export function nastyForm(keys: string[]): fc.Arbitrary<FormData> {
  const field = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('file', 'kind', ...keys) }, fc.constantFrom(...PROTOTYPE_KEYS))
  const part = fc.oneof(
    { weight: 2, arbitrary: nastyFile.map((file) => ({ file })) },
    { weight: 2, arbitrary: nastyString(2000).map((text) => ({ text })) },
  )
  return fc.tuple(fc.option(nastyFile, { freq: 4 }), fc.array(fc.tuple(field, part), { maxLength: 5 })).map(([file, parts]) => {
    const form = new FormData()
    const add = (name: string, p: { file?: { bytes: Uint8Array; name: string; type: string }; text?: string }) => {
      if (p.file) form.append(name, new Blob([p.file.bytes as BlobPart], { type: p.file.type }), p.file.name)
      else form.append(name, p.text ?? '')
    }
    if (file) add('file', { file })
    for (const [name, p] of parts) add(name, p)
    return form
  })
}

/** A path segment as a client may send it: encoded, or raw where it is still a valid URL. */
/**
 * An encoded path segment stays under 2 KB: a character can take nine bytes encoded, and four
 * such segments past Node's 16 KB header limit are answered 431 by Node itself, before any of our code.
 */
const URL_SEGMENT_BYTES = 2000

function encodedUpTo(text: string, bytes: number): string {
  let out = ''
  for (const char of text) {
    const encoded = encodeURIComponent(char)
    if (out.length + encoded.length > bytes) break
    out += encoded
  }
  return out
}

export const nastySegment = fc.oneof(
  { weight: 3, arbitrary: nastyString(URL_LIMITS.string).map((s) => encodedUpTo(wellFormed(s), URL_SEGMENT_BYTES)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '.', '%', '%00', '%2F', '%2e%2e', '%C0%AF', '%uD800', ';', '~', '@', ...PROTOTYPE_KEYS),
  },
)

/** A query string: the fields, or raw pieces of one. */
export function nastyQuery(keys: string[]): fc.Arbitrary<string> {
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom(...PROTOTYPE_KEYS))
  const value = fc.oneof(
    nastyString(URL_LIMITS.string),
    fc.constantFrom('1e18', '1e308', '-0', 'NaN', '-1', '0', '9007199254740993', '0x10', '1.5', ' 2'),
  )
  const pairs = fc
    .array(fc.tuple(field, value), { maxLength: 5 })
    .map((entries) => new URLSearchParams(entries.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString())
  const raw = fc.constantFrom('%', 'a=%', 'page=%E0%A4%A', '&&&=', '=', 'page[]=1&page[]=2', 'page=1&page=2', '__proto__[x]=1')
  return fc.oneof({ weight: 4, arbitrary: pairs }, { weight: 1, arbitrary: raw })
}

/** Header values as clients send them: ASCII garbage (fetch refuses control characters and anything outside Latin-1). */
export const nastyHeaderValue = fc.oneof(
  fc.constantFrom('', 'xx', 'ja', 'en;q=abc', '*', 'de-DE,de;q=0.9,*;q=0.1', '__proto__', 'constructor', 'a'.repeat(1000)),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
)

/** A client address per request: rate limits count per address, and one fuzz run must not use them up. */
export const clientIp = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`)
