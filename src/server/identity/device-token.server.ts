import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a device stays trusted after its last password sign-in (the cookie's Max-Age says the same). */
export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account with its password before is judged by its own failures, not by the
 * account's, so strangers guessing at the account cannot lock its owner out.
 *
 * A token is `account.nonce.issued.mac`, all cookie-safe: `account` is a keyed hash of the address
 * (the cookie does not carry the address, and cannot be checked against a guessed one without the
 * secret), `nonce` names this device for the limiter, `issued` bounds its life on the server too.
 */
export interface DeviceTokens {
  issue(email: string, nowSeconds?: number): string
  /** The device's name for its failure counter, when the token is ours, unexpired and for this address; else null. */
  verify(token: string | undefined, email: string, nowSeconds?: number): string | null
}

const b64 = (bytes: Buffer) => bytes.toString('base64url')
const TOKEN = /^([\w-]{22})\.([\w-]{22})\.([0-9a-z]{1,12})\.([\w-]{43})$/

export function deviceTokens(secret: string): DeviceTokens {
  // Its own key, so no other value the secret signs (session cookies) can pass for a device token.
  const key = createHmac('sha256', secret).update('inkdraft device cookie v1').digest()
  const mac = (text: string) => createHmac('sha256', key).update(text).digest()
  const accountOf = (email: string) => mac(`account\0${email.trim().toLowerCase()}`).subarray(0, 16)
  const now = () => Math.floor(Date.now() / 1000)

  return {
    issue(email, nowSeconds = now()) {
      const body = `${b64(accountOf(email))}.${b64(randomBytes(16))}.${nowSeconds.toString(36)}`
      return `${body}.${b64(mac(`token\0${body}`))}`
    },
    verify(token, email, nowSeconds = now()) {
      const parts = token ? TOKEN.exec(token) : null
      if (!parts) return null
      const [, account, nonce, issued, given] = parts as unknown as [string, string, string, string, string]
      const expected = mac(`token\0${account}.${nonce}.${issued}`)
      if (!timingSafeEqual(Buffer.from(given, 'base64url'), expected)) return null
      if (!timingSafeEqual(Buffer.from(account, 'base64url'), accountOf(email))) return null
      const age = nowSeconds - Number.parseInt(issued, 36)
      return age >= 0 && age <= DEVICE_TOKEN_SECONDS ? nonce : null
    },
  }
}
