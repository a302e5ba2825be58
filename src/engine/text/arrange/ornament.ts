import { drawVine } from '../../compose/vine.ts'
import { sparkle } from '../../compose/motif.ts'
import { lerp, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'

/** A small star where it is large enough to hold its outline, otherwise a dot. */
export function sparkleOrDot(sk: Sketch, at: Pt, r: number): void {
  if (r > sk.style.weights.outline * 2) sparkle(sk, at, r)
  else sk.element().dot(at, Math.max(r, sk.style.weights.detail * 1.5))
}

/**
 * An ornamental drop hanging from a point: a leafy tendril in loose styles, a string of beads and
 * a diamond in ornamental ones, a chain of dots in dotwork. It carries a subject down a long placement.
 */
export function pendant(sk: Sketch, rng: Random, from: Pt, to: Pt, widthMm: number): void {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  const o = sk.style.weights.outline
  if (sk.style.ornament === 'rich' || sk.style.shading === 'stipple') {
    // Beads shrinking down the line, a diamond at the end.
    const beads = Math.max(3, Math.min(9, Math.floor(length / Math.max(o * 4, widthMm * 0.14))))
    sk.element().curve([from, lerp(from, to, 0.82)], 'detail', { taper: 0 })
    for (let i = 1; i < beads; i++) {
      const t = i / beads
      sk.element().dot(lerp(from, to, t * 0.82), Math.max(o * 1.8, widthMm * 0.09 * (1 - t * 0.5)))
    }
    const tip = lerp(from, to, 0.9)
    const d = Math.max(o * 3, widthMm * 0.14)
    const diamond: Pt[] = [
      [tip[0], tip[1] - d],
      [tip[0] + d * 0.55, tip[1]],
      [tip[0], tip[1] + d * 1.2],
      [tip[0] - d * 0.55, tip[1]],
    ]
    // Solid in bold and dotted styles; an outline with a bead inside in fine ones.
    if (sk.style.shading === 'solid' || sk.style.shading === 'stipple') sk.element(diamond).solid([diamond])
    else {
      sk.shape(diamond, 'inner', { taper: 0 })
      if (d * 0.55 > o * 2.5 + 0.5) sk.dot(tip, Math.max(o * 1.4, d * 0.3))
    }
    return
  }
  const sway = widthMm * 0.18
  const path: Pt[] = [from, [from[0] + sway, lerp(from, to, 0.35)[1]], [from[0] - sway, lerp(from, to, 0.7)[1]], to]
  drawVine(sk, rng, path, { leafMm: Math.max(widthMm * 0.22, o * 6), every: widthMm * 0.2 })
  sparkleOrDot(sk, [to[0], to[1] + widthMm * 0.06], widthMm * 0.09)
}
