import { darken } from '../../colour.ts'
import { arc } from '../../flowers/outline-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { holds, mass, massive, ring, shadow, sharp, spacing, stage } from './kit.ts'

const SUN_YELLOW = '#f2b705'
const SUN_ORANGE = '#e87722'
const SUN_RED = '#c8102e'

/**
 * The sun three ways: the flash sun with a face, its straight rays alternating with wavy flames;
 * the geometric sun of faceted triangular rays in two rings, exactly symmetric; and the rising
 * half-sun on a horizon over water lines.
 */
export const SUN: SubjectModel = {
  id: 'sun',
  shape: 'round',
  aspects: [1, 1, 2.1],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    let local: { silhouette: Pt[][]; focus: Pt; spots: Pt[] } = { silhouette: [], focus: [0, 0], spots: [] }
    st.draw(() => {
      if (frame.form === 0) local = faceSun(sk, rng, st.h / 2)
      else if (frame.form === 1) local = geometricSun(sk, rng, st.h / 2)
      else local = risingSun(sk, rng, st.w, st.h)
    })
    return st.anchors({ ...local, pierce: [local.spots[0]!, local.spots[2]!] })
  },
}

/** How many rays (an even number) fit round a disc when each base holds `lines` outline widths. */
function rayCount(sk: Sketch, disc: number, lines: number, [least, most]: [number, number]): number {
  const fit = Math.floor((2 * Math.PI * disc) / (lines * sk.style.weights.outline))
  return Math.max(least, Math.min(most, fit - (fit % 2)))
}

/** A straight pointed ray from inside the disc out to `reach`, `half` radians wide at its base. */
function straightRay(a: number, from: number, reach: number, half: number): Pt[] {
  return sharp([polar(a - half, from), polar(a, reach), polar(a + half, from)])
}

/** A flame-like ray: it sways once to each side and narrows to a point. */
function wavyRay(a: number, from: number, reach: number, halfWidth: number, sway: number): Pt[] {
  const dir = polar(a, 1)
  const n: Pt = [-dir[1], dir[0]]
  const at = (t: number, side: number): Pt => {
    const r = from + (reach - from) * t
    const off = sway * Math.sin(Math.PI * 2 * t) * Math.min(1, t * 2.5) + side * halfWidth * (1 - t ** 3)
    return [dir[0] * r + n[0] * off, dir[1] * r + n[1] * off]
  }
  const ts = [0, 0.2, 0.4, 0.6, 0.75]
  return [...ts.map((t) => at(t, 1)), at(1, 0), ...ts.reverse().map((t) => at(t, -1))]
}

/** The flash sun: a face in a disc, straight and wavy rays taking turns round it. */
function faceSun(sk: Sketch, rng: Random, R0: number) {
  const R = R0 * 0.98
  const rd = R * 0.5
  const solid = massive(sk)
  const count = rayCount(sk, rd, 3.4, [8, 16])
  const slot = (2 * Math.PI) / count
  // Small and bold, a flame's sway closes up into a blot: the rays are all straight then.
  const flames = holds(sk, rd * slot * 0.6, 2.2)
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + i * slot
    const r = rng.fork(`ray${i}`)
    if (i % 2 === 0 || !flames) {
      mass(sk, r, straightRay(a, rd * 0.9, i % 2 === 0 ? R : R * 0.8, slot * 0.36), SUN_YELLOW, {
        solid,
        towards: polar(a + Math.PI / 2, 1),
        depth: rd * 0.2,
        widthMm: rd * slot * 0.8,
      })
    } else {
      const hw = rd * slot * 0.3
      mass(sk, r, wavyRay(a, rd * 0.9, R * 0.86, hw, hw * 0.7), SUN_RED, { solid })
    }
  }
  const disc = ring([0, 0], rd, rd, 28)
  mass(sk, rng, disc, SUN_YELLOW, { towards: [0.6, 0.8], depth: rd * 0.3, widthMm: rd * 2 })
  face(sk, rd)
  const spots = [0.3, 1.5, 2.7, 3.9, 5.1].map((a) => polar(a, rd))
  return { silhouette: [ring([0, 0], R, R, 32)], focus: [0, 0] as Pt, spots }
}

