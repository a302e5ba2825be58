import prompts from '../bench/prompts/text-prompts.json' with { type: 'json' }
import { drawVariation, plan } from '../src/engine/design.ts'
import { canvasCoverage, pairwiseIoU } from '../src/engine/print/design-measures.ts'
import { chooseDesigns } from '../src/engine/text/arrange/plan.ts'
import { subjectModelFor } from '../src/engine/compose/subject.ts'
import { CONCEPTS } from '../src/engine/text/lexicon/index.ts'
const seedOf = (i: number) => 1
for (const [n, { prompt, language }] of (prompts as { prompt: string; language: string }[]).entries()) {
  const p = plan({ tool: 'text', prompt, language: language as never, seed: 1, variations: 4 })
  const inks = [0, 1, 2, 3].map((i) => drawVariation(p, i).ink)
  const iou = pairwiseIoU(inks)!
  const cov = inks.map(canvasCoverage)
  const bad = iou.pairs.filter(([, , v]) => v >= 0.6)
  if (!bad.length && cov.every((c) => c >= 0.5)) continue
  const r = p.reading!
  const parts = r.concepts.map((id) => { const concept = CONCEPTS.find((c) => c.id === id)!; return { concept, model: subjectModelFor(concept) } })
  const ids = chooseDesigns(parts, r.relations, { lettering: r.lettering.length > 0, style: p.style, asked: r.composition }).map((d) => `${d.id}/${d.variant}`)
  console.log(n, prompt.slice(0, 26).padEnd(27), ids.join(' '), 'bad', bad.map(([i, j, v]) => `${i}-${j}:${v.toFixed(2)}`).join(' '), 'cov', cov.map((c) => c.toFixed(2)).join(' '))
}
