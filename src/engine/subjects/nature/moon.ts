import { arc } from '../../flowers/outline-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { dist, polar, type Pt } from '../../geometry/vec.ts'
import { lighten } from '../../colour.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { holds, mass, massive, paperLine, ring, sharp, stage, star } from './kit.ts'

const MOON_YELLOW = '#f2c94c'
const STAR_YELLOW = '#f2a900'

/**
 * The moon as tattooers draw it: the traditional crescent with a sleeping face in profile on its
 * inner edge, a plain cratered crescent with stars in its hollow, and the full moon whose craters
 * and shadowed limb show its phase.
 */
export const MOON: SubjectModel = {
  id: 'moon',
  shape: 'round',
  aspects: [0.77, 1, 1],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    // The moon is moon-yellow whatever the palette leads with: a red or purple moon reads as an error.
    const colour = MOON_YELLOW
    let local = { silhouette: [ring([0, 0], st.h / 2)] as Pt[][], focus: [0, 0] as Pt, spots: [] as Pt[] }
    st.draw(() => {
      if (frame.form === 0) local = faceCrescent(sk, rng, st.h / 2, colour)
      else if (frame.form === 1) local = starryCrescent(sk, rng, st.h / 2, colour)
      else local = fullMoon(sk, rng, st.h / 2, colour)
    })
    return st.anchors({ ...local, pierce: [local.spots[0]!, local.spots[local.spots.length - 1]!] })
  },
}

type MoonParts = { silhouette: Pt[][]; focus: Pt; spots: Pt[] }

/** The crescent's outer rim from its top tip round the back to its bottom tip. */
function rim(c: Pt, R: number, tip: number): Pt[] {
  return arc(c, R, R, -tip, -(2 * Math.PI - tip), 20)
}

/**
 * The man in the moon: the inner edge is his profile (brow, nose, lips, chin) facing into the
 * hollow; a closed eye and brow sit in the crescent's body.
 */
function faceCrescent(sk: Sketch, rng: Random, R: number, colour: string): MoonParts {
  const c: Pt = [-0.77 * R + R, 0]
  const at = (x: number, y: number): Pt => [c[0] + x * R, c[1] + y * R]
  const tip = 1.0
  const profile: Pt[] = [
    at(0.2, -0.58),
    at(0.02, -0.36),
    at(-0.02, -0.18),
    at(-0.06, -0.1),
    at(0.02, -0.02),
    at(0.16, 0.07),
    at(0.03, 0.13),
    at(0.09, 0.2),
    at(0.02, 0.245),
    at(0.08, 0.29),
    at(0.0, 0.35),
    at(0.06, 0.47),
    at(0.24, 0.64),
  ]
  const outline = [...rim(c, R, tip), ...profile.slice().reverse()]
  const solid = massive(sk)
  mass(sk, rng, outline, colour, { solid, towards: [-1, 0], depth: R * 0.3, widthMm: R * 0.9 })
  // The sleeping eye: a lid curving down with lashes, a brow above; blackwork cuts them from the mass.
  const eyeC = at(-0.3, -0.1)
  const ew = R * 0.2
  const lid: Pt[] = [
    [eyeC[0] - ew, eyeC[1] - ew * 0.1],
    [eyeC[0], eyeC[1] + ew * 0.35],
    [eyeC[0] + ew * 0.95, eyeC[1] + ew * 0.05],
  ]
  const brow: Pt[] = [
    [eyeC[0] - ew * 1.1, eyeC[1] - ew * 0.75],
    [eyeC[0] - ew * 0.1, eyeC[1] - ew * 1.05],
    [eyeC[0] + ew * 0.9, eyeC[1] - ew * 0.7],
  ]
  const lw = holds(sk, R, 12) ? 'inner' : 'outline'
  if (solid) {
    // Blackwork cuts the sleeping eye and brow out of the mass as lines of paper.
    paperLine(sk, lid, sk.style.weights.inner)
    paperLine(sk, brow, sk.style.weights.inner)
  } else {
    sk.element().curve(lid, lw, { taper: 0.3 })
    sk.curve(brow, lw, { taper: 0.4 })
  }
  if (linesAcross(sk, R) > 14 && !solid) {
    // Lashes hang from the lid, each clear of the next by the print's paper gap.
    const lashes = Math.min(4, Math.floor((ew * 1.6) / (sk.style.weights.detail + 0.9)))
    for (let i = 0; i < lashes; i++) {
      const t = (i + 0.5) / lashes
      const x = eyeC[0] - ew * 0.7 + t * ew * 1.5
      const y = eyeC[1] + ew * 0.3 * Math.sin(Math.PI * (0.1 + t * 0.8)) + sk.style.weights.inner * 0.3
      sk.curve(
        [
          [x, y],
          [x - ew * 0.12, y + ew * 0.38],
        ],
        'detail',
        { taper: 0.5 },
      )
    }
  }
  if (!solid && holds(sk, R, 10)) {
    // The nostril and the corner of the mouth, small marks that make the profile a face.
    sk.curve([at(0.06, 0.06), at(0.0, 0.085), at(-0.03, 0.06)], 'detail', { taper: 0.3 })
    sk.curve([at(0.0, 0.245), at(-0.07, 0.235)], 'detail', { taper: 0.5 })
  }
  const silhouette = [outline]
  const spots = [at(-0.7, -0.7), at(-1, 0), at(-0.7, 0.7), at(0.42, 0.78), at(0.42, -0.78)]
  void rng
  return { silhouette, focus: at(-0.15, 0), spots }
}

