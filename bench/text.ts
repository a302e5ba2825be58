/**
 * Reading prompts and setting lettering, the engine's two steps that run on every text request
 * before any drawing: understand() on prompts in several languages, and setText() on a cached
 * Latin script line along an arc and a CJK brush line. Timed here rather than in unit tests
 * (a loaded CI machine makes timed tests flaky).
 *   node bench/text.ts [--write]
 * --write stores the numbers in bench/results/text.json. Over budget exits non-zero.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setText } from '../src/engine/lettering/set-text.ts'
import { understand } from '../src/engine/text/understand.ts'
import { machine } from './support/stats.ts'

/** Issue 4: a prompt of about 100 characters is understood well within a millisecond. */
const BUDGET_UNDERSTAND_MS = 1
/** Issue 4: a cached line of lettering is laid out well under 20 ms. */
const BUDGET_SET_TEXT_MS = 20

const { values } = parseArgs({ options: { write: { type: 'boolean' } } })

const PROMPTS = {
  en: 'a wolf howling at the moon in fine line on my forearm with a rose and a compass, black and grey',
  de: 'ein heulender Wolf unter dem Mond, feine Linien, auf dem Unterarm, mit einer Rose und einem Kompass',
  ja: '月に向かって遠吠えする狼、細い線で前腕に、バラとコンパス、ブラックアンドグレー',
  zh: '在前臂上用细线画一只对着月亮嚎叫的狼，配一朵玫瑰和一个指南针，黑灰色',
} as const

/** Per-call milliseconds of `run`, after a warm-up, over `runs` calls, as median and 95th percentile. */
function time(run: () => void, runs: number, batch = 1) {
  for (let i = 0; i < 20; i++) run()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    for (let j = 0; j < batch; j++) run()
    samples.push((performance.now() - t) / batch)
  }
  samples.sort((a, b) => a - b)
  // Microseconds matter here: a prompt takes a few dozen.
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 1000) / 1000
  return { median_ms: at(0.5), p95_ms: at(0.95) }
}

const understandResults = Object.fromEntries(
  Object.entries(PROMPTS).map(([lang, prompt]) => [lang, { chars: prompt.length, ...time(() => understand(prompt), 100, 10) }]),
)
const line = (layout: Parameters<typeof setText>[0]['layout'], text: string, font: Parameters<typeof setText>[0]['font']) => () =>
  setText({ text, font, capHeightMm: 8, layout })
const setTextResults = {
  script_arc: time(line({ kind: 'arc', radiusMm: 50, direction: 'up' }, 'Forever and always xo', 'script'), 30),
  cjk_brush_straight: time(line({ kind: 'straight' }, '永遠に愛してる', 'brush'), 30),
}

const worstUnderstand = Math.max(...Object.values(understandResults).map((r) => r.median_ms))
const worstSetText = Math.max(...Object.values(setTextResults).map((r) => r.median_ms))
const results = {
  what: 'understand() per prompt (median of 100 batches of 10) and setText() per cached line (median of 30), after warm-up',
  date: new Date().toISOString().slice(0, 10),
  machine: machine(),
  budget: { understand_median_ms: BUDGET_UNDERSTAND_MS, set_text_median_ms: BUDGET_SET_TEXT_MS },
  understand: understandResults,
  set_text: setTextResults,
}
console.log(JSON.stringify(results, null, 2))
if (values.write) writeFileSync(join(import.meta.dirname, 'results/text.json'), `${JSON.stringify(results, null, 2)}\n`)
const over = worstUnderstand > BUDGET_UNDERSTAND_MS || worstSetText > BUDGET_SET_TEXT_MS
console.log(
  `understand ${worstUnderstand} ms (budget ${BUDGET_UNDERSTAND_MS}), setText ${worstSetText} ms (budget ${BUDGET_SET_TEXT_MS}): ${over ? 'OVER' : 'within'}`,
)
if (over) process.exit(1)
