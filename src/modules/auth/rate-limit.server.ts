import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode, REQUEST_TOO_FAST } from '@/lib/errors/codes'
import { databaseHandle } from '@/server/startup.server'

interface Rule {
  /** Attempts allowed per `duration` seconds. */
  points: number
  duration: number
  /** Once exceeded, refuse for this many seconds (the back-off). */
  blockDuration?: number
}

/**
 * The limits, per kind of attempt. Counters live in the database (table rate_limit), so every
 * web process sees the same counts. See docs/decisions/0010-account-abuse.md.
 */
export const RULES = {
  loginByIp: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  // Consecutive wrong passwords for one account from one address: 5, then 15 minutes' pause.
  loginFailsByAccountAndIp: { points: 5, duration: 60 * 60, blockDuration: 15 * 60 },
  // Slow attacks on one account from many addresses: 50 failures a day, then an hour's pause.
  loginFailsByAccount: { points: 50, duration: 24 * 60 * 60, blockDuration: 60 * 60 },
  signupByIp: { points: 10, duration: 60 * 60 },
  // Mails to one address: one a minute, five a day.
  mailByAddressMinute: { points: 1, duration: 60 },
  mailByAddressDay: { points: 5, duration: 24 * 60 * 60 },
  socialByIp: { points: 30, duration: 10 * 60 },
  // Files and renders per account: far above anyone designing by hand, well below a script
  // filling the disk or the engine (uploads are deduplicated per picture besides).
  uploadsByUser: { points: 120, duration: 60 * 60 },
  tryOnsByUser: { points: 120, duration: 60 * 60 },
} satisfies Record<string, Rule>

export type RuleName = keyof typeof RULES

const limiters = new Map<RuleName, RateLimiterAbstract>()

function limiter(name: RuleName): RateLimiterAbstract {
  let found = limiters.get(name)
  if (found) return found
  const { raw } = databaseHandle()
  const options = { ...RULES[name], keyPrefix: name, tableName: 'rate_limit', tableCreated: true }
  found =
    raw.kind === 'sqlite'
      ? new RateLimiterSQLite({ ...options, storeClient: raw.sqlite, storeType: 'better-sqlite3' })
      : new RateLimiterPostgres({ ...options, storeClient: raw.pool })
  limiters.set(name, found)
  return found
}

export function tooFast(retryAfterSeconds: number): AppError {
  return new AppError(ErrorCode.TOO_FAST, REQUEST_TOO_FAST, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) })
}

function retryAfter(result: unknown): number {
  return result instanceof RateLimiterRes ? result.msBeforeNext / 1000 : 60
}

/** Counts one attempt; throws 429 `request too fast` with Retry-After when over the limit. */
export async function consume(name: RuleName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key)
  } catch (result) {
    if (result instanceof RateLimiterRes) throw tooFast(retryAfter(result))
    throw result
  }
}

/** Throws 429 while the key has used up its attempts, without counting one. */
export async function ensureNotBlocked(name: RuleName, key: string): Promise<void> {
  const state = await limiter(name).get(key)
  if (state && state.consumedPoints >= RULES[name].points) throw tooFast(retryAfter(state))
}

/**
 * Counts a failure. Reaching the limit blocks the key for the rule's back-off, so the next
 * attempt is refused even with the right password.
 */
export async function penalize(name: RuleName, key: string): Promise<void> {
  const rule: Rule = RULES[name]
  let consumed: number
  try {
    consumed = (await limiter(name).consume(key)).consumedPoints
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result
    consumed = result.consumedPoints
  }
  if (consumed >= rule.points && rule.blockDuration) await limiter(name).block(key, rule.blockDuration)
}

export async function forgive(name: RuleName, key: string): Promise<void> {
  await limiter(name).delete(key)
}
