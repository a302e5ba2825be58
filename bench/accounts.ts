/**
 * Accounts under load, against the production build on loopback:
 *  - GET /common-api/v1/user with a session cookie at a steady 500 requests/s (open loop, see
 *    support/constant-rate.ts), then flat out (autocannon);
 *  - POST /common-api/v1/login flat out (every login verifies an Argon2id hash);
 *  - the Argon2id hash and verify themselves, in-process, one at a time;
 *  - POST /login's answer time for a wrong password and for an unknown address (must match).
 * On SQLite (the embedded default) and, where one answers, PostgreSQL.
 *
 *   npm run build && node bench/accounts.ts [--write] [--sqlite-only]
 *
 * --write stores the numbers in bench/results/accounts.json. The GET /user budget fails the run.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { hashPassword, verifyPassword } from '../src/server/identity/password.server.ts'
import { activatedAccount } from '../tests/support/outbox.ts'
import { constantRate } from './support/constant-rate.ts'
import { machine, percentile } from './support/stats.ts'
import { createPostgresDatabase, findPostgresAdminUrl } from '../tests/support/postgres-database.ts'
import { startServer } from '../tests/support/server.ts'

/** Issue 3: GET /user answers within 10 ms at the 99th percentile at 500 requests per second. */
const BUDGET_USER_P99_MS = 10
const USER_RATE = 500
const ACCOUNTS = 40
const PASSWORD = 'a bench pass phrase 2026'

const root = join(import.meta.dirname, '..')
let ipCounter = 0
/** Every request from its own client address, so the per-address limits measure nothing here. */
const nextIp = () => {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

function latency(result: Result) {
  const l = result.latency
  return { p50_ms: l.p50, p90_ms: l.p90, p99_ms: l.p99, max_ms: l.max, mean_ms: Math.round(l.mean * 100) / 100 }
}

function summary(result: Result) {
  return {
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    ...latency(result),
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function hashing(samples = 30) {
  const hashTimes: number[] = []
  const verifyTimes: number[] = []
  let stored = ''
  for (let i = 0; i < samples; i++) {
    let t = performance.now()
    stored = await hashPassword(`${PASSWORD} ${i}`)
    hashTimes.push(performance.now() - t)
    t = performance.now()
    if (!(await verifyPassword(stored, `${PASSWORD} ${i}`))) throw new Error('verify failed')
    verifyTimes.push(performance.now() - t)
  }
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b)
    const at = (q: number) => percentile(sorted, q)
    return { p50_ms: at(0.5), p95_ms: at(0.95), mean_ms: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 }
  }
  return {
    samples,
    parameters: 'Argon2id, 19 MiB, t=2, p=1 (@node-rs/argon2)',
    hash: stats(hashTimes),
    verify: stats(verifyTimes),
  }
}

/**
 * A wrong password for an existing account and any password for an unknown address must take
 * about the same time (Better Auth hashes a dummy password for the unknown one), or the answer
 * time tells who has an account. Sequential pairs, each from its own address; the ratio of the
 * medians must lie within [0.5, 2].
 */
async function loginTiming(url: string, email: string, pairs = 20) {
  const time = async (body: unknown) => {
    const t = performance.now()
    const res = await fetch(`${url}/common-api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    if (res.status !== 401) throw new Error(`login answered ${res.status}`)
    return performance.now() - t
  }
  const wrong: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < pairs; i++) {
    wrong.push(await time({ email, password: `Wrong-password-${i}` }))
    unknown.push(await time({ email: `ghost-${i}-${Date.now()}@example.com`, password: `Wrong-password-${i}` }))
  }
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      0.5,
    )
  const ratio = Math.round((median(wrong) / median(unknown)) * 100) / 100
  return { pairs, wrong_password_p50_ms: median(wrong), unknown_address_p50_ms: median(unknown), ratio }
}

async function benchDatabase(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), `inkdraft-bench-${name}-`))
  const server = await startServer({ ...env, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' })
  try {
    process.stdout.write(`[${name}] creating ${ACCOUNTS} activated accounts… `)
    const emails: string[] = []
    let cookie = ''
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench-${i}@example.com`
      cookie = await activatedAccount(server.url, dataDir, email, PASSWORD, nextIp())
      emails.push(email)
    }
    console.log('done')

    console.log(`[${name}] login answer time: wrong password vs unknown address`)
    const equalTime = await loginTiming(server.url, emails[0]!)

    // Warm-up: connections, prepared statements, JIT.
    await autocannon({ url: `${server.url}/common-api/v1/user`, headers: { cookie }, connections: 10, duration: 3 })

    console.log(`[${name}] GET /user at ${USER_RATE}/s for 20 s`)
    const userAtRate = await constantRate({
      url: `${server.url}/common-api/v1/user`,
      headers: { cookie },
      rate: USER_RATE,
      seconds: 20,
    })
    console.log(`[${name}] GET /user flat out for 10 s`)
    const userFlatOut = await autocannon({
      url: `${server.url}/common-api/v1/user`,
      headers: { cookie },
      connections: 20,
      duration: 10,
    })

    console.log(`[${name}] POST /login flat out for 15 s`)
    let n = 0
    const login = await autocannon({
      url: server.url,
      connections: 8,
      duration: 15,
      requests: [
        {
          method: 'POST',
          path: '/common-api/v1/login',
          setupRequest: (request) => {
            const email = emails[n++ % emails.length]
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
              body: JSON.stringify({ email, password: PASSWORD }),
            }
          },
        },
      ],
    })

    return {
      login_equal_time: equalTime,
      get_user_at_500_per_s: userAtRate,
      get_user_flat_out: summary(userFlatOut),
      login_flat_out: summary(login),
    }
  } finally {
    await server.stop()
  }
}

