import { intersect } from '../../geometry/clip.ts'
import { insideRing, smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import { shadeInside } from './shading.ts'
import { circle, distanceTo, spike } from './strokes.ts'

/** Eye white: the skin-pale flash white, so the iris colour carries the eye. */
export const EYE_WHITE = '#f4efe4'

/** How high the lids arch, as shares of the eye's width: the upper lid is fuller than the lower. */
export const UPPER_LID = 0.23
export const LOWER_LID = 0.16

export interface EyeSpec {
  /** Centre of the eye (the middle of the line between its corners), local mm. */
  c: Pt
  /** Corner to corner, mm. */
  w: number
  /** Upper lashes' length as a share of the width (0 = none). */
  lash: number
  /** How much of the upper lid carries lashes, as a share of the width (0.84 when not given). */
  span?: number
  /** Short lashes under the lower lid too. */
  lower: boolean
  iris: string
}

export interface EyeDrawn {
  /** The almond, closed, in local mm. */
  almond: Pt[]
  irisCentre: Pt
  irisR: number
}

/** The lids as one closed almond, pointed at both corners. */
export function almond(c: Pt, w: number): { ring: Pt[]; upper: Pt[]; lower: Pt[] } {
  const n = 24
  const xs = Array.from({ length: n + 1 }, (_, i) => -0.5 + i / n)
  const upper = xs.map((x) => [c[0] + x * w, c[1] - UPPER_LID * w * Math.cos(Math.PI * x)] as Pt)
  const lower = xs.map((x) => [c[0] + x * w, c[1] + LOWER_LID * w * Math.cos(Math.PI * x)] as Pt).reverse()
  return { ring: [...upper, ...lower.slice(1, -1)], upper, lower }
}

/**
 * The flash eye: an almond of white under a lid's shadow, a big iris raying out from a black
 * pupil with its highlight, swept lashes on the upper lid. Planned in mm: lashes, rays and the
 * shadow appear only as far as the style's line width leaves paper between them.
 */
export function drawEye(sk: Sketch, rng: Random, e: EyeSpec): EyeDrawn {
  const wt = sk.style.weights
  const { ring, upper, lower } = almond(e.c, e.w)
  const smooth = smoothThrough(ring, { closed: true, step: 0.4 })

  if (e.lash > 0) lashes(sk, upper, e, -1)
  if (e.lower && linesAcross(sk, e.w) > 22) lashes(sk, lower, { ...e, lash: e.lash * 0.4 }, 1)

  filled(sk, ring, EYE_WHITE)
  const dark = !sk.inColour && sk.style.shading === 'solid'
  const small = linesAcross(sk, e.w) < 14
  // Where the lids cut an iris at a slant they pinch wedges of white (bold lines close them up);
  // a black iris or a small eye in fine lines keeps its iris whole inside the lids instead.
  const clearLid = wt.outline / 2 + wt.inner / 2 + 0.9
  const insideR = ((UPPER_LID + LOWER_LID) * e.w) / 2 - clearLid
  const nested = (dark || (linesAcross(sk, e.w) < 24 && wt.outline < 2)) && insideR > wt.inner * 3 && !(dark && small)
  // A small eye in bold lines gets a bigger iris, cut deeper, so the whites keep open corners.
  const irisR = nested ? insideR : e.w * (small ? 0.3 : 0.25)
  const solidEye = dark && small
  // Too small for an iris in fine black lines: the eye keeps just its pupil.
  const tiny = !sk.inColour && !dark && linesAcross(sk, e.w) < 16
  const middle = nested || solidEye || tiny
  const ic: Pt = [e.c[0], e.c[1] + (middle ? ((LOWER_LID - UPPER_LID) * e.w) / 2 : -e.w * 0.03)]
  const disc = smoothThrough(circle(ic, irisR), { closed: true, step: 0.8 })
  // A solid crescent under the lid would run out to a thin wedge at each corner: bold styles go without.
  if (linesAcross(sk, e.w * 0.35) > 4.5 && sk.style.shading !== 'solid')
    shadeInside(sk, rng.fork('lid'), ring, { towards: [0, -1], depth: e.w * 0.06, colour: EYE_WHITE }, [disc])

  // A small black eye is inked solid to its corners: the whites would pinch to slivers there.
  const iris = tiny ? undefined : solidEye ? smooth : intersect([disc], [smooth])[0]
  if (iris) {
    sk.element(iris)
    if (sk.inColour) sk.fill([iris], 'colour', e.iris)
    else if (dark) sk.fill([iris], 'shade', INK)
    // The rim stops short of the lids: meeting them at a slant it would pinch a wedge of white.
    // A coarse copy of the lids is near enough for distances and far quicker.
    const coarse = smoothThrough(ring, { closed: true, step: 1 })
    for (const run of runsInside(disc, coarse)) {
      const kept = run.filter((p) => distanceTo(p, [coarse]) >= clearLid)
      if (kept.length > 2) sk.curve(kept, 'inner', { taper: 0 })
    }
    const paperRing = Math.max(0.7, wt.inner * 0.45)
    // In a solid eye the pupil's ring of paper must stay clear of the lids.
    const room = ((UPPER_LID + LOWER_LID) * e.w) / 2 - wt.outline / 2 - paperRing - 0.7
    const pupilR = solidEye ? Math.min(irisR * 0.4, room) : irisR * 0.4
    // Bold lines would turn the rays into a splat round the pupil: they keep a plain, shaded iris.
    const rayed = !dark && wt.outline < 2 && irisRays(sk, ic, pupilR, irisR, coarse)
    if (linesAcross(sk, irisR) > 4 && !dark && !rayed)
      shadeInside(sk, rng.fork('iris'), iris, { towards: [0, -1], depth: irisR * 0.35, colour: e.iris })
    // Black irises (bold styles in black and grey) keep a ring of paper round the pupil.
    if (dark) {
      const ring = circle(ic, pupilR + paperRing)
      sk.element(ring, { smooth: true })
    }
    // The pupil hides nothing: the rays' roots run on under its ink, so no notch opens where they meet.
    sk.element()
    sk.fill([smoothThrough(circle(ic, pupilR), { closed: true, step: 0.3 })], 'shade', INK)
    // The highlight stays inside the pupil: cutting into the iris it would nick the rays.
    const hr = pupilR * 0.36
    if (hr > 0.45) sk.element(circle([ic[0] - pupilR * 0.35, ic[1] - pupilR * 0.35], hr, 16), { smooth: true })
  }
  if (tiny) {
    const r = Math.min(e.w * 0.12, ((UPPER_LID + LOWER_LID) * e.w) / 2 - wt.outline / 2 - 0.8)
    sk.element()
    if (r > 0.4) sk.fill([smoothThrough(circle(ic, r), { closed: true, step: 0.3 })], 'shade', INK)
  }
  // The lids again over the iris, at their own weight.
  sk.element()
  sk.curve(ring, 'outline', { closed: true })
  return { almond: ring, irisCentre: ic, irisR }
}

/**
 * Lashes rooted just inside a lid (the white hides their roots), fanning out and curling away from
 * the middle; as many as keep paper between them at the style's weight, an odd count so one
 * stands in the middle.
 */
function lashes(sk: Sketch, lid: readonly Pt[], e: EyeSpec, side: -1 | 1): void {
  const wt = sk.style.weights
  const root = Math.max(wt.outline * 0.85, 0.5)
  const spacing = root + Math.max(1.1, root * 0.9)
  const span = side < 0 ? (e.span ?? 0.84) : 0.56
  const fit = Math.floor((span * e.w * 1.08) / spacing) + 1
  let n = Math.max(3, Math.min(fit, 5 + Math.round(sk.style.detail * 6)))
  if (n % 2 === 0) n--
  const len = e.lash * e.w
  for (let i = 0; i < n; i++) {
    const x = n === 1 ? 0 : -span / 2 + (span * i) / (n - 1)
    // Lower lashes only at the outer halves: the middle under the iris stays clean.
    if (side > 0 && Math.abs(x) < 0.12) continue
    const k = Math.round((x + 0.5) * (lid.length - 1))
    const at = lid[side < 0 ? k : lid.length - 1 - k]!
    const fx = (at[0] - e.c[0]) / e.w
    // The lid's outward normal, tipped further out towards the corners.
    const nx = (side < 0 ? UPPER_LID : LOWER_LID) * Math.PI * Math.sin(Math.PI * fx) * 1.6
    const ny = side
    const l = Math.hypot(nx, ny)
    const d: Pt = [nx / l, ny / l]
    const sway = Math.sign(fx) * Math.min(1, Math.abs(fx) * 2.4)
    const from: Pt = [at[0] - d[0] * wt.outline * 0.6, at[1] - d[1] * wt.outline * 0.6]
    const path: Pt[] = [
      from,
      [at[0] + d[0] * len * 0.5 + sway * len * 0.12, at[1] + d[1] * len * 0.5],
      [at[0] + d[0] * len * 0.92 + sway * len * 0.42, at[1] + d[1] * len * 0.92],
    ]
    const ring = spike(path, root)
    if (ring.length > 2) {
      sk.element()
      sk.fill([ring], 'shade', INK)
    }
  }
}

/**
 * The radiant iris: lines from the pupil to the rim, alternately long and short, as many as
 * keep paper between them at the pupil, cut back clear of the lids.
 */
function irisRays(sk: Sketch, c: Pt, r0: number, r1: number, lids: readonly Pt[]): boolean {
  const wt = sk.style.weights
  const line = wt.detail
  // Rays start inside the pupil (its ink covers their roots) and stop clear of the rim.
  const clear = wt.outline / 2 + line / 2 + 1
  const room = r1 - r0 - (wt.inner / 2 + line / 2 + 1)
  if (room < line * 3 + 1.2) return false
  // Each ray flares where it meets the pupil, so the paper beside its root opens out rather
  // than meeting the pupil in a square notch.
  const root = Math.max(line * 1.8, 0.6)
  const n = Math.min(28, Math.floor((2 * Math.PI * r0) / (root + 1)))
  if (n < 8) return false
  const count = n - (n % 2)
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / count) * Math.PI * 2
    const reach = i % 2 === 0 ? 1 : 0.6
    const pts: Pt[] = []
    for (let k = 0; k <= 6; k++) {
      const r = r0 * 0.92 + (room * reach + r0 * 0.08) * (k / 6)
      const p: Pt = [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r]
      if (!insideRing(p, lids) || distanceTo(p, [lids]) < clear) break
      pts.push(p)
    }
    if (pts.length >= 2) {
      sk.element()
      sk.fill([spike(pts, root, Math.max(line * 0.8, 0.3))], 'shade', INK)
    }
  }
  return true
}

/** The stretches of a closed curve that lie inside a ring, each in order (the rim of a cut disc). */
function runsInside(curve: readonly Pt[], ring: readonly Pt[]): Pt[][] {
  const inside = curve.map((p) => insideRing(p, ring))
  const start = inside.indexOf(false)
  if (start < 0) return [[...curve, curve[0]!]]
  const runs: Pt[][] = []
  let run: Pt[] = []
  for (let i = 1; i <= curve.length; i++) {
    const k = (start + i) % curve.length
    if (inside[k]) run.push(curve[k]!)
    else if (run.length) {
      runs.push(run)
      run = []
    }
  }
  return runs.filter((r) => r.length > 2)
}
