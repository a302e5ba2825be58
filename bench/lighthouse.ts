/**
 * Lighthouse on the public pages (issue 21): home, a tool page, an idea page and a style page,
 * in English and Japanese, against the production build on loopback. Lighthouse's default
 * configuration: mobile form factor (Moto G Power viewport), simulated throttling (slow 4G, 4×
 * CPU), all four categories; 3 runs per page, the run with the median performance score kept.
 *
 * Per page: the four category scores, FCP, LCP, TBT, CLS and Speed Index; the JavaScript the page
 * fetched while loading (as transferred, and as the built files at gzip -9, the server's
 * precompressed copies); the fonts fetched; and, for every category under its target, the audits
 * that failed (for performance, those scored under 0.9 and the opportunities with savings).
 *
 *   npm run build && node bench/lighthouse.ts [--write] [--base URL] [--runs N] [--reports DIR] [paths…]
 *
 * Without --base it starts the built server itself, with PUBLIC_URL set to the address tested so
 * canonical and alternate links are same-origin. --write stores bench/results/lighthouse.json and
 * the table between the markers in bench/README.md. --reports DIR keeps each kept run's full
 * Lighthouse report (JSON) for diagnosis. Chromium: FULL_CHROMIUM_PATH or /usr/bin/chromium. Exits
 * non-zero when a page misses a target.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as LighthouseResult } from 'lighthouse'
import { format, resolveConfig } from 'prettier'
import { fullChromium } from '../tests/support/chromium.ts'
import { freePort, startServer, type RunningServer } from '../tests/support/server.ts'
import { MEASURED_PUBLIC_PAGES } from './support/public-pages.ts'
import { machine } from './support/stats.ts'

// Before any server starts (tests/support/chromium.ts).
const FULL_CHROMIUM_LAUNCH = fullChromium()

const PAGES = MEASURED_PUBLIC_PAGES
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
/** Issue 21: Performance ≥ 95, the other three 100; initial JS ≤ 150 KB gzip, fonts ≤ 100 KB. */
const TARGETS: Record<Category, number> = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 }
const BUDGET_JS_GZIP_BYTES = 150 * 1024
const BUDGET_FONT_BYTES = 100 * 1024
const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speed_index_ms: 'speed-index',
} as const

const { values, positionals } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    base: { type: 'string' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
  },
  allowPositionals: true,
})
const RUNS = Number(values.runs)
const pages = positionals.length ? positionals : PAGES
const root = join(import.meta.dirname, '..')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
  resourceSize?: number
  statusCode?: number
}

interface PageResult {
  path: string
  scores: Record<Category, number | null>
  metrics: Record<keyof typeof METRICS, number>
  /** The performance scores of all runs, the kept one among them. */
  performance_runs: (number | null)[]
  scripts: { count: number; transfer_bytes: number; built_gzip_bytes: number; files: ScriptFile[] }
  fonts: { count: number; transfer_bytes: number; files: { url: string; transfer_bytes: number }[] }
  failing: Partial<Record<Category, { id: string; title: string; score: number | null; display?: string }[]>>
  meets_targets: boolean
  /** Lighthouse's CPU benchmark of this host during the kept run (higher is faster; it drops under load). */
  benchmark_index: number
}

interface ScriptFile {
  url: string
  transfer_bytes: number
  /** The file as built at gzip -9 (same-origin files only). */
  built_gzip_bytes: number | null
}

/** gzip -9 of a same-origin script as built, the size the server's precompressed .gz copy has. */
function builtGzip(url: string, origin: string): number | null {
  const u = new URL(url)
  if (u.origin !== origin) return null
  try {
    return gzipSync(readFileSync(join(root, '.output/public', u.pathname)), { level: 9 }).length
  } catch {
    return null
  }
}

/** The audits that keep a category under its target. */
function failingAudits(lhr: LighthouseResult, category: Category) {
  const audits = lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
  return audits
    .filter((audit) => {
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') return false
      if (audit.scoreDisplayMode === 'informative') return false
      if (audit.score === null) return false
      // Performance: the metrics, diagnostics and insights Lighthouse would flag (under 0.9).
      return category === 'performance' ? audit.score < 0.9 : audit.score < 1
    })
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue || undefined }))
}

