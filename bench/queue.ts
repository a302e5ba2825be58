/**
 * The generation queue (issue 18), against the production build on loopback, on the builtin
 * provider, with the local queue (SQLite, jobs run by the web process) and with pg-boss (PostgreSQL,
 * jobs run by one `npm run worker` process):
 *   - idle: 20 one-variation text jobs one after the other: enqueue-to-start (the row's queued_ms to
 *     started_ms; budget ≤ 50 ms p95);
 *   - idle: 20 four-variation text jobs one after the other: submit-to-succeeded, from sending the
 *     POST until GET /designs/jobs/:id (asked every 10 ms) says succeeded (budget ≤ 600 ms p50);
 *   - load: 200 two-variation jobs from 20 users (10 FREE in the slow lane, 10 PRO in the priority
 *     lane), each user sending their 10 at once: throughput, waits per lane, and the peak RSS of
 *     the web process (and of the worker).
 *
 *   npm run build && node bench/queue.ts [--write] [--sqlite-only]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestDatabase } from '../tests/support/databases.ts'
import { createPostgresDatabase, findPostgresAdminUrl } from '../tests/support/postgres-database.ts'
import { startServer } from '../tests/support/server.ts'
import { signedInClient } from '../tests/support/signed-in.ts'
import { sqlOn } from '../tests/support/sql.ts'
import { machine, percentile } from './support/stats.ts'

const root = join(import.meta.dirname, '..')
const WORKER_ENTRY = join(root, '.output/worker/worker.mjs')
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const summary = (xs: number[]) => ({
  n: xs.length,
  p50: percentile(sorted(xs), 0.5),
  p95: percentile(sorted(xs), 0.95),
  max: Math.max(...xs),
})

/** Peak resident memory of a process so far (Linux: VmHWM), MB. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null
}

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  })
  return child
}

async function benchQueue(name: string, db: TestDatabase, extraEnv: Record<string, string>, withWorker: boolean) {
  const env = { ...db.env, TRUST_PROXY: 'true', ...extraEnv } as Record<string, string>
  const server = await startServer(env)
  const worker = withWorker ? startWorker(env) : undefined
  const sql = sqlOn(db)
  try {
    const pro = await signedInClient(server.url, db.dataDir, 'bench-pro')
    const proId = (await pro.get('/user')).data.user.id
    await sql(`update "user" set rank = 'PRO' where id = $1`, [proId])
    const until = async (id: string) => {
      for (;;) {
        const job = await pro.get(`/designs/jobs/${id}`)
        if (job.data.status === 'succeeded') return
        if (job.data.status === 'failed') throw new Error(`job failed: ${job.data.error}`)
        await new Promise((r) => setTimeout(r, 10))
      }
    }
    // Warm-up: the engine's thread, prepared statements, JIT.
    for (let i = 0; i < 3; i++)
      await until((await pro.post('/designs', { tool: 'text', params: { prompt: `a warm-up moth ${i}` } })).data.id)

    const waits: number[] = []
    for (let i = 0; i < 20; i++) {
      const { data } = await pro.post('/designs', { tool: 'text', params: { prompt: `a swallow ${i}` }, lane: 'slow' })
      await until(data.id)
      const [row] = await sql('select queued_ms, started_ms from design_job where id = $1', [data.id])
      waits.push(Number(row!.started_ms) - Number(row!.queued_ms))
    }
    const submitToSucceeded: number[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      const { data } = await pro.post('/designs', {
        tool: 'text',
        params: { prompt: `a rose and a dagger ${i}` },
        variations: 4,
        lane: 'slow',
      })
      await until(data.id)
      submitToSucceeded.push(Math.round(performance.now() - t))
    }

    process.stdout.write(`[${name}] 20 users… `)
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signedInClient(server.url, db.dataDir, `bench-${i}`)))
    for (const [i, c] of users.entries())
      if (i % 2 === 1) await sql(`update "user" set rank = 'PRO' where id = $1`, [(await c.get('/user')).data.user.id])
    console.log('sending 200 jobs')
    const started = performance.now()
    const sent = await Promise.all(
      users.flatMap((c, u) =>
        Array.from({ length: 10 }, (_, j) =>
          c.post('/designs', { tool: 'text', params: { prompt: `a koi and a lotus ${u}-${j}` }, variations: 2 }),
        ),
      ),
    )
    const refused = sent.filter((r) => r.status !== 200)
    if (refused.length) throw new Error(`${refused.length} jobs refused: ${JSON.stringify(refused[0])}`)
    const ids = sent.map((r) => r.data.id as string)
    for (;;) {
      const [row] = await sql(
        `select count(*) as n from design_job where status in ('queued', 'running') and id in (${ids.map((_, i) => `$${i + 1}`).join(',')})`,
        ids,
      )
      if (Number(row!.n) === 0) break
      await new Promise((r) => setTimeout(r, 50))
    }
    const seconds = (performance.now() - started) / 1000
    const rows = await sql(
      `select lane, status, queued_ms, started_ms, finished_ms from design_job where id in (${ids.map((_, i) => `$${i + 1}`).join(',')})`,
      ids,
    )
    const failed = rows.filter((r) => r.status !== 'succeeded').length
    const laneWaits = (lane: string) =>
      rows.filter((r) => r.lane === lane).map((r) => (Number(r.started_ms) - Number(r.queued_ms)) / 1000)
    const result = {
      idle_enqueue_to_start_ms: summary(waits),
      idle_submit_to_succeeded_4_variations_ms: summary(submitToSucceeded),
      load: {
        jobs: ids.length,
        failed,
        seconds: Math.round(seconds * 10) / 10,
        jobs_per_second: Math.round((ids.length / seconds) * 10) / 10,
        wait_s_priority: summary(laneWaits('priority')),
        wait_s_slow: summary(laneWaits('slow')),
      },
      peak_rss_mb: { web: peakRssMb(server.child.pid), worker: peakRssMb(worker?.pid) },
    }
    console.log(`[${name}]`, JSON.stringify(result, null, 2))
    return result
  } finally {
    worker?.kill('SIGTERM')
    await server.stop()
  }
}

const results: Record<string, unknown> = {}
const sqliteDir = mkdtempSync(join(tmpdir(), 'inkdraft-bench-'))
const sqlite: TestDatabase = { kind: 'sqlite', dataDir: sqliteDir, env: { DATA_DIR: sqliteDir }, drop: async () => {} }
results.local_sqlite = await benchQueue('local queue, SQLite', sqlite, {}, false)
if (!process.argv.includes('--sqlite-only')) {
  const adminUrl = findPostgresAdminUrl()
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl, 'inkdraft_bench')
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdraft-bench-'))
    try {
      const db: TestDatabase = {
        kind: 'postgres',
        dataDir,
        env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
        drop: database.drop,
      }
      results.pg_boss = await benchQueue('pg-boss, PostgreSQL, one worker process', db, { QUEUE: 'pg-boss' }, true)
    } finally {
      await database.drop()
    }
  } else console.log('PostgreSQL not available: its numbers are skipped')
}

if (process.argv.includes('--write')) {
  writeFileSync(
    join(root, 'bench/results/queue.json'),
    `${JSON.stringify(
      {
        what: 'The generation queue on the builtin provider: idle enqueue-to-start and submit-to-succeeded, then 200 jobs from 20 users (production build, loopback)',
        how: 'node bench/queue.ts: see the header of bench/queue.ts; local queue on SQLite (web process runs the jobs), pg-boss on PostgreSQL 15 with one worker process (WORKER_CONCURRENCY default)',
        measured_at: new Date().toISOString(),
        machine: machine(),
        ...results,
      },
      null,
      2,
    )}\n`,
  )
}