/** The sun's face: brows, eyes, a nose and a small smile, scaled to the disc. */
function face(sk: Sketch, rd: number): void {
  const lw = holds(sk, rd, 10) ? 'inner' : 'detail'
  const wide = holds(sk, rd * 0.3, 4.5)
  const at = (x: number, y: number): Pt => [x * rd, y * rd]
  for (const s of [-1, 1]) {
    const ex = s * 0.38
    sk.element()
    sk.curve([at(ex - 0.2, -0.38), at(ex, -0.46), at(ex + 0.2, -0.36)], lw, { taper: 0.4 })
    if (wide) {
      const eye: Pt[] = [at(ex - 0.19, -0.12), at(ex, -0.2), at(ex + 0.19, -0.12), at(ex, -0.04)]
      sk.shape(eye, lw)
      sk.dot(at(ex, -0.12), Math.max(0.9, rd * 0.08))
    } else {
      sk.curve([at(ex - 0.18, -0.14), at(ex, -0.06), at(ex + 0.18, -0.14)], lw, { taper: 0.3 })
    }
  }
  sk.element().curve([at(0.02, -0.1), at(0.06, 0.16), at(-0.07, 0.2)], lw, { taper: 0.3 })
  sk.curve([at(-0.3, 0.4), at(0, 0.52), at(0.3, 0.4)], lw, { taper: 0.3 })
  if (holds(sk, rd, 14)) sk.curve([at(-0.12, 0.66), at(0, 0.69), at(0.12, 0.66)], 'detail', { taper: 0.4 })
}

/**
 * Geometric sun: long faceted rays and short ones between them, a disc with a ring inside and a
 * dot at the heart. Nothing is left to chance: the symmetry is exact.
 */
function geometricSun(sk: Sketch, rng: Random, R0: number) {
  const R = R0 * 0.98
  const rd = R * 0.42
  // Each long ray is split into a lit and a shadowed face, so its base must hold two parts' lines.
  const w = sk.style.weights
  const count = Math.max(6, Math.min(12, Math.floor((0.6 * 2 * Math.PI * rd) / (6 * w.outline + 2))))
  const slot = (2 * Math.PI) / count
  const solid = sk.style.shading === 'solid'
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i + 0.5) * slot
    mass(sk, rng, straightRay(a, rd * 0.95, R * 0.72, slot * 0.24), SUN_ORANGE)
  }
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + i * slot
    const half = slot * 0.3
    const ray = straightRay(a, rd * 0.95, R, half)
    // Blackwork inks the rays whole: a paper face would be too slim to hold between its bold lines.
    mass(sk, rng, ray, SUN_YELLOW, { solid: massive(sk) })
    if (massive(sk)) continue
    // One face of each ray in shadow, the other lit, as a faceted crystal.
    // The ridge stops short of the point, where the two faces would be too narrow to hold paper.
    const ridge = rd + (R - rd) * 0.45
    const facet: Pt[] = sharp([polar(a, rd * 0.95), polar(a, R), polar(a + half, rd * 0.95)])
    if (solid) sk.fill([facet], sk.inColour ? 'colour' : 'shade', sk.inColour ? darken(SUN_ORANGE, 0.2) : INK)
    else shadow(sk, rng, facet, polar(a + half + Math.PI / 2, 1), rd * 2)
    sk.curve([polar(a, rd * 0.95), polar(a, ridge)], 'inner', { taper: 0 })
  }
  const disc = ring([0, 0], rd, rd, 32)
  mass(sk, rng, disc, SUN_YELLOW, { towards: [0.6, 0.8], depth: rd * 0.25, widthMm: rd * 2 })
  // Concentric rings inside the disc while each keeps the print's paper gap from the last.
  const step = spacing(sk, 'inner') + sk.style.weights.outline * 0.5
  let r = rd - step * 1.2
  let k = 0
  while (r > step * 1.5 && k < (linesAcross(sk, rd) > 14 ? 3 : 1)) {
    sk.curve(ring([0, 0], r, r, 32), 'inner', { closed: true })
    r -= step * 1.3
    k++
  }
  sk.dot([0, 0], Math.max(sk.style.weights.outline * 1.6, Math.min(r, rd * 0.2)))
  const spots = [0.3, 1.5, 2.7, 3.9, 5.1].map((a) => polar(a, rd))
  return { silhouette: [ring([0, 0], R, R, 32)], focus: [0, 0] as Pt, spots }
}