function summarise(path: string, lhr: LighthouseResult, performanceRuns: (number | null)[], origin: string): PageResult {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<
    Category,
    number | null
  >
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000]),
  ) as Record<keyof typeof METRICS, number>
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => !i.url.startsWith('data:'),
  )
  const scriptItems = items.filter((i) => i.resourceType === 'Script')
  const scriptFiles: ScriptFile[] = scriptItems.map((i) => ({
    url: i.url,
    transfer_bytes: i.transferSize ?? 0,
    built_gzip_bytes: builtGzip(i.url, origin),
  }))
  const fontItems = items.filter((i) => i.resourceType === 'Font')
  const scripts = {
    count: scriptFiles.length,
    transfer_bytes: scriptFiles.reduce((s, f) => s + f.transfer_bytes, 0),
    // A script from elsewhere counts as transferred.
    built_gzip_bytes: scriptFiles.reduce((s, f) => s + (f.built_gzip_bytes ?? f.transfer_bytes), 0),
    files: scriptFiles,
  }
  const fonts = {
    count: fontItems.length,
    transfer_bytes: fontItems.reduce((s, i) => s + (i.transferSize ?? 0), 0),
    files: fontItems.map((i) => ({ url: i.url, transfer_bytes: i.transferSize ?? 0 })),
  }
  const failing: PageResult['failing'] = {}
  for (const c of CATEGORIES) if ((scores[c] ?? 0) < TARGETS[c]) failing[c] = failingAudits(lhr, c)
  const meets =
    CATEGORIES.every((c) => (scores[c] ?? 0) >= TARGETS[c]) &&
    scripts.built_gzip_bytes <= BUDGET_JS_GZIP_BYTES &&
    fonts.transfer_bytes <= BUDGET_FONT_BYTES
  return {
    path,
    scores,
    metrics,
    performance_runs: performanceRuns,
    scripts,
    fonts,
    failing,
    meets_targets: meets,
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
  }
}

/** Mean load average over the last minute, when a run started and ended: a busy host shows here. */
const load = () => Math.round(loadavg()[0]! * 100) / 100

/**
 * One Lighthouse run. A run that fails to record its trace (NO_NAVSTART and the like, now and then
 * on a loaded host) is repeated, up to twice.
 */
async function audit(url: string, attempt = 1): Promise<LighthouseResult> {
  const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
  const error = answer ? answer.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' }
  if (!error) return answer!.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error.code} ${error.message}`)
  console.log(`  (${url}: ${error.code}; running again)`)
  return audit(url, attempt + 1)
}

let server: RunningServer | undefined
let base = values.base?.replace(/\/+$/, '')
if (!base) {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'inkdraft-bench-lighthouse-')),
  })
}
const origin = new URL(base).origin
const chrome = await chromeLauncher.launch({
  chromePath: FULL_CHROMIUM_LAUNCH.executablePath,
  chromeFlags: ['--headless=new', ...FULL_CHROMIUM_LAUNCH.args],
})
if (values.reports) mkdirSync(values.reports, { recursive: true })

const results: (PageResult & { load_avg: { before: number; after: number } })[] = []
const startedAt = new Date()
const loadBefore = loadavg().map((l) => Math.round(l * 100) / 100)
try {
  for (const path of pages) {
    const before = load()
    const runs: LighthouseResult[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${path}`))
    const byPerformance = [...runs].sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    )
    const kept = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!
    if (values.reports) {
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
      writeFileSync(join(values.reports, `${name}.json`), JSON.stringify(kept))
    }
    const result = {
      ...summarise(
        path,
        kept,
        runs.map((r) => r.categories.performance?.score ?? null),
        origin,
      ),
      load_avg: { before, after: load() },
    }
    results.push(result)
    const s = result.scores
    const pct = (x: number | null) => (x === null ? '–' : String(Math.round(x * 100)))
    console.log(
      `${path.padEnd(30)} perf ${pct(s.performance)} (runs ${result.performance_runs.map(pct).join('/')}) · a11y ${pct(s.accessibility)} · BP ${pct(s['best-practices'])} · SEO ${pct(s.seo)}`,
    )
    const m = result.metrics
    console.log(
      `  FCP ${Math.round(m.fcp_ms)} ms · LCP ${Math.round(m.lcp_ms)} ms · TBT ${Math.round(m.tbt_ms)} ms · CLS ${m.cls.toFixed(3)} · SI ${Math.round(m.speed_index_ms)} ms · load ${before}→${result.load_avg.after} · benchmark ${result.benchmark_index}`,
    )
    console.log(
      `  JS ${result.scripts.count} files, ${kb(result.scripts.built_gzip_bytes)} gzip (${kb(result.scripts.transfer_bytes)} transferred) · fonts ${result.fonts.count}, ${kb(result.fonts.transfer_bytes)}`,
    )
    for (const [category, audits] of Object.entries(result.failing))
      for (const a of audits) console.log(`  ✗ ${category}: ${a.id} — ${a.title}${a.display ? ` (${a.display})` : ''}`)
  }
} finally {
  chrome.kill()
  await server?.stop()
}

