import { RANDOM_CODE_ALPHABET } from './constants'

/**
 * A random code of digits and uppercase letters from the platform CSPRNG (browser and Node).
 * Rejection sampling keeps every character equally likely.
 */
export function randomCode(length = 8, alphabet: string = RANDOM_CODE_ALPHABET): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a non-negative integer')
  const n = alphabet.length
  const limit = 256 - (256 % n)
  let out = ''
  while (out.length < length) {
    // getRandomValues refuses more than 65,536 bytes per call
    const bytes = crypto.getRandomValues(new Uint8Array(Math.min(65_536, (length - out.length) * 2)))
    for (const b of bytes) {
      if (b < limit) out += alphabet[b % n]
      if (out.length === length) break
    }
  }
  return out
}
