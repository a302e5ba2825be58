import { createHash } from 'node:crypto'
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode, REQUEST_TOO_FAST } from '@/lib/errors/codes'
import type { DatabaseHandle } from '../db/database.server'

interface Rule {
  /** Attempts allowed per `duration` seconds. */
  points: number
  duration: number
  /** Once exceeded, refuse for this many seconds (the back-off). */
  blockDuration?: number
  /**
   * Limits on who calls how often are declared by the operation's transport (`limit` in
   * endpoint() and the server-function middleware), counted per client address or per user.
   * Rules without it follow from what is asked (mails to one address, failures for one
   * account): the service that knows the key counts them.
   */
  per?: 'ip' | 'user'
  /**
   * For a per-user rule of an operation open to visitors: the rule (per address) that counts the
   * callers who are not signed in, usually stricter, since one address may hide any number of them.
   */
  anonymous?: string
}

/**
 * The limits, per kind of attempt. Counters live in the database (table rate_limit), so every
 * web process sees the same counts. See docs/decisions/0010-account-abuse.md.
 */
export const RULES = {
  loginByIp: { points: 30, duration: 10 * 60, blockDuration: 10 * 60, per: 'ip' },
  // Login throttling: docs/decisions/0010-account-abuse.md. Clients without a device cookie for the
  // account: 5 wrong passwords for it from one address, then 15 minutes' pause.
  loginFailsByAccountAndIp: { points: 5, duration: 60 * 60, blockDuration: 15 * 60 },
  // ...and past 50 of their failures for the account in a day (slow guessing from many addresses),
  // they share one attempt a minute for it: a slow lane, never a lock-out the owner cannot get through.
  loginFailsByAccount: { points: 50, duration: 24 * 60 * 60 },
  loginSlowLaneByAccount: { points: 1, duration: 60 },
  // A browser that signed in before (device cookie): 10 wrong passwords an hour, then it is trusted
  // no more for an hour and is judged like any other client.
  loginFailsByDevice: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  // PUT /user's current password (a stolen session must not guess it): 5 wrong, then 15 minutes' pause.
  currentPasswordFailsByUser: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  signupByIp: { points: 10, duration: 60 * 60, per: 'ip' },
  // Mails to one address: one a minute, three a quarter of an hour. Someone else's requests can
  // hold back the owner's reset or activation mail for 15 minutes at most (ADR 21).
  mailByAddressMinute: { points: 1, duration: 60 },
  mailByAddressQuarter: { points: 3, duration: 15 * 60 },
  // Requests for mail from one address: what keeps a single client from mail-bombing many inboxes.
  mailByIp: { points: 20, duration: 60 * 60, per: 'ip' },
  socialByIp: { points: 30, duration: 10 * 60, per: 'ip' },
  // Files and renders per account: far above anyone designing by hand, well below a script
  // filling the disk or the engine (uploads are deduplicated per picture besides).
  uploadsByUser: { points: 120, duration: 60 * 60, per: 'user' },
  tryOnsByUser: { points: 120, duration: 60 * 60, per: 'user' },
  // Design requests: quotas bound what is drawn; this bounds a client hammering the endpoint.
  designsByUser: { points: 300, duration: 60 * 60, per: 'user' },
  // Photo previews are free and asked for while sliders move (at most four a second after the
  // form's 250 ms pause): a quarter of an hour of steady dragging, then a pause (ADR 29).
  photoPreviewsByUser: { points: 900, duration: 15 * 60, per: 'user' },
  // The studio's live reading of a prompt, asked as the user types (debounced): a fast typist's
  // hour stays well inside; a script does not get the lexicon as a free translation service.
  promptReadingsByUser: { points: 1200, duration: 60 * 60, per: 'user' },
  // Feedback: far more than anyone has to say in an hour; a visitor gets fewer, per address.
  feedbackByUser: { points: 20, duration: 60 * 60, per: 'user', anonymous: 'feedbackByIp' },
  feedbackByIp: { points: 5, duration: 60 * 60, per: 'ip' },
  // The text page's live taste, open to visitors (ADR 42): five designs an hour per address, then
  // sign up; the service also caps how many draw at once in a process.
  tastesByIp: { points: 5, duration: 60 * 60, per: 'ip' },
  // Billing: starting checkouts and changing a subscription are a few clicks a month; this stops a
  // script from filling the provider's (and our) tables with sessions.
  billingByUser: { points: 30, duration: 60 * 60, per: 'user' },
  // Changes to a running subscription (cancel, resume, change, the provider's portal) count apart:
  // someone who tried a few checkouts must still be able to cancel.
  subscriptionByUser: { points: 60, duration: 60 * 60, per: 'user' },
  // The sandbox's buttons (pay outcomes, its test clock) are pressed many times while trying it.
  sandboxByUser: { points: 300, duration: 60 * 60, per: 'user' },
  // The affiliate programme's changes (apply, new codes, payout account, payout requests): a few a
  // day; confirmation mails to the account ride on these.
  affiliateByUser: { points: 30, duration: 60 * 60, per: 'user' },
  // Checking whether a code counts: an affiliate tries a few links; a script walking the code
  // space is stopped long before it learns anything.
  codeChecksByUser: { points: 120, duration: 60 * 60, per: 'user' },
  // Clicks through `?ref=`: one a page view at most; a script counting clicks is stopped early
  // (each still counts once an hour per code and visitor).
  clicksByIp: { points: 120, duration: 60, per: 'ip' },
  // Webhooks come from the provider, whose retries are spread out; a flood from one address is not it.
  webhooksByIp: { points: 600, duration: 60, per: 'ip' },
} satisfies Record<string, Rule>

