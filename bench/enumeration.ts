/**
 * Whether answer times tell which addresses have an account (issue 17), against the production
 * build on loopback: POST /signup for a registered address against a new one, and POST
 * /forgot-password and /resend-activate-email for a registered address against an unknown one.
 * Pairs are sent one after the other, each request from its own client address and for its own
 * e-mail address (the per-address mail limits would otherwise answer 429).
 *
 * For each endpoint: the medians, the ratio of the medians, and how well the best single
 * threshold between the two sets tells them apart (0.5 is a coin toss; the probe measured 0.83–0.92
 * for forgot-password and resend-activation before, and a 2 ms against 22 ms split for sign-up).
 *
 *   npm run build && node bench/enumeration.ts [--write] [--sqlite-only] [--pairs N]
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { activatedAccount } from '../tests/support/outbox.ts'
import { createPostgresDatabase, findPostgresAdminUrl } from '../tests/support/postgres-database.ts'
import { startServer } from '../tests/support/server.ts'
import { machine, percentile } from './support/stats.ts'

const PASSWORD = 'a bench pass phrase 2026'
const pairsArg = process.argv.indexOf('--pairs')
const PAIRS = pairsArg > 0 ? Number(process.argv[pairsArg + 1]) : 40
const root = join(import.meta.dirname, '..')
let ipCounter = 0
const nextIp = () => {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  )

/** The share of requests the best threshold (either direction) puts on the right side. */
function bestThresholdAccuracy(a: number[], b: number[]): number {
  const all = [...a.map((t) => ({ t, a: true })), ...b.map((t) => ({ t, a: false }))].sort((x, y) => x.t - y.t)
  let best = 0.5
  let aBelow = 0
  let bBelow = 0
  for (const { a: isA } of all) {
    if (isA) aBelow++
    else bBelow++
    // Below the cut is "a": right are the a's below and the b's above; or the other way round.
    const right = aBelow + (b.length - bBelow)
    best = Math.max(best, right / all.length, 1 - right / all.length)
  }
  return Math.round(best * 100) / 100
}

async function timed(url: string, path: string, body: unknown): Promise<number> {
  const t = performance.now()
  const res = await fetch(`${url}/common-api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return performance.now() - t
}

function compare(registered: number[], other: number[]) {
  return {
    pairs: registered.length,
    registered_p50_ms: median(registered),
    other_p50_ms: median(other),
    ratio: Math.round((median(registered) / median(other)) * 100) / 100,
    best_threshold_accuracy: bestThresholdAccuracy(registered, other),
  }
}

async function benchDatabase(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), `inkdraft-bench-${name}-`))
  const server = await startServer({ ...env, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' })
  try {
    process.stdout.write(`[${name}] creating ${PAIRS * 2} activated accounts… `)
    const accounts: string[] = []
    for (let i = 0; i < PAIRS * 2; i++) {
      const email = `enum-${i}@example.com`
      await activatedAccount(server.url, dataDir, email, PASSWORD, nextIp())
      accounts.push(email)
    }
    console.log('done')
    // Warm-up: connections, prepared statements, JIT.
    for (let i = 0; i < 5; i++) await timed(server.url, '/forgot-password', { email: `warm-${i}@example.com` })

    const results: Record<string, ReturnType<typeof compare>> = {}
    const signupRegistered: number[] = []
    const signupNew: number[] = []
    const resetRegistered: number[] = []
    const resetUnknown: number[] = []
    const resendRegistered: number[] = []
    const resendUnknown: number[] = []
    // Each pair in a random order, and a pause after each request: the mail a request stores is
    // composed after its answer, and that work must not be counted against whichever request
    // happens to come next (the question is whether an answer's own time depends on the address).
    const pair = async (first: () => Promise<number>, second: () => Promise<number>, a: number[], b: number[]) => {
      const settle = () => new Promise((r) => setTimeout(r, 100))
      if (Math.random() < 0.5) {
        a.push(await first())
        await settle()
        b.push(await second())
      } else {
        b.push(await second())
        await settle()
        a.push(await first())
      }
      await settle()
    }
    for (let i = 0; i < PAIRS; i++) {
      const stamp = `${i}-${Date.now()}`
      await pair(
        () => timed(server.url, '/signup', { email: accounts[i], password: PASSWORD }),
        () => timed(server.url, '/signup', { email: `new-${stamp}@example.com`, password: PASSWORD }),
        signupRegistered,
        signupNew,
      )
      await pair(
        () => timed(server.url, '/forgot-password', { email: accounts[PAIRS + i] }),
        () => timed(server.url, '/forgot-password', { email: `ghost-${stamp}@example.com` }),
        resetRegistered,
        resetUnknown,
      )
      await pair(
        () => timed(server.url, '/resend-activate-email', { email: accounts[i] }),
        () => timed(server.url, '/resend-activate-email', { email: `nobody-${stamp}@example.com` }),
        resendRegistered,
        resendUnknown,
      )
    }
    results.signup_registered_vs_new = compare(signupRegistered, signupNew)
    results.forgot_password_registered_vs_unknown = compare(resetRegistered, resetUnknown)
    results.resend_activation_registered_vs_unknown = compare(resendRegistered, resendUnknown)
    console.log(`[${name}]`, JSON.stringify(results, null, 2))
    return results
  } finally {
    await server.stop()
  }
}

const results: Record<string, unknown> = {}
results.sqlite = await benchDatabase('sqlite', {})
if (!process.argv.includes('--sqlite-only')) {
  const adminUrl = findPostgresAdminUrl()
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl, 'inkdraft_bench')
    try {
      results.postgres = await benchDatabase('postgres', { DATABASE_URL: database.url })
    } finally {
      await database.drop()
    }
  } else console.log('PostgreSQL not available: its numbers are skipped')
}

if (process.argv.includes('--write')) {
  writeFileSync(
    join(root, 'bench/results/enumeration.json'),
    `${JSON.stringify(
      {
        what: 'Answer times for registered and unregistered addresses: sign-up, forgot-password, resend-activation (production build, loopback)',
        how: `node bench/enumeration.ts: ${PAIRS} sequential pairs per endpoint, in random order with 100 ms between requests, each from its own client address; best_threshold_accuracy is the share of requests the best single time threshold classifies correctly (0.5 = chance)`,
        measured_at: new Date().toISOString(),
        machine: machine(),
        ...results,
      },
      null,
      2,
    )}\n`,
  )
}
