/**
 * Reading a page's search params in its route definition (ADR 52). Route definitions are part of
 * every page's first load, so they read the URL with these few checks rather than with a schema
 * library; forms and server functions keep valibot. A value that does not fit is dropped
 * (`undefined`), never refused: links get old and URLs are hand-edited, and the page still opens.
 *
 * The router has parsed each value already: `?page=2` arrives as the number 2, `?q=abc` as a
 * string, `?on=true` as `true`.
 */

/** One field's reader: the value it accepts, or undefined. */
export type Read<T> = (value: unknown) => T | undefined

/** What a set of readers gives: each field its accepted value, or undefined. */
export type SearchOf<R extends Record<string, Read<unknown>>> = {
  [K in keyof R]?: R[K] extends Read<infer T> ? T : never
}

/**
 * The route's `validateSearch` from one reader per field; fields it does not name are left out.
 * Every named field is in the result, undefined when refused: the router lays the result over the
 * URL's own values, so a field left out would keep the value that was refused.
 */
export function searchOf<R extends Record<string, Read<unknown>>>(readers: R): (search: Record<string, unknown>) => SearchOf<R> {
  return (search) => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(readers)) out[key] = readers[key]!(search[key])
    return out as SearchOf<R>
  }
}

/** One of the given values, as it came. */
export const oneOf =
  <const T extends string | number | boolean>(options: readonly T[]): Read<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : undefined

/** A number from min to max; `numbersFromText` also takes it written as text ("0.6"). */
export const numberIn =
  (min: number, max: number, { numbersFromText = false } = {}): Read<number> =>
  (value) => {
    const n = typeof value === 'number' ? value : numbersFromText && typeof value === 'string' ? Number(value) : Number.NaN
    return Number.isFinite(n) && n >= min && n <= max ? n : undefined
  }

/** A whole number from min to max (a page, a count, a seed). */
export const wholeIn = (min: number, max: number, options?: { numbersFromText?: boolean }): Read<number> => {
  const inRange = numberIn(min, max, options)
  return (value) => {
    const n = inRange(value)
    return n !== undefined && Number.isInteger(n) ? n : undefined
  }
}

/** Text of at most `max` characters, matching `pattern` when one is given; `trim` trims it first. */
export const textUpTo =
  (max: number, { pattern, trim = false }: { pattern?: RegExp; trim?: boolean } = {}): Read<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined
    const text = trim ? value.trim() : value
    return text.length <= max && (!pattern || pattern.test(text)) ? text : undefined
  }

/** Text cut to `max` characters; a number (the router reads `?prompt=7` as one) becomes its text. */
export const textCutTo =
  (max: number): Read<string> =>
  (value) =>
    typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value).slice(0, max) : undefined

const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i

/** A UUID (a job, an upload, a design). */
export const uuid: Read<string> = textUpTo(36, { pattern: UUID })

/** A flag written as `true`/`false` or `1`/`0`. */
export const flag: Read<boolean> = (value) =>
  value === true || value === 'true' || value === 1 || value === '1'
    ? true
    : value === false || value === 'false' || value === 0 || value === '0'
      ? false
      : undefined

// The same rule as valibot's `email()`, which the forms and the server use.
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu

/** An e-mail address, trimmed and in lower case, as the sign-up form writes it. */
export const email: Read<string> = (value) => {
  if (typeof value !== 'string') return undefined
  const address = value.trim().toLowerCase()
  return address.length >= 1 && address.length <= 254 && EMAIL.test(address) ? address : undefined
}
