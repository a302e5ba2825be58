import { PAPER_MM } from '../../ink/narrow-paper.ts'
import { Clipper, EndType, JoinType } from 'clipper2-ts'
import { fromPaths, toPaths } from '../../geometry/clip.ts'
import { signedArea, smoothThrough } from '../../geometry/curves.ts'
import { apply, boxOf, compose, rotation, scaling, translation, type Matrix, type Pt } from '../../geometry/vec.ts'
import { shade } from '../../ink/shade.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import { linesAcross } from '../../flowers/model.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * Shared by the winged subjects: the form's own millimetre frame fitted into the composer's box,
 * anchors carried back out to canvas mm, and a part inked the way the style inks its tone.
 */

/** Skin left bare in colour work (a swallow's belly, an eagle's white head). */
export const PALE = '#f4efe4'

/** Paper kept between a black mass and its outline in blackwork: the negative-space line. */
const NEGATIVE_MM = 0.65

export interface Stage {
  /** The form's size in mm; the drawing is centred on the origin, y down. */
  W: number
  H: number
  matrix: Matrix
}

/** The form's natural box (width ÷ height = `aspect`) fitted and centred in the frame. */
export function stage(frame: SubjectFrame, aspect: number): Stage {
  const { x, y, w, h } = frame.box
  const W = Math.min(w, h * aspect)
  const matrix = compose(translation(x + w / 2, y + h / 2), rotation(frame.turn ?? 0), scaling(frame.mirror ? -1 : 1, 1))
  return { W, H: W / aspect, matrix }
}

export type LocalAnchors = Omit<SubjectAnchors, 'box'>

/** Anchors from the form's own frame to canvas mm; the box is what the silhouette and `extent` cover. */
export function anchorsOut(st: Stage, a: LocalAnchors, extent: readonly Pt[] = []): SubjectAnchors {
  const m = (p: Pt): Pt => apply(st.matrix, p)
  const silhouette = a.silhouette.map((r) => smoothThrough(r, { closed: true, step: 1.5 }).map(m))
  // Loose lines (a peacock feather's strands) reach past the silhouette: the box holds them too.
  const out: SubjectAnchors = { box: boxOf([...silhouette.flat(), ...extent.map(m)]), silhouette }
  if (a.axis) out.axis = [m(a.axis[0]), m(a.axis[1])]
  if (a.girth !== undefined) out.girth = a.girth
  if (a.perch) out.perch = m(a.perch)
  if (a.spots) out.spots = a.spots.map(m)
  if (a.pierce) out.pierce = [m(a.pierce[0]), m(a.pierce[1])]
  if (a.focus) out.focus = m(a.focus)
  return out
}

/** Bold black masses (blackwork, traditional in black and grey) rather than shading crescents. */
export const massed = (sk: Sketch): boolean => !sk.inColour && sk.style.shading === 'solid'

/** The smoothed ring shrunk by `mm` (empty when the shape is too thin to hold it). */
export function inset(ring: readonly Pt[], mm: number, step = 0.5): Pt[][] {
  const smooth = smoothThrough(ring, { closed: true, step })
  const paths = Clipper.inflatePaths(toPaths([smooth]), -mm * 1000, JoinType.Round, EndType.Polygon, 2, 120)
  return fromPaths(paths).filter((r) => r.length > 3)
}

export interface PartInk {
  colour: string
  /** Dark parts (a swallow's back, an eagle's wings) become black masses in blackwork. */
  tone?: 'dark' | 'light'
  /** The side of the shadow and how wide the part is, for the style's crescent. */
  shadow?: Pt
  widthMm: number
  weight?: 'outline' | 'inner' | 'detail'
}

/**
 * A part that hides what lies behind it, inked for its tone: colour in colour mode; a solid black
 * mass in blackwork (its divisions are cut back out as paper lines by `negative`); dense stipple
 * for dotwork's dark parts; otherwise the style's shadow crescent when it has room. Points too
 * narrow to hold paper inside their outline are inked solid, as a tattooist would pack them.
 */
export function inkPart(sk: Sketch, rng: Random, outline: readonly Pt[], ink: PartInk): void {
  const { colour, tone = 'light', shadow, widthMm, weight = 'outline' } = ink
  // A part narrower than its line would turn the line's inner edge inside out (paper specks
  // outside it): its line thins to what it can hold.
  const styled = sk.style.weights[weight]
  const line = Math.max(widthMm < styled * 1.6 ? Math.min(styled, widthMm * 0.45) : styled, 0.3)
  sk.shape(outline, line === styled ? weight : line)
  const smooth = smoothThrough(outline, { closed: true, step: 0.4 })
  if (sk.inColour) sk.fill([smooth], 'colour', colour)
  // Blackwork's dark parts: a black core inside a ring of paper, so each part reads apart from
  // the black one behind it; a part too narrow for the ring is solid.
  if (tone === 'dark' && massed(sk)) {
    const core = widthMm > 2 * (line / 2 + NEGATIVE_MM) + 1.5 ? inset(outline, line / 2 + NEGATIVE_MM, 1) : []
    sk.fill(core.length > 0 ? core : [smooth], 'shade', INK)
    return
  }
  // Too small to hold paper inside its line (a beak at 40 mm in bold lines): packed solid.
  // (Colour fills such a part anyway; only bare paper would pinch.)
  if (!sk.inColour && widthMm < line + PAPER_MM * 1.4) {
    sk.fill([smooth], 'shade', INK)
    return
  }
  const tips = solidTips(smooth, line)
  if (tips.length > 0) sk.fill(tips, 'shade', INK)
  const stippled = (sk.style.shading === 'stipple' || sk.style.shading === 'whip') && !sk.inColour
  const depth = tone === 'dark' && stippled ? widthMm * 0.75 : widthMm * 0.3
  // A shadow needs room; a stippled one also costs an offset and a few hundred tries, so only
  // broader parts get one.
  if (!shadow || linesAcross(sk, widthMm) <= (stippled ? 6 : 4.5)) return
  // Stipple keeps a needle's paper from the outline; a crescent may touch its line.
  const area = stippled ? inset(outline, line / 2 + PAPER_MM + sk.style.weights.detail / 2) : [smooth]
  for (const ring of area) shade(sk, rng, ring, { towards: shadow, depth, colour })
}