type Crater = { p: Pt; r: number; ry: number }

/** Craters of the moon's face: round hollows kept apart by the print's gap. */
function planCraters(sk: Sketch, rng: Random, c: Pt, R: number, inside: (p: Pt, r: number) => boolean): Crater[] {
  const w = sk.style.weights
  const smallest = Math.max(w.outline * 1.4, R * 0.07, 1.6)
  const want = Math.max(2, Math.min(8, Math.floor(linesAcross(sk, R) / 3)))
  const placed: Crater[] = []
  for (let tries = 0; tries < 120 && placed.length < want; tries++) {
    const r = rng.range(smallest, Math.max(smallest * 1.2, R * 0.2))
    const p: Pt = [c[0] + rng.around(0, R * 0.8), c[1] + rng.around(0, R * 0.8)]
    if (!inside(p, r + w.outline / 2 + w.inner / 2 + 0.9)) continue
    if (placed.some((o) => dist(o.p, p) < o.r + r + w.inner + w.outline + 0.8)) continue
    placed.push({ p, r, ry: r * rng.range(0.8, 0.95) })
  }
  return placed
}

/** Shading keeps clear of the craters drawn over it. */
const clearOf =
  (sk: Sketch, list: Crater[]) =>
  (q: Pt): boolean =>
    list.some((k) => dist(k.p, q) < k.r + sk.style.weights.inner + 0.9)

function drawCraters(sk: Sketch, list: Crater[], solid: boolean): void {
  const w = sk.style.weights
  for (const { p, r, ry } of list) {
    // In blackwork the crater is a paper hollow cut from the mass.
    sk.shape(ring(p, r, ry, 12), 'inner')
    // The lit inner lip, when it stays a paper gap clear of the rim.
    const lr = r - ((w.inner / 2 + w.detail / 2 + 0.8) * r) / ry
    if (!solid && lr > r * 0.45) sk.curve(arc(p, lr, lr * (ry / r), Math.PI * 0.95, Math.PI * 1.55, 6), 'detail', { taper: 0.5 })
  }
}

