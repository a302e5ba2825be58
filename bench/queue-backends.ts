/**
 * Job queue: time from `enqueue` (in the web process) to the handler starting on an idle worker
 * in the same process, for the local queue on SQLite and PostgreSQL and for pg-boss. Budget: p95
 * ≤ 50 ms for the local queue (issue 18).
 *   node bench/queue-backends.ts [--write]
 * Needs PostgreSQL (TEST_DATABASE_ADMIN_URL, or scripts/ensure-postgres.sh finds one) for two of
 * the three; --write stores the numbers in bench/results/queue-backends.json.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'rolldown'
import { createPostgresDatabase, findPostgresAdminUrl } from '../tests/support/postgres-database.ts'
import { machine, percentile } from './support/stats.ts'

const { values } = parseArgs({ options: { write: { type: 'boolean' }, samples: { type: 'string', default: '200' } } })
const root = join(import.meta.dirname, '..')
const BUDGET_P95_MS = 50

const dir = join(root, '.cache', `bench-queue-${process.pid}`)
await build({
  cwd: root,
  input: { 'queue-latency': 'bench/support/queue-latency.ts' },
  platform: 'node',
  resolve: { alias: { '@': join(root, 'src') } },
  external: (id) => isBuiltin(id) || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('@/')),
  output: { dir, format: 'esm', entryFileNames: '[name].mjs' },
  logLevel: 'warn',
})

const run = (backend: string, database: unknown) => {
  const out = execFileSync(process.execPath, [join(dir, 'queue-latency.mjs'), backend, JSON.stringify(database), values.samples!])
  const samples = JSON.parse(out.toString().trim().split('\n').at(-1)!) as number[]
  return {
    samples: samples.length,
    p50_ms: percentile(samples, 0.5),
    p95_ms: percentile(samples, 0.95),
    max_ms: percentile(samples, 1),
  }
}

const results: Record<string, unknown> = {}
try {
  results['local on SQLite'] = run('local', {
    kind: 'sqlite',
    file: join(mkdtempSync(join(tmpdir(), 'bench-queue-')), 'q.sqlite'),
  })
  const adminUrl = findPostgresAdminUrl()
  if (adminUrl) {
    for (const backend of ['local', 'pg-boss']) {
      const database = await createPostgresDatabase(adminUrl, 'inkdraft_bench_queue')
      try {
        results[`${backend} on PostgreSQL`] = run(backend, { kind: 'postgres', url: database.url, poolMax: 5 })
      } finally {
        await database.drop()
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
console.table(results)
const output = { date: new Date().toISOString().slice(0, 10), budget_p95_ms: BUDGET_P95_MS, results, machine: machine() }
if (values.write) writeFileSync(join(import.meta.dirname, 'results/queue-backends.json'), `${JSON.stringify(output, null, 2)}\n`)
const local = Object.entries(results).filter(([name]) => name.startsWith('local')) as [string, { p95_ms: number }][]
if (local.some(([, r]) => r.p95_ms > BUDGET_P95_MS)) process.exitCode = 1
