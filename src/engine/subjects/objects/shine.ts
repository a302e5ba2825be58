import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import { oval, sides, WHITE } from './kit.ts'

/**
 * Flash highlights: the white a tattooer packs last on metal, glass and a heart's lobe. White is
 * ink too, so it only appears in colour mode; in black and grey the paper is the highlight.
 */

/** A round glint on a ball or a jewel. */
export function gleam(sk: Sketch, c: Pt, r: number): void {
  if (!sk.inColour || r < 0.5) return
  sk.element().fill([smoothThrough(oval(c, r, r * 0.8, 8), { closed: true, step: 0.4 })], 'colour', WHITE)
}

/** A long glint along a blade or an edge: a band thinning to both ends. */
export function highlight(sk: Sketch, line: readonly Pt[], widthMm = Math.max(0.9, sk.style.weights.outline * 0.45)): void {
  if (!sk.inColour || line.length < 2) return
  const { left, right } = sides(line, (t) => (widthMm / 2) * Math.sin(Math.PI * Math.max(0.04, Math.min(0.96, t))))
  sk.element().fill([[...left, ...right.reverse()]], 'colour', WHITE)
}
