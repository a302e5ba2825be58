import prompts from '../bench/prompts/text-prompts.json' with { type: 'json' }
import { drawVariation, plan } from '../src/engine/design.ts'
import { drawingGapMm } from '../src/engine/print/narrowest-gap.ts'
const style = process.argv[2]
let ok = 0, n = 0
const out: string[] = []
for (const { prompt, language } of prompts as { prompt: string; language: string }[]) {
  const p = plan({ tool: 'text', prompt, language: language as never, style: style as never, seed: 7, variations: 4 })
  const gaps = [0, 1, 2, 3].map((i) => drawingGapMm(drawVariation(p, i).ink))
  for (const g of gaps) { n++; if (g === null || g >= 0.5) ok++ }
  out.push(`${prompt.slice(0, 28).padEnd(30)} ${gaps.map((g) => (g ?? 9).toFixed(2)).join(' ')}`)
}
console.log(out.join('\n'))
console.log(style, `${ok}/${n} variations hold 0.5 mm`)