/** Half a sun rising from a horizon, long and short rays fanning up, water lines below. */
function risingSun(sk: Sketch, rng: Random, w: number, h: number) {
  const horizon = h * 0.26
  const R = Math.min(h / 2 + horizon, w / 2) * 0.98
  const rd = R * 0.55
  const c: Pt = [0, horizon]
  const solid = massive(sk)
  const count = rayCount(sk, rd, 3.2, [10, 18]) / 2
  const slot = Math.PI / count
  for (let i = 0; i <= count; i++) {
    const a = Math.PI + i * slot
    const long = i % 2 === 0
    if (i === 0 || i === count) continue
    const ray = straightRay(a, rd * 0.9, long ? R : R * 0.78, slot * (long ? 0.36 : 0.3)).map(
      (p) => [p[0] + c[0], p[1] + c[1]] as Pt,
    )
    mass(sk, rng.fork(`ray${i}`), ray, long ? SUN_YELLOW : SUN_ORANGE, { solid: solid && long })
  }
  // The disc stands on the horizon: its chord is kept straight by pins at its two corners.
  const pin = rd * 0.02
  const disc: Pt[] = [
    [-rd, horizon],
    [-rd, horizon - pin],
    ...arc(c, rd, rd, Math.PI, 2 * Math.PI, 20).slice(1, -1),
    [rd, horizon - pin],
    [rd, horizon],
    [rd - pin, horizon],
    [-rd + pin, horizon],
  ]
  mass(sk, rng, disc, SUN_YELLOW, { towards: [0, 1], depth: rd * 0.3, widthMm: rd })
  // The water hides the disc's lower half; its edge is the horizon, reflections break up below.
  const w2 = w / 2
  sk.element([
    [-w2, horizon],
    [w2, horizon],
    [w2, h / 2],
    [-w2, h / 2],
  ]).curve(
    [
      [-w2 * 0.98, horizon],
      [w2 * 0.98, horizon],
    ],
    'outline',
    { taper: 0 },
  )
  const gap = spacing(sk, 'inner') + sk.style.weights.outline * 0.6
  const room = h / 2 - horizon
  const lines = Math.max(1, Math.min(3, Math.floor(room / gap)))
  for (let i = 1; i <= lines; i++) {
    const y = horizon + (room * i) / (lines + 0.3)
    const reach = w2 * (0.75 - 0.2 * i) * (1 + rng.around(0, 0.04))
    sk.curve(
      [
        [-reach, y],
        [reach, y],
      ],
      'inner',
      { taper: 0.4 },
    )
  }
  const top = h / 2
  const silhouette: Pt[][] = [[...arc(c, R, R, Math.PI, 2 * Math.PI, 20), [w2, horizon], [w2, top], [-w2, top], [-w2, horizon]]]
  const spots: Pt[] = [[-rd * 1.1, horizon], polar(Math.PI * 1.25, rd, c), polar(Math.PI * 1.75, rd, c), [rd * 1.1, horizon]]
  return { silhouette, focus: [c[0], c[1] - rd * 0.5] as Pt, spots }
}
