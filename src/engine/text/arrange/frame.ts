import { drawVine } from '../../compose/vine.ts'
import { around } from '../../compose/subject.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { pendant } from './ornament.ts'
import { arcOf, letterInBand, tuckedForm } from './shared.ts'
import { drawPart, turnedBox, type Arrangement, type Stage } from './stage.ts'

/**
 * Frame: flowers (or whatever the prompt names round the subject) gathered about it, as roses
 * round a skull: variant 0 a crescent under its jaw rising up both sides, the upper blooms behind
 * it and the lower ones in front; variant 1 a full wreath on a leafy ring. On a long placement the
 * flowers trail down below the subject.
 */
export const frame: Arrangement = (st) => {
  const { area } = st
  const lead = st.lead
  const ring = st.other!
  const tall = area.h > area.w * 1.3
  const size = Math.min(area.w * 0.8, area.h * (tall ? 0.52 : 0.66))
  const c: Pt = [area.x + area.w / 2, area.y + (tall ? size * 0.72 : area.h / 2)]
  const form = st.formOf(lead)
  const box = turnedBox(lead.model.aspects[form] ?? 1, around(c, size, size), c, 0)
  // Flowers big enough to hold the style's line: a traditional rose needs about thirteen outline
  // widths across, so bold styles get fewer, larger blooms.
  const flower = Math.min(size * 0.62, Math.max(size * 0.42, st.sk.style.weights.outline * 13))
  const few = flower > size * 0.5
  const wreath = st.variant % 3 === 1
  if (st.variant % 3 === 2) {
    cascade(st, size, flower)
    return letterInBand(st)
  }
  if (wreath) {
    // The leafy ring behind everything, then the flowers on its upper half, the subject, the lower flowers.
    const r = size * 0.62
    const pts = Array.from({ length: 33 }, (_, i) => polar(-Math.PI / 2 + (i / 32) * Math.PI * 2, r, c))
    drawVine(st.sk, st.rng.fork('wreath'), pts, { leafMm: flower * 0.45, every: flower * 0.45 })
    arcOf(st, ring, c, r, few ? [-0.5] : [-2.5, -0.64], flower * 0.85, 'wreath-back')
    drawPart(st, lead, box, { form })
    arcOf(st, ring, c, r, few ? [0.7, Math.PI - 0.7] : [0.5, Math.PI / 2, Math.PI - 0.5], flower, 'wreath-front')
  } else {
    // A crescent: blooms high at the sides behind, the subject, blooms in front along its foot.
    const r = size * 0.5
    arcOf(st, ring, c, r * 1.02, [-0.3, Math.PI + 0.3], flower * 0.86, 'frame-back')
    drawPart(st, lead, box, { form })
    arcOf(st, ring, c, r * 0.95, few ? [0.95, Math.PI - 0.95] : [0.55, Math.PI / 2, Math.PI - 0.55], flower, 'frame-front')
  }
  if (tall && !wreath) {
    // The rest of the placement: the companion trailing down on its stem, or an ornamental drop.
    const top = c[1] + size * 0.55
    const bottom = area.y + area.h
    if (bottom - top > size * 0.4) {
      const extra = st.extras[0]
      if (extra) {
        const s = Math.min(area.w * 0.7, (bottom - top) * 0.9)
        drawPart(st, extra, around([c[0], top + (bottom - top) / 2], s, s), { key: 'frame-extra' })
      } else if (ring.concept.category === 'flower' || ring.concept.category === 'plant') {
        const side = st.facing ? -1 : 1
        const stem: Pt[] = [
          [c[0] - side * area.w * 0.05, top - size * 0.1],
          [c[0] + side * area.w * 0.12, top + (bottom - top) * 0.4],
          [c[0] - side * area.w * 0.08, bottom - flower * 0.3],
        ]
        drawVine(st.sk, st.rng.fork('trail'), stem, { leafMm: flower * 0.5, every: flower * 0.6 })
        const s = Math.min(flower * 1.1, (bottom - top) * 0.6)
        drawPart(st, ring, around([c[0] + side * area.w * 0.1, bottom - s * 0.55], s, s), {
          key: 'trail-bloom',
          form: 1 % ring.model.aspects.length,
        })
      } else pendant(st.sk, st.rng.fork('pendant'), [c[0], top], [c[0], bottom], area.w * 0.5)
    }
  }
  return letterInBand(st)
}

/**
 * Variant 2: the subject high and to one side, the flowers cascading down the other side on a
 * curving stem to the end of the placement, largest at the top.
 */
function cascade(st: Stage, size: number, flower: number): void {
  const { area } = st
  const lead = st.lead
  const ring = st.other!
  const side = st.facing ? -1 : 1
  const c: Pt = [area.x + area.w / 2 - side * area.w * 0.12, area.y + size * 0.55]
  const form = st.formOf(lead)
  const box = turnedBox(lead.model.aspects[form] ?? 1, around(c, size * 0.9, size * 0.9), c, 0)
  const bottom = area.y + area.h
  const stem: Pt[] = [
    [c[0] + side * size * 0.2, c[1] + size * 0.2],
    [c[0] + side * area.w * 0.32, c[1] + (bottom - c[1]) * 0.35],
    [c[0] + side * area.w * 0.12, c[1] + (bottom - c[1]) * 0.7],
    [c[0] + side * area.w * 0.3, bottom - flower * 0.3],
  ]
  drawVine(st.sk, st.rng.fork('cascade'), stem, { leafMm: flower * 0.5, every: flower * 0.55 })
  drawPart(st, lead, box, { form })
  const blooms = [0.62, 0.9].map((t) => stem[Math.round(t * (stem.length - 1))]!)
  blooms.forEach((at, i) => {
    const s = flower * (1 - i * 0.15)
    drawPart(st, ring, around(at, s, s), { key: `cascade${i}`, form: tuckedForm(ring), mirror: side < 0 })
  })
  const first: Pt = [c[0] + side * size * 0.42, c[1] + size * 0.38]
  drawPart(st, ring, around(first, flower, flower), { key: 'cascade-top', form: tuckedForm(ring), mirror: side < 0 })
}
