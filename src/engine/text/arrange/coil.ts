import { drawVine } from '../../compose/vine.ts'
import { around, centreOf } from '../../compose/subject.ts'
import { add, lerp, normalize, scale, sub, type Pt } from '../../geometry/vec.ts'
import { probe } from './probe.ts'
import { drawPart, turnedBox, type Arrangement, type Part, type Stage } from './stage.ts'
import { footCluster, letterInBand } from './shared.ts'

/**
 * Coil: a long body (a snake, a dragon) or a vine winds round an upright (a dagger, a cross, an
 * anchor), passing behind it and in front; the upright stands the length of the placement.
 * Variants 1 and 2 lean the upright either way.
 */
export const coil: Arrangement = (st) => {
  const upright = st.lead
  const coiler = st.other!
  const { area } = st
  const wide = area.w > area.h * 1.2
  const form = st.formOf(upright)
  const aspect = upright.model.aspects[form] ?? 0.35
  // Variant 0 stands the upright straight, 1 and 2 lean it one way and the other.
  const lean = [0, 0.26, -0.26][st.variant % 3]! * (st.facing ? -1 : 1)
  const turn = wide ? -Math.PI / 2 : lean
  const c = centreOf(area)
  const box = turnedBox(aspect, area, c, turn, wide ? 0.92 : 0.96)
  const anchors = probe(st, upright, box, form, turn)
  const axis = anchors.axis ?? [
    [c[0], box.y + box.h],
    [c[0], box.y],
  ]
  const length = Math.hypot(axis[1][0] - axis[0][0], axis[1][1] - axis[0][1])
  const girth = anchors.girth ?? box.w * 0.2
  const bodyMm = Math.max(st.sk.style.weights.outline * 3.2, Math.min(box.w * 0.32, length * 0.07))
  const turns = length > box.w * 4 ? 2 : 1.5
  const drawUpright = () => drawPart(st, upright, box, { form, turn })
  if (coiler.model.coil) {
    const wound = coiler.model.coil(st.sk, st.rng.fork('coil'), {
      axis,
      girth,
      bodyMm,
      turns,
      head: 'top',
      mirror: st.facing,
      colour: coiler.colour,
    })
    wound.back()
    drawUpright()
    wound.front()
  } else vineCoil(st, coiler, axis, girth + bodyMm * 0.6, turns, drawUpright)
  // Flowers named besides gather at the upright's foot, in front of it.
  if (st.extras.length > 0) footCluster(st, st.extras, lerp(axis[0], axis[1], 0.14), Math.min(area.w * 0.5, length * 0.3))
  return letterInBand(st)
}

/** A vine (or a flower's stem) spiralling round an axis: the back runs, the upright, the front runs with leaves and blooms. */
function vineCoil(st: Stage, plant: Part, axis: [Pt, Pt], radius: number, turns: number, drawUpright: () => void): void {
  const along = normalize(sub(axis[1], axis[0]))
  const across: Pt = [-along[1], along[0]]
  const runs: { points: Pt[]; front: boolean }[] = []
  const n = 90
  for (let i = 0; i <= n; i++) {
    const t = 0.08 + (i / n) * 0.8
    const phase = t * turns * Math.PI * 2
    const p = add(lerp(axis[0], axis[1], t), scale(across, radius * Math.sin(phase)))
    const front = Math.cos(phase) > 0
    const last = runs[runs.length - 1]
    if (!last || last.front !== front) {
      // Runs share their end points so the vine has no break where it turns.
      const start = last ? [last.points[last.points.length - 1]!] : []
      runs.push({ points: [...start, p], front })
    } else last.points.push(p)
  }
  const leafMm = Math.max(radius * 0.9, st.sk.style.weights.outline * 6)
  for (const run of runs.filter((r) => !r.front)) st.sk.element().curve(run.points, 'inner', { taper: 0 })
  drawUpright()
  runs
    .filter((r) => r.front && r.points.length > 2)
    .forEach((run, i) => drawVine(st.sk, st.rng.fork(`coil-vine${i}`), run.points, { leafMm, every: leafMm * 1.4 }))
  // The plant blooms at the top of its climb (a rose vine's flowers).
  const top = runs.filter((r) => r.front).pop()
  if (plant.concept.category === 'flower' && top) {
    const at = top.points[Math.floor(top.points.length / 2)]!
    drawPart(st, plant, around(at, radius * 2.4, radius * 2.4), { key: 'coil-bloom', form: 0 })
  }
}