/** A crescent cut by a second disc, cratered, with a few stars in its hollow. */
function starryCrescent(sk: Sketch, rng: Random, R0: number, colour: string): MoonParts {
  const R = R0 * 0.98
  const c: Pt = [-R0 + R, 0]
  const tip = 1.0
  const top: Pt = [c[0] + Math.cos(tip) * R, -Math.sin(tip) * R]
  const bottom: Pt = [top[0], -top[1]]
  // The cutting disc passes through both tips and leaves the crescent this thick at its back.
  const thick = 0.48
  const k = (Math.cos(tip) + 1 - thick) * R
  const d = (bottom[1] ** 2 - k * k) / (2 * k)
  const cut: Pt = [top[0] + d, 0]
  const cutR = k + d
  const a0 = Math.atan2(bottom[1], bottom[0] - cut[0])
  const hollow = arc(cut, cutR, cutR, a0, 2 * Math.PI - a0, 16).slice(1, -1)
  const outline = [...rim(c, R, tip), ...hollow]
  const solid = massive(sk)
  const inMoon = (p: Pt, r: number) => dist(p, c) < R - r && dist(p, cut) > cutR + r
  const pits = holds(sk, R * thick, 5) ? planCraters(sk, rng.fork('craters'), [c[0] - R * 0.6, c[1]], R, inMoon) : []
  mass(sk, rng, outline, colour, { solid, towards: [-1, 0], depth: R * 0.3, widthMm: R * thick, avoid: clearOf(sk, pits) })
  drawCraters(sk, pits, solid)
  // Stars in the hollow: one large, the rest smaller, never touching the moon.
  const big = R * 0.3
  const stars: [Pt, number][] = [
    [[cut[0] + R * 0.02, 0], big],
    [[R0 - R * 0.2, -R * 0.48], big * 0.6],
    [[R0 - R * 0.24, R * 0.5], big * 0.48],
  ]
  stars.forEach(([p, r], i) => {
    if (i > 0 && linesAcross(sk, r) < 1.8) return
    const pts = i === 0 ? 5 : 4
    const s = sharp(star(p, r, r * (pts === 5 ? 0.45 : 0.36), pts))
    mass(sk, rng, s, STAR_YELLOW, { solid: !sk.inColour && (i > 0 || solid || !holds(sk, r, 9)) })
  })
  const spots = [[c[0] - R * 0.7, -R * 0.7], [c[0] - R, 0], [c[0] - R * 0.7, R * 0.7], bottom, top] as Pt[]
  return { silhouette: [outline], focus: [c[0] - R * 0.6, 0], spots }
}

/** The full disc: craters across its face and its shadowed limb, the waning side in shade. */
function fullMoon(sk: Sketch, rng: Random, R0: number, colour: string): MoonParts {
  const R = R0 * 0.98
  const c: Pt = [0, 0]
  const disc = ring(c, R, R, 32)
  const solid = massive(sk)
  const bow = R * rng.range(0.35, 0.55)
  const w1 = sk.style.weights.outline
  const lit = (p: Pt, r: number) => dist(p, c) < R - r && p[0] + r < bow * 0.55 - w1
  const pits = holds(sk, R, 9) ? planCraters(sk, rng.fork('craters'), [c[0] - R * 0.3, c[1]], R, lit) : []
  const avoid = clearOf(sk, pits)
  mass(sk, rng, disc, lighten(colour, 0.45), { towards: [0.8, 0.6], depth: R * 0.45, widthMm: R * 1.6, avoid })
  // The terminator: an ellipse's half bowing across the disc; the far side is the moon's night.
  // It meets the rim at an angle, not tangentially, so no sliver of paper runs along the limb.
  const end = 1.25
  const terminator: Pt[] = [polar(end, R), [bow * 0.75, R * 0.62], [bow, 0], [bow * 0.75, -R * 0.62], polar(-end, R)]
  const night: Pt[] = [...arc(c, R, R, -end, end, 16), ...terminator.slice(1, -1)]
  if (solid || sk.style.shading === 'solid') {
    mass(sk, rng, night, colour, { solid: true, weight: 'inner' })
  } else if (sk.style.shading === 'none') {
    sk.element().curve(terminator, 'inner', { taper: 0.3 })
  } else {
    sk.element()
    mass(sk, rng, night, colour, { towards: [1, 0], depth: (R + bow) * 0.9, widthMm: R, weight: 'inner', avoid })
  }
  drawCraters(sk, pits, false)
  const spots: Pt[] = [0.6, 1.6, 2.6, 3.6, 4.6].map((a) => [Math.cos(a) * R, Math.sin(a) * R])
  return { silhouette: [disc], focus: c, spots }
}
