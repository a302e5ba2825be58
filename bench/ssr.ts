/**
 * Server rendering throughput (issue 21), autocannon on loopback at 50 connections against the
 * production build (SQLite, the builtin engine), and in the same run a plain Node server that
 * sends the same bytes (status, headers, brotli body as the app sent them), so the numbers say
 * what our stack costs on top of Node on this machine at this moment:
 *   - anonymous public pages (home, a tool page, an idea, a style, in en and ja), as a browser asks
 *     for them (accept-encoding br); budget ≥ 2,000 req/s with p99 ≤ 50 ms each;
 *   - a signed-in dashboard page (a new activated account's session cookie); budget ≥ 500 req/s
 *     with p99 ≤ 150 ms. The workspace is a stored shell (ADR 48) whose browser then asks who is
 *     signed in: that call (`GET /common-api/v1/user`, the same service as the server function)
 *     is measured beside it, without a budget of its own.
 * Each case warms up for 3 s (a first rendering, JIT), then measures for 10 s.
 *
 *   npm run build && node bench/ssr.ts [--write]
 *
 * --write stores the numbers in bench/results/ssr.json. Over budget fails the run.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startServer } from '../tests/support/server.ts'
import { signedInClient } from '../tests/support/signed-in.ts'
import { MEASURED_PUBLIC_PAGES } from './support/public-pages.ts'
import { machine } from './support/stats.ts'

const CONNECTIONS = 50
const WARM_UP_S = 3
const DURATION_S = 10
const ANONYMOUS = { reqPerSec: 2000, p99Ms: 50 }
const SIGNED_IN = { reqPerSec: 500, p99Ms: 150 }
const ANONYMOUS_PAGES = MEASURED_PUBLIC_PAGES
const SIGNED_IN_PAGES = ['/dashboard', '/ja/dashboard/history']
/** What the signed-in shell asks for next (ADR 48); reported, not budgeted. */
const SIGNED_IN_DATA = ['/common-api/v1/user']

interface Measured {
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** A server that answers every request with one recorded response, as fast as Node can. */
async function plainServer(status: number, headers: [string, string][], body: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, Object.fromEntries(headers))
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, server }
}

/** The response as sent: status, headers and the still-encoded body (fetch would decode it). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.entries(res.headers).flatMap(([name, value]) =>
            value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [name, v] as [string, string]),
          ),
          body: Buffer.concat(chunks),
        }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'inkdraft-bench-ssr-'))
const app = await startServer({ DATA_DIR: dataDir })
const member = await signedInClient(app.url, dataDir, 'bench-ssr')
const cases = [
  ...ANONYMOUS_PAGES.map((path) => ({ path, kind: 'anonymous' as const, headers: {} as Record<string, string> })),
  ...SIGNED_IN_PAGES.map((path) => ({ path, kind: 'signed-in' as const, headers: { cookie: member.cookieHeader() } })),
  ...SIGNED_IN_DATA.map((path) => ({ path, kind: 'data' as const, headers: { cookie: member.cookieHeader() } })),
]

const rows = []
let failed = false
try {
  for (const { path, kind, headers } of cases) {
    const asked = { 'accept-encoding': 'br', ...headers }
    const sample = await raw(`${app.url}${path}`, asked)
    const { body } = sample
    if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`)
    const header = (name: string) => sample.headers.find(([n]) => n === name)?.[1] ?? null
    const recorded = sample.headers.filter(
      ([name]) => !['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name),
    )
    const plain = await plainServer(sample.status, recorded, body)
    await load(`${app.url}${path}`, asked, WARM_UP_S)
    const ours = await load(`${app.url}${path}`, asked, DURATION_S)
    const node = await load(`${plain.url}${path}`, asked, DURATION_S)
    plain.server.close()
    const budget = kind === 'anonymous' ? ANONYMOUS : kind === 'signed-in' ? SIGNED_IN : null
    const clean = ours.non2xx === 0 && ours.errors === 0
    const within = budget ? clean && ours.reqPerSec >= budget.reqPerSec && ours.p99Ms <= budget.p99Ms : clean
    if (!within) failed = true
    rows.push({
      path,
      kind,
      bytes: body.length,
      encoding: header('content-encoding'),
      cache: header('x-page-cache'),
      ours,
      plain_node: node,
      budget,
      within,
    })
    console.log(
      `${within ? 'ok  ' : 'OVER'} ${kind.padEnd(9)} ${path.padEnd(30)} ${String(ours.reqPerSec).padStart(6)} req/s p50 ${ours.p50Ms} ms p99 ${ours.p99Ms} ms` +
        `  | plain Node ${node.reqPerSec} req/s p99 ${node.p99Ms} ms  (${body.length} B ${header('content-encoding') ?? 'identity'}${header('x-page-cache') ? `, cache ${header('x-page-cache')}` : ''})`,
    )
  }
} finally {
  await app.stop()
}

if (process.argv.includes('--write')) {
  const results = {
    what: 'Server rendering throughput at 50 connections on loopback (autocannon), beside a plain Node server sending the same bytes',
    how: `npm run build && node bench/ssr.ts --write; ${WARM_UP_S} s warm-up then ${DURATION_S} s per case, accept-encoding br; signed-in = a new activated account's session cookie`,
    date: new Date().toISOString(),
    machine: { ...machine(), loadavg_after: loadavg().map((n) => Math.round(n * 100) / 100) },
    budgets: { anonymous: ANONYMOUS, signed_in: SIGNED_IN },
    cases: rows,
  }
  writeFileSync(join(import.meta.dirname, 'results/ssr.json'), `${JSON.stringify(results, null, 2)}\n`)
}
if (failed) {
  console.error('Over budget (see above).')
  process.exitCode = 1
}
