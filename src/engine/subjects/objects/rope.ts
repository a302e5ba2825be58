import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { open, roomFor, sides } from './kit.ts'

/**
 * A rope as flash draws it: a band with its strands shown as slanting lay lines. A stretch can be
 * drawn without end caps (or without its starting one), laid over the same rope where it passes in
 * front of something, so the join does not show.
 */
export function rope(
  sk: Sketch,
  _rng: Random,
  path: readonly Pt[],
  half: number,
  colour: string,
  { caps = true }: { caps?: boolean | 'end' } = {},
): Pt[] {
  const { left: l, right: r } = sides(path, () => half)
  const ring = [...l, ...r.slice().reverse()]
  if (caps === true) sk.element(ring)
  else {
    // Laid over the same rope: the cover reaches over the outline beneath, or bits of it would peep through.
    const wide = sides(path, () => half + sk.style.weights.outline / 2 - 0.08)
    sk.element([...wide.left, ...wide.right.reverse()])
  }
  // Blackwork keeps the rope open so it reads against the solid anchor it winds round.
  const solid = !open(sk, half * 2)
  const fill = smoothThrough(ring, { closed: true, step: 0.5 })
  if (solid) sk.fill([fill], 'shade', INK)
  else if (sk.inColour) sk.fill([fill], 'colour', colour)
  if (caps === true) sk.curve(ring, 'outline', { closed: true })
  else {
    sk.curve(l, 'outline')
    sk.curve(r, 'outline')
    if (caps === 'end') sk.curve([l.at(-1)!, r.at(-1)!], 'outline', { taper: 0 })
  }
  if (solid || !roomFor(sk, half * 2, 0, 2.2)) return ring
  // Lay lines slant across the strands, spaced to keep the paper between them open.
  const w = sk.style.weights
  const weight = w.outline >= 2 ? w.detail : w.inner
  const step = Math.max(weight + 1.2, half * 1.3)
  let along = step / 2
  const lengths = [0]
  for (let i = 1; i < l.length; i++) lengths.push(lengths[i - 1]! + Math.hypot(l[i]![0] - l[i - 1]![0], l[i]![1] - l[i - 1]![1]))
  const total = lengths.at(-1) ?? 0
  const k = Math.max(1, Math.round(half / 0.8))
  for (; along < total - step / 2; along += step) {
    const a = lengths.findIndex((s) => s >= along)
    const b = Math.min(l.length - 1, a + k)
    if (a < 0 || b <= a) break
    sk.curve([l[a]!, r[b]!], weight, { taper: 0 })
  }
  return ring
}
