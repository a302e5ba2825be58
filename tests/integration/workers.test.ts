import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startComfyUiStandIn } from '@/server/testing/comfyui-stand-in'
import type { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { exitCode, spawnWorker, startServer, type RunningServer } from '../support/server'
import { jobEventsOf, signedInClient } from '../support/signed-in'
import { sqlOn } from '../support/sql'

type ComfyUi = Awaited<ReturnType<typeof startComfyUiStandIn>>

const LEASE_SECONDS = 5
const PICKUP_BUDGET_MS = 60_000

/**
 * Workers that die or are told to stop, on both queue back-ends: with the local queue the web
 * process runs the jobs, with pg-boss separate worker processes do. Jobs are drawn by a ComfyUI
 * stand-in whose prompts run as long as the test wants. Whatever happens, the user gets one set
 * of outputs and is charged once.
 */
const setups = [
  { queue: 'local', db: 'sqlite' as const },
  ...(databaseKinds.includes('postgres') ? [{ queue: 'pg-boss', db: 'postgres' as const }] : []),
]

describe.each(setups)('workers with the $queue queue', ({ queue, db: dbKind }) => {
  let db: TestDatabase
  let comfy: ComfyUi
  let server: RunningServer
  const workers: ChildProcess[] = []
  const env = () => ({
    ...db.env,
    TRUST_PROXY: 'true',
    QUEUE: queue,
    QUEUE_LEASE_SECONDS: String(LEASE_SECONDS),
    IMAGE_PROVIDERS: 'builtin,comfyui',
    IMAGE_ROUTES: 'text=comfyui',
    IMAGE_PROVIDER_TIMEOUT_SECONDS: '120',
    COMFYUI_URL: comfy.url,
  })
  const sql = (query: string, params: unknown[] = []) => sqlOn(db)(query, params)

  /** The process that runs jobs: the web server itself with the local queue, else a new worker. */
  async function startRunner(): Promise<ChildProcess> {
    if (queue === 'local') {
      server = await startServer({ ...env(), PORT: new URL(server.url).port })
      return server.child
    }
    const { child } = spawnWorker(env())
    workers.push(child)
    return child
  }

  async function waitForPrompt(count: number, withinMs = 15_000) {
    const until = Date.now() + withinMs
    while (Date.now() < until && comfy.prompts.length < count) await new Promise((r) => setTimeout(r, 50))
    expect(comfy.prompts.length).toBe(count)
  }

  /** What the user was charged, read from the database (the web process may be gone). */
  async function charged(c: ApiClient) {
    const [row] = await sql('select q.used, q.reserved from quota_usage q join "user" u on u.id = q.user_id where u.email = $1', [
      c.email,
    ])
    return { used: Number(row!.used), reserved: Number(row!.reserved) }
  }

  beforeAll(async () => {
    db = await createTestDatabase(dbKind)
    comfy = await startComfyUiStandIn({ runningPolls: 3 })
    server = await startServer(env())
  }, 90_000)

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL')
    await server?.stop()
    await comfy?.stop()
    await db?.drop()
  })

  it('runs a job again on another worker after its worker is killed with kill -9, and charges it once', async () => {
    const first = queue === 'local' ? server.child : await startRunner()
    const c = await signedInClient(server.url, db.dataDir, 'kill9')
    comfy.behave('slow')
    const prompts = comfy.prompts.length
    const created = await c.post('/designs', { tool: 'text', params: { prompt: 'a snake around a dagger' }, variations: 2 })
    expect(created.status).toBe(200)
    await waitForPrompt(prompts + 1)

    first.kill('SIGKILL')
    await exitCode(first)
    const killedAt = Date.now()
    comfy.behave('success')
    await startRunner()
    await waitForPrompt(prompts + 2, PICKUP_BUDGET_MS)
    expect(Date.now() - killedAt).toBeLessThan(PICKUP_BUDGET_MS)

    const last = (await jobEventsOf(c, created.data.id, 90_000)).at(-1)!
    expect(last).toMatchObject({ event: 'succeeded' })
    expect(last.data.outputs.map((o: { index: number }) => o.index)).toEqual([1, 2])
    const [job] = await sql('select attempts, status from design_job where id = $1', [created.data.id])
    expect(job).toMatchObject({ status: 'succeeded' })
    expect(Number(job!.attempts)).toBe(2)
    const outputs = await sql('select count(*) as n from design_output where job_id = $1', [created.data.id])
    expect(Number(outputs[0]!.n)).toBe(2)
    expect(await charged(c)).toEqual({ used: 1, reserved: 0 })
  }, 120_000)

  it('finishes the running job when its worker is told to stop (SIGTERM), then exits', async () => {
    const runner = queue === 'local' ? server.child : workers.at(-1)!
    const c = await signedInClient(server.url, db.dataDir, 'sigterm')
    comfy.behave('success')
    const prompts = comfy.prompts.length
    const created = await c.post('/designs', { tool: 'text', params: { prompt: 'a whale under a full moon' } })
    await waitForPrompt(prompts + 1)
    runner.kill('SIGTERM')
    expect(await exitCode(runner, 40_000)).toBe(0)
    const [job] = await sql('select status, attempts from design_job where id = $1', [created.data.id])
    expect(job).toMatchObject({ status: 'succeeded' })
    expect(Number(job!.attempts)).toBe(1)
    expect(await charged(c)).toEqual({ used: 1, reserved: 0 })
  }, 90_000)
})
