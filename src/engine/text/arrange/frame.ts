import { drawVine } from '../../compose/vine.ts'
import { around } from '../../compose/subject.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { pendant } from './ornament.ts'
import { arcOf, letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

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
  const size = Math.min(area.w * 0.74, area.h * (tall ? 0.5 : 0.66))
  const c: Pt = [area.x + area.w / 2, area.y + (tall ? size * 0.72 : area.h / 2)]
  const form = st.formOf(lead)
  const box = turnedBox(lead.model.aspects[form] ?? 1, around(c, size, size), c, 0)
  const flower = size * 0.42
  const wreath = st.variant % 2 === 1
  if (wreath) {
    // The leafy ring behind everything, then the flowers on its upper half, the subject, the lower flowers.
    const r = size * 0.62
    const pts = Array.from({ length: 33 }, (_, i) => polar(-Math.PI / 2 + (i / 32) * Math.PI * 2, r, c))
    drawVine(st.sk, st.rng.fork('wreath'), pts, { leafMm: flower * 0.5, every: flower * 0.45 })
    arcOf(st, ring, c, r, [-2.5, -0.64], flower * 0.9, 'wreath-back')
    drawPart(st, lead, box, { form })
    arcOf(st, ring, c, r, [0.5, Math.PI / 2, Math.PI - 0.5], flower, 'wreath-front')
  } else {
    // A crescent: two blooms high at the sides behind, the subject, three in front along the foot.
    const r = size * 0.5
    arcOf(st, ring, c, r * 1.02, [-0.35, Math.PI + 0.35], flower * 0.86, 'frame-back')
    drawPart(st, lead, box, { form })
    arcOf(st, ring, c, r * 0.95, [0.55, Math.PI / 2, Math.PI - 0.55], flower, 'frame-front')
  }
  if (tall) {
    // The rest of the placement: a trail of the same flowers, or an ornamental drop.
    const top = c[1] + size * 0.62
    const bottom = area.y + area.h
    if (bottom - top > size * 0.5) {
      if (st.extras.length > 0) {
        const extra = st.extras[0]!
        const s = Math.min(area.w * 0.7, (bottom - top) * 0.9)
        drawPart(st, extra, around([c[0], top + (bottom - top) / 2], s, s), { key: 'frame-extra' })
      } else pendant(st.sk, st.rng.fork('pendant'), [c[0], top], [c[0], bottom], area.w * 0.5)
    }
  }
  return letterInBand(st)
}
