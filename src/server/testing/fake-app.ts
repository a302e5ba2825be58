import type { App } from '../app.server'
import type { DatabaseHandle } from '../db/database.server'
import type { UserRow } from '../db/schema'
import type { Config } from '../env.server'
import type { Identity, ResolvedSession } from '../identity/identity.server'
import type { RateLimiter, RuleName } from '../limits/rate-limiter.server'

export const TEST_SECRET = 'a-test-secret-of-more-than-thirty-two-characters'

export function testUser(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 'user-1',
    name: 'Ana',
    email: 'ana@example.com',
    email_verified: 1,
    image: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    locale: 'en',
    role: 'user',
    rank: 'FREE',
    theme: null,
    source: null,
    referral_url: null,
    referred_by: null,
    quota_anchor: null,
    ...overrides,
  }
}

/**
 * An App for transport tests: real configuration values, a session table of one's own (token →
 * session), a limiter that records what it counts and refuses once told to; the modules are
 * whatever the test's `select` reaches for.
 */
export function fakeApp({
  sessions = {},
  adminEmail,
  publicUrl = 'http://localhost:3000',
}: { sessions?: Record<string, ResolvedSession>; adminEmail?: string; publicUrl?: string } = {}) {
  const counted: { rule: RuleName; key: string }[] = []
  let refuse = false
  const limiter: Partial<RateLimiter> = {
    async consume(rule, key) {
      counted.push({ rule, key })
      if (refuse) throw Object.assign(new Error('over the limit'), { limited: true })
    },
  }
  const extended: string[] = []
  const identity: Partial<Identity> = {
    resolveSession: async (token) => sessions[token] ?? null,
    extendSession: async (token) => void extended.push(token),
  }
  const config = { publicUrl, authSecret: TEST_SECRET, trustProxy: true, adminEmail } as Config
  const app = {
    adapters: { config, identity, limiter, database: {} as DatabaseHandle },
  } as unknown as App
  return { app, counted, extended, refuseFromNowOn: () => (refuse = true) }
}