export type RuleName = keyof typeof RULES

/** The rules a transport applies to every call of an operation. */
export type RequestLimit = { [K in RuleName]: (typeof RULES)[K] extends { per: string } ? K : never }[RuleName]

export interface RateLimiter {
  /** Counts one attempt; throws 429 `request too fast` with Retry-After when over the limit. */
  consume(name: RuleName, key: string): Promise<void>
  /** Throws 429 while the key has used up its attempts, without counting one. */
  ensureNotBlocked(name: RuleName, key: string): Promise<void>
  /** Whether the key has used up its attempts (for rules that change how a caller is treated, not refuse it). */
  reached(name: RuleName, key: string): Promise<boolean>
  /**
   * Counts a failure. Reaching the limit blocks the key for the rule's back-off, so the next
   * attempt is refused even with the right password.
   */
  penalize(name: RuleName, key: string): Promise<void>
  /** Forgets the key's failures (a right password after wrong ones). */
  forgive(name: RuleName, key: string): Promise<void>
}

export function tooFast(retryAfterSeconds: number): AppError {
  return new AppError(ErrorCode.TOO_FAST, REQUEST_TOO_FAST, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) })
}

function retryAfter(result: unknown): number {
  return result instanceof RateLimiterRes ? result.msBeforeNext / 1000 : 60
}

/**
 * Keys hold e-mail addresses (up to 254 characters) and the key column is varchar(255) on
 * PostgreSQL: long keys are stored as their hash rather than refused by the database.
 */
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`)

/** Counters in the application's own database (rate-limiter-flexible), one limiter per rule. */
export function createRateLimiter(raw: DatabaseHandle['raw']): RateLimiter {
  const limiters = new Map<RuleName, RateLimiterAbstract>()
  const rawLimiter = (name: RuleName): RateLimiterAbstract => {
    let found = limiters.get(name)
    if (found) return found
    const { per: _per, anonymous: _anonymous, ...rule } = RULES[name] as Rule
    const options = { ...rule, keyPrefix: name, tableName: 'rate_limit', tableCreated: true }
    found =
      raw.kind === 'sqlite'
        ? new RateLimiterSQLite({ ...options, storeClient: raw.sqlite, storeType: 'better-sqlite3' })
        : new RateLimiterPostgres({ ...options, storeClient: raw.pool })
    limiters.set(name, found)
    return found
  }
  const limiter = (name: RuleName) => {
    const rule = rawLimiter(name)
    return {
      consume: (key: string) => rule.consume(storedKey(key)),
      get: (key: string) => rule.get(storedKey(key)),
      block: (key: string, seconds: number) => rule.block(storedKey(key), seconds),
      delete: (key: string) => rule.delete(storedKey(key)),
    }
  }
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key)
      } catch (result) {
        if (result instanceof RateLimiterRes) throw tooFast(retryAfter(result))
        throw result
      }
    },
    async ensureNotBlocked(name, key) {
      const state = await limiter(name).get(key)
      if (state && state.consumedPoints >= RULES[name].points) throw tooFast(retryAfter(state))
    },
    async reached(name, key) {
      const state = await limiter(name).get(key)
      return !!state && state.consumedPoints >= RULES[name].points
    },
    async penalize(name, key) {
      const rule: Rule = RULES[name]
      let consumed: number
      try {
        consumed = (await limiter(name).consume(key)).consumedPoints
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result
        consumed = result.consumedPoints
      }
      if (consumed >= rule.points && rule.blockDuration) await limiter(name).block(key, rule.blockDuration)
    },
    async forgive(name, key) {
      await limiter(name).delete(key)
    },
  }
}