const allMeet = results.every((r) => r.meets_targets)
console.log(allMeet ? 'All pages meet the targets.' : 'Some pages miss a target (see ✗ above).')

if (values.write) {
  const result = {
    what: 'Lighthouse (default config: mobile, simulated throttling) on the public pages, median run of each by performance score',
    how: `node bench/lighthouse.ts --write: production build on loopback, PUBLIC_URL = ${server ? 'the address tested' : base}; Debian Chromium, --headless=new; ${RUNS} runs per page`,
    lighthouse_version: results.length
      ? (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version as string)
      : null,
    measured_at: startedAt.toISOString(),
    machine: { ...machine(), chromium: chromiumVersion() },
    load_avg: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 100) / 100) },
    targets: { ...TARGETS, js_gzip_bytes: BUDGET_JS_GZIP_BYTES, font_bytes: BUDGET_FONT_BYTES },
    all_meet_targets: allMeet,
    pages: results,
  }
  writeFileSync(join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`)
  await writeReadmeTable(result.measured_at, result.load_avg.before[0]!)
}
if (!allMeet) process.exitCode = 1

function chromiumVersion(): string | null {
  try {
    return execFileSync(FULL_CHROMIUM_LAUNCH.executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

/** The results table between `<!-- lighthouse:start -->` and `<!-- lighthouse:end -->` in bench/README.md. */
async function writeReadmeTable(measuredAt: string, loadAtStart: number) {
  const file = join(root, 'bench/README.md')
  const readme = readFileSync(file, 'utf8')
  const start = '<!-- lighthouse:start -->'
  const end = '<!-- lighthouse:end -->'
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  if (from < 0 || to < from) return console.log('bench/README.md has no lighthouse markers; table not written.')
  const pct = (x: number | null) => (x === null ? '–' : String(Math.round(x * 100)))
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`)
  const rows = results.map((r) => {
    const s = r.scores
    const m = r.metrics
    return [
      `\`${r.path}\``,
      mark((s.performance ?? 0) >= TARGETS.performance, pct(s.performance)),
      mark((s.accessibility ?? 0) >= 1, pct(s.accessibility)),
      mark((s['best-practices'] ?? 0) >= 1, pct(s['best-practices'])),
      mark((s.seo ?? 0) >= 1, pct(s.seo)),
      `${(m.fcp_ms / 1000).toFixed(1)} s`,
      `${(m.lcp_ms / 1000).toFixed(1)} s`,
      `${Math.round(m.tbt_ms)} ms`,
      m.cls.toFixed(3),
      `${(m.speed_index_ms / 1000).toFixed(1)} s`,
      mark(r.scripts.built_gzip_bytes <= BUDGET_JS_GZIP_BYTES, `${Math.round(r.scripts.built_gzip_bytes / 1024)} KB`),
      mark(r.fonts.transfer_bytes <= BUDGET_FONT_BYTES, `${Math.round(r.fonts.transfer_bytes / 1024)} KB (${r.fonts.count})`),
    ]
  })
  const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS gzip', 'fonts']
  const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
  const mach = machine()
  const text = `${start}\n\n**Measured (${measuredAt.slice(0, 10)}, \`results/lighthouse.json\`; ${mach.cpus} vCPU ${mach.cpu}, ${mach.memory_gb} GiB, Node ${mach.node.slice(1)}; load average ${loadAtStart} at the start)** — bold misses its target:\n\n${table}\n\n${end}`
  const next = readme.slice(0, from) + text + readme.slice(to + end.length)
  writeFileSync(file, await format(next, { ...(await resolveConfig(file)), filepath: file }))
}
