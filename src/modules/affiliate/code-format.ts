/** The seed's random-code alphabet: digits and upper-case letters. */
export const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const CODE_LENGTH = 8
/** What a code in a URL or a cookie may look like before it is looked up. */
export const CODE_PATTERN = /^[0-9A-Z]{4,32}$/

/** Codes are shown and stored in upper case; a link typed in lower case still counts. */
export function normaliseCode(code: string): string | null {
  const upper = code.trim().toUpperCase()
  return CODE_PATTERN.test(upper) ? upper : null
}
