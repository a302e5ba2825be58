import { petal } from '../../flowers/parts.ts'
import { around } from '../../compose/subject.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { sparkleOrDot } from './ornament.ts'
import { letterInBand, tuckedForm } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

/**
 * Mandala: the subject at the centre of rings of petals (or of its companion repeated), with exact
 * radial symmetry; on a long placement a drop of beads continues below.
 */
export const mandala: Arrangement = (st) => {
  const { area } = st
  const r = Math.min(area.w, area.h) * 0.48
  const tall = area.h > area.w * 1.3
  const c: Pt = [area.x + area.w / 2, tall ? area.y + r * 1.02 : area.y + area.h / 2]
  const count = st.sk.style.weights.outline > 1.8 ? 8 : 12
  const ring = st.other
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2
    if (ring) {
      const s = r * 0.4
      drawPart(st, ring, around(polar(a, r * 0.7, c), s, s), {
        key: `ring${i}`,
        form: tuckedForm(ring),
        mirror: false,
        turn: a + Math.PI / 2,
      })
    } else mandalaPetal(st.sk, st.rng.fork(`petal${i}`), c, a, r, count)
  }
  const hub = Array.from({ length: 48 }, (_, i) => polar((i / 48) * Math.PI * 2, r * 0.42, c))
  st.sk.element(hub).curve(hub, 'outline', { closed: true, taper: 0 })
  const form = st.formOf(st.lead)
  drawPart(st, st.lead, turnedBox(st.lead.model.aspects[form] ?? 1, around(c, r * 0.62, r * 0.62), c, 0), { form, mirror: false })
  for (let i = 0; i < count; i++)
    sparkleOrDot(st.sk, polar(((i + 0.5) / count) * Math.PI * 2 - Math.PI / 2, r * 0.97, c), r * 0.045)
  if (tall) {
    // Beads hanging from the lowest petal, shrinking to a point: the mandala's drop.
    const top = c[1] + r
    const bottom = area.y + area.h
    const beads = Math.max(3, Math.min(7, Math.floor((bottom - top) / (r * 0.2))))
    for (let i = 0; i < beads; i++) {
      const t = (i + 0.5) / beads
      st.sk.element().dot([c[0], top + (bottom - top) * t], Math.max(st.sk.style.weights.outline * 1.6, r * 0.1 * (1 - t * 0.6)))
    }
  }
  return letterInBand(st)
}

/** An ornamental petal of a mandala ring: a pointed drop with an inner line, and a dot at its tip. */
function mandalaPetal(sk: Sketch, rng: Random, c: Pt, a: number, r: number, count: number): void {
  const base = polar(a, r * 0.45, c)
  const width = Math.min((2 * Math.PI * r * 0.62) / count, r * 0.3)
  const outline = petal(rng, { length: r * 0.42, width, widest: 0.45, tip: 'point', angle: a, jitter: 0 }).map(
    (p) => [p[0] + base[0], p[1] + base[1]] as Pt,
  )
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', sk.style.palette[1] ?? sk.style.palette[0]!)
  if (width > sk.style.weights.outline * 5) {
    const inner = petal(rng, { length: r * 0.28, width: width * 0.45, widest: 0.45, tip: 'point', angle: a, jitter: 0 }).map(
      (p) => [p[0] + base[0] + Math.cos(a) * r * 0.05, p[1] + base[1] + Math.sin(a) * r * 0.05] as Pt,
    )
    sk.curve(inner, 'inner', { closed: true, taper: 0 })
  }
  sk.element().dot(polar(a, r * 0.93, c), Math.max(sk.style.weights.outline * 1.6, r * 0.03))
}
