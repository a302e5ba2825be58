import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds, type DatabaseKind, type TestDatabase } from '../support/databases'
import { restVerdict, serverFnVerdict, type Verdict } from '../support/fuzz/responses'
import {
  describeRequest,
  restRequests,
  serverFnCalls,
  serverFnRequest,
  strayRequests,
  type FuzzRequest,
} from '../support/fuzz/requests'
import { apiTargets, schemaKeys, serverFnTargets, type Auth } from '../support/fuzz/targets'
import { FuzzSession } from '../support/fuzz/session'
import { startServer, type RunningServer } from '../support/server'

/**
 * Issue 17: every REST endpoint and every server function, fed wrong types, huge and unicode
 * strings, deep nests, prototype keys, odd numbers and garbage bodies, by an anonymous and by a
 * signed-in caller, never answers a 5xx nor anything outside the envelope (what that means for
 * each transport: tests/support/fuzz/responses.ts). The endpoints and functions are read from the
 * route files and the build's manifest, so a new one is fuzzed without being listed here.
 *
 * The run is bounded (FUZZ_RUNS per operation and caller) to keep CI within its time; the seed is
 * printed, and FUZZ_SEED=<seed> replays a run. A failure prints the request to send by hand.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const RUNS: Record<DatabaseKind, number> = {
  sqlite: Number(process.env.FUZZ_RUNS ?? 8),
  // The database only stores what the services let through: PostgreSQL gets a shorter run of its own.
  postgres: Number(process.env.FUZZ_PG_RUNS ?? 3),
}

console.info(
  `[fuzz] seed ${SEED}, ${RUNS.sqlite} runs per operation and caller on SQLite, ${RUNS.postgres} on PostgreSQL ` +
    `(replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS.sqlite} FUZZ_PG_RUNS=${RUNS.postgres})`,
)

const keys = schemaKeys()
const apis = apiTargets()
const functions = serverFnTargets()

type Caller = 'anonymous' | 'signed in'
const CALLERS: Caller[] = ['anonymous', 'signed in']

/** A signed-in caller must not sign itself out for the rest of the run; its logout is tested elsewhere. */
const signsOut = (name: string) => /logout/i.test(name)

describe.each(databaseKinds)('fuzz on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer
  let session: FuzzSession

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    server = await startServer({ ...db.env, TRUST_PROXY: 'true' })
    session = new FuzzSession(server.url, db.dataDir)
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await db?.drop()
  })

  async function send(request: FuzzRequest, caller: Caller): Promise<Response> {
    const headers = { ...request.headers }
    if (caller === 'signed in') headers.cookie = await session.cookie()
    const res = await fetch(`${server.url}${request.url}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
    })
    if (caller === 'signed in') session.watch(res)
    return res
  }

  /** Runs the property; on a failure, the request that broke it and the server's log of it. */
  async function fuzz<T>(
    what: string,
    arbitrary: fc.Arbitrary<T>,
    numRuns: number,
    attempt: (value: T) => Promise<{ request: FuzzRequest; verdict: Verdict }>,
  ) {
    let failure: string | undefined
    const result = await fc.check(
      fc.asyncProperty(arbitrary, async (value) => {
        const logFrom = server.logs().length
        const { request, verdict } = await attempt(value)
        if (verdict === undefined) return true
        failure ??= `${verdict}\n  ${describeRequest(request)}\n  server log: ${server.logs().slice(logFrom).slice(0, 1500) || '(none)'}`
        return false
      }),
      // No shrinking: the first failing request is reproduction enough, and shrinking one of huge
      // values costs more requests than the whole run.
      { seed: SEED, numRuns, endOnFailure: true },
    )
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? `\n  thrown: ${result.errorInstance.stack}` : ''
      expect.fail(`[fuzz] ${what} failed (seed ${SEED}, run ${result.numRuns}):\n${failure ?? ''}${error}`)
    }
  }

  // Operations an anonymous caller may not use refuse it before reading anything: fewer runs find what there is.
  const runsFor = (auth: Auth, caller: Caller) =>
    auth === 'user' && caller === 'anonymous' ? Math.max(2, Math.round(RUNS[kind] / 3)) : RUNS[kind]

  it('reads every REST operation and server function', () => {
    expect(apis.length).toBeGreaterThanOrEqual(19)
    expect(functions.length).toBeGreaterThanOrEqual(21)
    expect(keys).toEqual(expect.arrayContaining(['email', 'password', 'page', 'confirm_email']))
  })

  for (const caller of CALLERS) {
    describe(`as ${caller}`, () => {
      for (const target of apis) {
        if (caller === 'signed in' && signsOut(target.path)) continue
        it(`${target.method} ${target.path}`, async () => {
          await fuzz(
            `${target.method} ${target.path} as ${caller}`,
            restRequests(target, keys),
            runsFor(target.auth, caller),
            async (request) => {
              const res = await send(request, caller)
              return { request, verdict: await restVerdict(res) }
            },
          )
        }, 60_000)
      }

      for (const target of functions) {
        if (caller === 'signed in' && signsOut(target.name)) continue
        it(`server function ${target.name} (${target.method})`, async () => {
          await fuzz(`${target.name} as ${caller}`, serverFnCalls(target, keys), runsFor(target.auth, caller), async (call) => {
            const request = await serverFnRequest(call)
            const res = await send(request, caller)
            return { request, verdict: await serverFnVerdict(res) }
          })
        }, 60_000)
      }
    })
  }

  it('answers paths, ids and methods nobody declared within the envelope', async () => {
    await fuzz('undeclared paths', strayRequests, RUNS[kind] * 4, async (request) => {
      const res = await send(request, 'anonymous')
      let verdict: Verdict
      if (request.api) verdict = await restVerdict(res)
      else if (request.serverFn) verdict = await serverFnVerdict(res)
      else verdict = res.status >= 500 ? `status ${res.status}` : undefined
      return { request, verdict }
    })
  }, 60_000)
})