/**
 * The sharp points of a smooth closed outline where the paper inside would narrow below a
 * needle's reach: each as the piece of the outline near the point, to be inked solid.
 */
export function solidTips(smooth: readonly Pt[], line: number): Pt[][] {
  const n = smooth.length
  if (n < 8) return []
  const step = Math.max(1, Math.round(1 / 0.4))
  const tips: Pt[][] = []
  const angleAt = (i: number) => {
    const p = smooth[i]!
    const a = smooth[(i - step + n) % n]!
    const b = smooth[(i + step) % n]!
    const u = [a[0] - p[0], a[1] - p[1]]
    const v = [b[0] - p[0], b[1] - p[1]]
    const cross = u[0]! * v[1]! - u[1]! * v[0]!
    return { angle: Math.abs(Math.atan2(cross, u[0]! * v[0]! + u[1]! * v[1]!)), cross }
  }
  const turn = Math.sign(signedArea(smooth))
  const angles = smooth.map((_, i) => angleAt(i))
  for (let i = 0; i < n; i++) {
    const { angle, cross } = angles[i]!
    // A convex corner sharper than the print check lets pass, and the sharpest of its neighbours.
    if (angle > 1.4 || Math.sign(cross) === turn) continue
    if (angles[(i + 1) % n]!.angle < angle || angles[(i - 1 + n) % n]!.angle <= angle) continue
    const half = Math.max(angle / 2, 0.05)
    const reach = Math.min(((PAPER_MM + line / Math.cos(half)) / (2 * Math.tan(half)) / Math.cos(half)) * 1.1, line * 2.5 + 1.5)
    const tip = smooth[i]!
    const piece: Pt[] = [tip]
    for (let k = 1; k < n / 2 && Math.hypot(smooth[(i + k) % n]![0] - tip[0], smooth[(i + k) % n]![1] - tip[1]) < reach; k++)
      piece.push(smooth[(i + k) % n]!)
    for (
      let k = 1;
      k < n / 2 && Math.hypot(smooth[(i - k + n) % n]![0] - tip[0], smooth[(i - k + n) % n]![1] - tip[1]) < reach;
      k++
    )
      piece.unshift(smooth[(i - k + n) % n]!)
    if (piece.length >= 3) tips.push(piece)
  }
  return tips
}

/** A paper line (blackwork's negative space): a band of `width` round the polyline, cut out of the black behind. */
export function negative(sk: Sketch, pts: readonly Pt[], width = NEGATIVE_MM): void {
  const line = smoothThrough(pts, { step: 0.5 })
  if (line.length < 2) return
  const h = width / 2
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i < line.length; i++) {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(line.length - 1, i + 1)]!
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const nx = (-(b[1] - a[1]) / l) * h
    const ny = ((b[0] - a[0]) / l) * h
    left.push([line[i]![0] + nx, line[i]![1] + ny])
    right.push([line[i]![0] - nx, line[i]![1] - ny])
  }
  sk.element([...left, ...right.reverse()])
}

/** A small eye that keeps its paper even inside a black mass: its own region hides the shading behind. */
export function eye(sk: Sketch, at: Pt, r: number): void {
  const w = sk.style.weights
  const ring: Pt[] = Array.from({ length: 10 }, (_, i) => [
    at[0] + Math.cos((i / 10) * Math.PI * 2) * r,
    at[1] + Math.sin((i / 10) * Math.PI * 2) * r,
  ])
  if (r * 2 < w.detail * 2 + 1.2) {
    sk.element().dot(at, Math.max(r * 2, w.detail * 1.6))
    return
  }
  sk.element(ring, { smooth: true })
  if (sk.inColour) sk.fill([smoothThrough(ring, { closed: true, step: 0.3 })], 'colour', PALE)
  sk.curve(ring, 'detail', { closed: true })
  sk.dot([at[0] + r * 0.12, at[1]], Math.max(r * 0.95, w.detail))
}

/** Points of a local frame: origin `o`, x along `angle`, y to its right-hand side (y down). */
export const frameAt =
  (o: Pt, angle: number) =>
  (x: number, y: number): Pt => {
    const c = Math.cos(angle)
    const s = Math.sin(angle)
    return [o[0] + x * c - y * s, o[1] + x * s + y * c]
  }

/** Runs `draw` with coordinates in a sub-frame (origin, turn, mirror across its x axis). */
export const sub = (at: Pt, angle: number, flip = false): Matrix =>
  compose(translation(at[0], at[1]), rotation(angle), scaling(1, flip ? -1 : 1))
