import { intersect } from '../../geometry/clip.ts'
import { signedArea, smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK } from '../../ink/sketch.ts'
import { EYE_YELLOW, oval, type Pen } from './kit.ts'

/**
 * An eye that stays readable at 40 mm: drawn open (lid line, coloured iris, pupil, catch-light)
 * when it holds enough line widths, otherwise one solid almond with a paper catch-light, as flash
 * eyes are inked small. `from` is the inner corner, `to` the outer; `open` is its height ÷ length.
 */
export function eye(
  pen: Pen,
  from: Pt,
  to: Pt,
  { open = 0.42, iris = EYE_YELLOW, round = false, lid = 0, lidColour = null as string | null } = {},
): void {
  const dx = to[0] - from[0]
  const dy = to[1] - from[1]
  const length = Math.hypot(dx, dy)
  // The normal towards the upper lid, whichever way the eye runs.
  const n: Pt = dx >= 0 ? [dy / length, -dx / length] : [-dy / length, dx / length]
  // The upper lid arches higher nearer the outer corner: a hunter's stare, not a doll's.
  const at = (t: number, k: number): Pt => [from[0] + dx * t + n[0] * k * length, from[1] + dy * t + n[1] * k * length]
  const h = open / 2
  const almond: Pt[] = round
    ? oval([from[0] + dx / 2, from[1] + dy / 2], length / 2, length / 2, 14)
    : [from, at(0.3, h * 1.05), at(0.62, h * 1.1), to, at(0.6, -h * 0.85), at(0.28, -h * 0.7)]
  // The pupil spans lid to lid, so no thin crescent of paper runs between it and a lid.
  const c: Pt = round ? [from[0] + dx / 2, from[1] + dy / 2] : at(0.55, h * 0.15)
  const glint = pen.w.detail / pen.s
  // An open eye needs room for its iris either side of the pupil once the corners are packed.
  if (pen.across(length) < (round ? 3 : 4.2) || length * pen.s < (round ? 6 : 10)) {
    // Too small for a ring of colour: a solid eye with a paper catch-light.
    const ring = smoothThrough(pen.mm(almond), { closed: true, step: 0.3 })
    pen.sk.element(ring).curve(ring, 'detail', { closed: true, taper: 0 })
    const r = Math.max(0.45, length * pen.s * 0.11)
    const g = pen.mm([[c[0] - length * 0.06, c[1] - length * open * 0.04]])[0]!
    pen.sk.fill([ring, holeIn(ring, oval(g, r, r, 10))], 'shade', INK)
    return
  }
  pen.part(almond, iris, { weight: 'inner' })
  const pr = round ? length * 0.3 + glint * 0.2 : length * open
  // A slit eye's pupil overflows both lids and is cut to the eye, so no thin crescent of paper
  // runs between it and a lid.
  const pupil = round ? oval(c, pr, pr, 12) : oval(c, pr * 0.42, pr, 12)
  const g: Pt = round ? [c[0] - pr * 0.35, c[1] - pr * (lid > 0 ? -0.05 : 0.35)] : [c[0] - pr * 0.12, c[1] - pr * 0.05]
  const gr = Math.max(round ? pr * 0.3 : pr * 0.13, 0.35 / pen.s)
  const ring = smoothThrough(pen.mm(pupil), { closed: true, step: 0.3 })
  const eyeRing = smoothThrough(pen.mm(almond), { closed: true, step: 0.3 })
  const cut = round ? [ring] : intersect([ring], [eyeRing])
  pen.sk.element(round ? ring : undefined)
  // The catch-light is a hole in the pupil: paper, not white ink.
  const hole = pen.across(gr * 2) > 0.3 ? smoothThrough(pen.mm(oval(g, gr, gr, 10)), { closed: true, step: 0.3 }) : null
  pen.sk.fill(hole ? [...cut, holeIn(cut[0] ?? ring, hole)] : cut, 'shade', INK)
  if (round && lid > 0) {
    // A lowered lid: the top of the eye behind a slanted chord, lower at the inner corner.
    const r = length / 2
    const centre: Pt = [from[0] + dx / 2, from[1] + dy / 2]
    const sx = Math.sign(dx) || 1
    // Angles in a frame whose +x runs from the inner corner to the outer one: π is inner, 3π/2 the top.
    const from0 = Math.PI - 0.15 + lid * 0.3
    const to0 = 2 * Math.PI - 0.35 - lid
    const rim: Pt[] = Array.from({ length: 9 }, (_, i) => {
      const a = from0 + ((to0 - from0) * i) / 8
      return [centre[0] + sx * Math.cos(a) * r * 1.04, centre[1] + Math.sin(a) * r * 1.04] as Pt
    })
    void lidColour
    pen.part(rim, lidColour, { weight: 'inner' })
  }
}

/** The ring wound against `outer`, so the non-zero fill leaves it as a hole whichever way the eye was mirrored. */
function holeIn(outer: readonly Pt[], ring: Pt[]): Pt[] {
  return signedArea(outer) * signedArea(ring) > 0 ? ring.reverse() : ring
}