async function postgresEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> } | null> {
  const adminUrl = findPostgresAdminUrl()
  if (!adminUrl) return null
  const database = await createPostgresDatabase(adminUrl, 'inkdraft_bench')
  return { env: { DATABASE_URL: database.url }, drop: database.drop }
}

const results: Record<string, unknown> = {}
console.log('Argon2id in-process, one at a time')
results.password_hashing = await hashing()
results.sqlite = await benchDatabase('sqlite', {})
if (!process.argv.includes('--sqlite-only')) {
  const postgres = await postgresEnv()
  if (postgres) {
    try {
      results.postgres = await benchDatabase('postgres', postgres.env)
    } finally {
      await postgres.drop()
    }
  } else {
    console.log('PostgreSQL not available: its numbers are skipped')
  }
}

console.log(JSON.stringify(results, null, 2))
const p99s = ['sqlite', 'postgres']
  .map((db) => (results[db] as { get_user_at_500_per_s: { p99_ms: number } } | undefined)?.get_user_at_500_per_s.p99_ms)
  .filter((p): p is number => p !== undefined)
const ratios = ['sqlite', 'postgres']
  .map((db) => (results[db] as { login_equal_time: { ratio: number } } | undefined)?.login_equal_time.ratio)
  .filter((r): r is number => r !== undefined)
const sameTime = ratios.every((r) => r >= 0.5 && r <= 2)
const within = p99s.every((p) => p <= BUDGET_USER_P99_MS) && sameTime
console.log(
  `Budget: GET /user p99 ≤ ${BUDGET_USER_P99_MS} ms at ${USER_RATE}/s → ${p99s.every((p) => p <= BUDGET_USER_P99_MS) ? 'within' : 'OVER'} (${p99s.join(', ')} ms)`,
)
console.log(
  `Login: wrong password / unknown address time ratio in [0.5, 2] → ${sameTime ? 'within' : 'OVER'} (${ratios.join(', ')})`,
)

if (process.argv.includes('--write')) {
  writeFileSync(
    join(root, 'bench/results/accounts.json'),
    `${JSON.stringify(
      {
        what: 'Accounts on loopback: GET /user with a session cookie, POST /login, Argon2id hashing (production build)',
        measured_at: new Date().toISOString(),
        machine: machine(),
        budget: { get_user_p99_ms: BUDGET_USER_P99_MS, at_requests_per_s: USER_RATE, login_time_ratio: [0.5, 2] },
        ...results,
      },
      null,
      2,
    )}\n`,
  )
}
if (!within) process.exitCode = 1
