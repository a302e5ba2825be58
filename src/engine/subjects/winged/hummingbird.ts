import { Clipper, EndType, FillRule, JoinType } from 'clipper2-ts'
import { fromPaths, intersect, toPaths } from '../../geometry/clip.ts'
import { signedArea, smoothThrough } from '../../geometry/curves.ts'
import { dist, distanceToLine, lerp, type Pt } from '../../geometry/vec.ts'
import { PAPER_MM } from '../../ink/narrow-paper.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectModel } from '../model.ts'
import { linesAcross } from '../../flowers/model.ts'
import { ellipse } from '../../flowers/sprig-kit.ts'
import { frameAt, massed, PALE } from './kit.ts'
import { countFor, drawBuilt, type Built, type InnerLine, type Part } from './parts.ts'
import { plume } from './plume.ts'
import { wingParts, type WingSpec } from './wing.ts'

const GREEN = '#0f7b3f'
const RED = '#c8102e'
const WING = '#1d4e89'
const BILL = '#222222'
/** A part this narrow is inked as one black mass in blackwork, without a ring of paper inside. */
const PACKED_MM = 3.9
/** Outline widths across a part needs before it is hatched. */
const HATCH_LINES = 10
/** A wing's depth at the shoulder under which its feathers in blackwork are packed black. */
const SMALL_WING_MM = 11
/** The body's depth under which its bare breast in blackwork would pinch to a sliver beside the wing. */
const SILHOUETTE_MM = 8.5

/** How the bird holds itself, all angles in radians in the form's frame (y down, head to the right). */
interface Pose {
  /** The body's turn: tail → head. */
  body: number
  /** The head's turn from the body's line about the neck (+ bows it down). */
  bow: number
  /** Each wing's direction, shoulder to tip; the far wing is foreshortened by `farScale`. */
  near: number
  far: number
  farScale: number
  /** The wings' length and their depth at the shoulder. */
  wing: number
  chord: number
  /** The tail feathers' spread either side of the body's line, and how long they are. */
  tailSpread: number
  tailLength: number
  /** The bill's length; the flower it drinks from sits at its tip. */
  bill: number
  /** The bill's turn down from the head's line. */
  dip: number
  /** Where the wings leave the back, in the body's frame. */
  shoulder: Pt
  /** Strokes of motion trail the near wing (the hovering blur). */
  blur: boolean
}

/** Hovering in profile: body tilted up, bill level, both wings raised high over the back. */
const HOVER: Pose = {
  body: -1.0,
  bow: 0.9,
  near: -2.0,
  far: -1.55,
  farScale: 0.82,
  wing: 0.86,
  chord: 0.24,
  tailSpread: 0.32,
  tailLength: 0.34,
  bill: 0.42,
  dip: 0,
  shoulder: [-0.02, 0.0],
  blur: true,
}
/** Darting: the body level, the wings swept back along it, the tail a closed fork. */
const DART: Pose = {
  body: 0.08,
  bow: 0.05,
  near: -2.45,
  far: -2.1,
  farScale: 0.85,
  wing: 0.72,
  chord: 0.27,
  tailSpread: 0.25,
  tailLength: 0.36,
  bill: 0.4,
  dip: 0,
  shoulder: [-0.02, -0.03],
  blur: false,
}
/** Feeding: upright, the head bowed so the bill points down to a flower, the wings spread in a fan. */
const FEED: Pose = {
  body: -0.95,
  bow: 1.3,
  near: -2.55,
  far: -0.95,
  farScale: 0.8,
  wing: 0.78,
  chord: 0.24,
  tailSpread: 0.3,
  tailLength: 0.3,
  bill: 0.46,
  dip: 0.3,
  shoulder: [-0.02, 0.0],
  blur: false,
}

const POSES = [HOVER, DART, FEED] as const

/**
 * The tattoo hummingbird: a tiny green body, a long needle bill, a gorget that takes the design's
 * colour, a forked tail and small pointed wings; hovering with its wings raised high, darting with
 * them swept back, or drinking with its bill pointed down to a flower.
 */
export const HUMMINGBIRD: SubjectModel = {
  id: 'hummingbird',
  shape: 'flier',
  aspects: [0.91, 2.06, 1.36],
  draw(sk, rng, frame) {
    const pose = POSES[frame.form] ?? HOVER
    const gorget = gorgetColour(frame.colour)
    return drawBuilt(sk, rng, frame, (S) => hatchedWhereRoomy(sk, hummingbird(sk, rng, S, pose, gorget)))
  },
}

/**
 * Hatching only on parts with room for it (the breast, not each feather): hatch strokes in a
 * narrow feather end beside its outline and pinch the paper between them into slivers.
 */
function hatchedWhereRoomy(sk: Sketch, built: Built): Built {
  if (sk.style.shading !== 'hatch') return built
  const roomy = (p: Part) => linesAcross(sk, p.ink.widthMm) >= HATCH_LINES
  return { ...built, parts: built.parts.map((p) => (roomy(p) ? p : { ...p, ink: { ...p.ink, shadow: undefined } })) }
}

/** The composer's colour on the throat, unless it is green and would vanish against the crown. */
function gorgetColour(colour: string | undefined): string {
  if (!colour) return RED
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16))
  return g! > r! && g! > b! ? RED : colour
}

function hummingbird(sk: Sketch, rng: Random, S: number, pose: Pose, gorget: string): Built {
  const b = frameAt([0, 0], pose.body)
  // The neck bends the head about a point behind it, fading in from the shoulders, so the outline
  // curves from the back into the crown without a kink.
  const neck: Pt = [0.16, -0.01]
  const at = (x: number, y: number): Pt => {
    const t = Math.min(1, Math.max(0, (x - 0.02) / 0.22))
    const a = pose.bow * t * t * (3 - 2 * t)
    const [dx, dy] = [x - neck[0], y - neck[1]]
    return b((neck[0] + dx * Math.cos(a) - dy * Math.sin(a)) * S, (neck[1] + dx * Math.sin(a) + dy * Math.cos(a)) * S)
  }
  const wing = (angle: number, scale: number): WingSpec => ({
    at: at(...pose.shoulder),
    angle,
    flip: true,
    length: pose.wing * scale * S,
    chord: pose.chord * S,
    sweep: 0.1,
    arch: 0.07,
    fullness: 0.02,
    tips: 'point',
    covert: 0.35,
    colour: WING,
    tone: 'dark',
    most: 5,
  })

  const billBase = at(0.35, -0.03)
  // Past the neck the head lies along body + bow; the bill turns down from it by `dip`.
  const billFrame = frameAt(billBase, pose.body + pose.bow + pose.dip)
  const onBill = (x: number, y: number): Pt => billFrame(x * S, y * S)
  const billTip = onBill(pose.bill, 0.005)
  // A needle: inked solid at any size, so its width is given as less than a line holds open.
  const bill: Pt[] = [onBill(-0.05, -0.022), onBill(0.07, -0.012), billTip, onBill(0.07, 0.016), onBill(-0.05, 0.026)]

  const body: Pt[] = [
    at(0.345, -0.045),
    at(0.33, -0.09),
    at(0.27, -0.125),
    at(0.2, -0.115),
    at(0.14, -0.09),
    at(0.02, -0.1),
    at(-0.12, -0.08),
    at(-0.24, -0.035),
    at(-0.25, 0.025),
    at(-0.18, 0.08),
    at(-0.06, 0.13),
    at(0.08, 0.13),
    at(0.18, 0.1),
    at(0.26, 0.07),
    at(0.32, 0.035),
    at(0.345, -0.005),
  ]
  // The colour patches are cut out of the body along one dividing line, so they share its edges
  // exactly: no sliver of paper can open between the crown, the gorget and the breast.
  const outline = smoothThrough(body, { closed: true, step: 0.02 * S })
  const divide: Pt[] = [
    at(-0.5, 0.02),
    at(-0.22, 0.01),
    at(-0.08, 0.0),
    at(0.06, -0.015),
    at(0.19, -0.025),
    at(0.27, -0.02),
    at(0.5, -0.025),
  ]
  const above: Pt[] = [...divide, at(0.5, -0.3), at(0.2, -0.35), at(-0.1, -0.35), at(-0.5, -0.3)]
  // The gorget: a bib from the chin down the throat, its lower edge curving back up to the
  // crown's edge behind the eye.
  const bib: Pt[] = [
    at(0.5, -0.025),
    at(0.27, -0.02),
    at(0.19, -0.025),
    at(0.12, 0.03),
    at(0.1, 0.1),
    at(0.09, 0.25),
    at(0.3, 0.25),
    at(0.5, 0.1),
  ]
  const upper = largest(intersect([outline], [above]))
  const throat = largest(intersect([outline], [bib]))

  const eyeAt = at(0.28, -0.068)
  const blackwork = massed(sk)
  const parts: Part[] = [
    farWing(sk, rng.fork('far'), wing(pose.far, pose.farScale), S),
    ...tail(at, S, pose, blackwork && pose.chord * S < SMALL_WING_MM),
    { outline: bill, ink: { colour: BILL, tone: 'dark', widthMm: 0.5 } },
    // Blackwork leaves the breast bare: its black crescent would pinch the paper between the crown
    // and the wing into slivers, and the black back already sets it off. A bird too small for its
    // breast to show more than a sliver beside the wing is a black silhouette.
    {
      outline: body,
      ink:
        blackwork && 0.22 * S < SILHOUETTE_MM
          ? { colour: PALE, tone: 'dark', widthMm: Math.min(0.22 * S, PACKED_MM) }
          : { colour: PALE, shadow: blackwork ? undefined : [0, 1], widthMm: 0.22 * S },
    },
    {
      outline: upper,
      ink: { colour: GREEN, tone: 'dark', widthMm: blackwork ? Math.min(0.08 * S, PACKED_MM) : 0.08 * S },
      eye: blackwork ? undefined : { at: eyeAt, r: 0.022 * S },
    },
    // In blackwork the gorget is packed as black as the crown: a pale bib this small, or a ring of
    // paper inside a black one, pinches to slivers against the crown's own ring.
    {
      outline: throat,
      ink: blackwork
        ? { colour: gorget, tone: 'dark', widthMm: Math.min(0.08 * S, PACKED_MM), weight: 'inner' }
        : { colour: gorget, widthMm: 0.08 * S, weight: 'inner' },
      outer: false,
    },
    ...(blackwork ? [paperEye(eyeAt, S)] : []),
    ...wingOf(sk, rng.fork('near'), wing(pose.near, 1)),
  ]
  if (pose.blur) parts.push(blurStrokes(sk, rng.fork('near'), wing(pose.near, 1), S))
  const tailTip = at(-0.26 - pose.tailLength, 0)
  return {
    parts,
    anchors: {
      axis: [tailTip, billTip],
      girth: 0.11 * S,
      focus: at(0.26, -0.04),
      perch: pose === FEED ? billTip : at(-0.02, 0.12),
      spots: [billTip, at(0.04, 0.12), at(-0.16, 0.07), at(-0.26, 0)],
      pierce: [at(-0.02, -0.11), at(-0.02, 0.13)],
    },
  }
}

/**
 * The eye in a black head: a disc of bare paper. A ringed eye with a pupil needs more room than a
 * head this small has to keep paper between ring and pupil, and a black dot would vanish.
 */
function paperEye(at: Pt, S: number): Part {
  const r = Math.max(0.022 * S, 0.75)
  return { outline: ellipse(at, r, r, 10), ink: { colour: PALE, widthMm: 2 * r, weight: 'detail' }, outer: false }
}

/** The biggest ring of a cut (a cut along a curve can leave crumbs at its ends). */
function largest(rings: Pt[][]): Pt[] {
  return rings.reduce<Pt[]>((best, r) => (Math.abs(signedArea(r)) > Math.abs(signedArea(best)) ? r : best), [])
}

/**
 * A hummingbird's small wing: the kit's flight feathers, their shafts kept only where the feather
 * has paper to spare either side, under one scalloped patch of green coverts at the
 * shoulder instead of rows of scales, which a wing this size turns into clutter.
 */
function wingOf(sk: Sketch, rng: Random, spec: WingSpec): Part[] {
  // A small wing in blackwork is packed black, coverts and all: the paper ring round each
  // feather's core would taper to a sliver where the feather narrows towards its base.
  const packed = massed(sk) && spec.chord < SMALL_WING_MM
  const flights = wingParts(sk, rng, spec)
    .filter((p) => p.lines !== undefined)
    .map((p) => ({
      ...p,
      lines: roomyShafts(sk, p),
      ink: packed ? { ...p.ink, widthMm: Math.min(p.ink.widthMm, PACKED_MM) } : p.ink,
    }))
  const L = spec.length
  const side = spec.flip ? -1 : 1
  const to = frameAt(spec.at, spec.angle)
  const w = (x: number, y: number): Pt => to(x, side * y)
  // The leading edge as the kit draws it, out to the wrist.
  const lead = (t: number): Pt => [t * L, -spec.arch * L * Math.sin(Math.PI * t) + spec.sweep * L * t * t]
  // The kit's feathers rise from a line between the wrist and the shoulder's trailing side; the
  // patch covers that line with its hem parallel to it, so the feathers leave the hem squarely
  // instead of slipping out from under it at a slant (a sliver of paper).
  const wristT = spec.covert * 0.7
  const bases: [Pt, Pt] = [lead(wristT), [L * 0.04, spec.chord * 0.5]]
  const along: Pt = [bases[1][0] - bases[0][0], bases[1][1] - bases[0][1]]
  const span = Math.hypot(along[0], along[1])
  const out: Pt = [-along[1] / span, along[0] / span]
  const towardTips = out[0] + out[1] > 0 ? 1 : -1
  const hemAt = (u: number, k: number): Pt => {
    const p = lerp(bases[0], bases[1], u)
    return [p[0] + out[0] * towardTips * k, p[1] + out[1] * towardTips * k]
  }
  // The hem lies far enough out that every feather is wide enough there to hold paper inside its
  // lines: near their bases the dividers converge, the more so the smaller the wing.
  const need = sk.style.weights.outline + PAPER_MM + 0.1
  const local = flights.map((p) => p.outline.map(toLocal(spec)))
  const reach = Math.max(
    0,
    ...local.map((ring) => openingOffset(ring, need, bases[0], [out[0] * towardTips, out[1] * towardTips])),
  )
  const margin = Math.min(Math.max(spec.chord * 0.15, reach + sk.style.weights.outline / 2), spec.chord * 0.6)
  // Scalloped into as many feather ends as hold their own line: a smooth patch reads as a leaf.
  const lobes = countFor(sk, span, 4, 1, 3)
  const hem: Pt[] = []
  for (let i = 0; i < lobes; i++) {
    if (i > 0) hem.push(hemAt(i / lobes, margin))
    hem.push(hemAt((i + 0.5) / lobes, margin + (span / lobes) * 0.28))
  }
  const top = [0, 0.3, 0.6, 0.85, 1].map((k) => lead(wristT * 1.25 * k))
  const coverts: Pt[] = [...top, hemAt(-0.05, margin), ...hem, hemAt(1.05, margin), [-spec.chord * 0.06, spec.chord * 0.45]].map(
    ([x, y]) => w(x, y),
  )
  const depth = margin * 2
  const shadow: Pt = [Math.cos(spec.angle - side * Math.PI * 0.5), Math.sin(spec.angle - side * Math.PI * 0.5)]
  return [
    ...flights,
    { outline: coverts, ink: { colour: GREEN, tone: 'dark', shadow, widthMm: packed ? Math.min(depth, PACKED_MM) : depth } },
  ]
}

/**
 * A feather's shaft from halfway out (nearer its base the feather narrows under the coverts),
 * drawn only where it keeps a needle's paper from the feather's outline at both ends.
 */
function roomyShafts(sk: Sketch, feather: Part): InnerLine[] {
  const { weights } = sk.style
  const need = weights.outline / 2 + weights.detail / 2 + PAPER_MM + 0.15
  const ring = [...feather.outline, feather.outline[0]!]
  return (feather.lines ?? [])
    .map((line) => ({ ...line, pts: line.pts.slice(1) }))
    .filter((line) => line.pts.length > 1 && line.pts.every((p) => distanceToLine(p, ring, false) >= need))
}

/** Points of the form back into a wing's own frame (x along the wing, y towards its trailing edge). */
const toLocal =
  (spec: WingSpec) =>
  (p: Pt): Pt => {
    const [dx, dy] = [p[0] - spec.at[0], p[1] - spec.at[1]]
    const [c, s] = [Math.cos(spec.angle), Math.sin(spec.angle)]
    return [dx * c + dy * s, (spec.flip ? -1 : 1) * (dy * c - dx * s)]
  }

/**
 * How far out along `normal` from `origin` a feather (its outline running from its base up one
 * side and back down the other) first grows `need` mm across.
 */
function openingOffset(ring: readonly Pt[], need: number, origin: Pt, normal: Pt): number {
  const base = ring[0]!
  const turn = ring.reduce((best, p, i) => (dist(p, base) > dist(ring[best]!, base) ? i : best), 0)
  const far = ring.slice(turn)
  for (const p of ring.slice(0, turn + 1))
    if (distanceToLine(p, far, false) >= need) return (p[0] - origin[0]) * normal[0] + (p[1] - origin[1]) * normal[1]
  return 0
}

/**
 * The far wing, half hidden behind the body, as one silhouette with a scalloped trailing edge:
 * its feathers' lines would only run alongside the near wing's edge in slivers of paper, and a
 * plainer far wing sets the near one forward.
 */
function farWing(sk: Sketch, rng: Random, spec: WingSpec, S: number): Part {
  const strips = wingParts(sk, rng, spec)
    .filter((p) => p.lines !== undefined)
    .map((p) => smoothThrough(p.outline, { closed: true, step: 0.01 * S }))
  const whole = Clipper.union(toPaths(strips), FillRule.NonZero)
  // Shrunk and grown back, its feathers' points become rounded ends: a row of sharp teeth on a
  // plain silhouette reads as a crown or a flame rather than a wing.
  const round = spec.chord * 0.1 * 1000 // Clipper's integer micrometres
  const shrunk = Clipper.inflatePaths(whole, -round, JoinType.Round, EndType.Polygon)
  const outline = largest(fromPaths(Clipper.inflatePaths(shrunk, round, JoinType.Round, EndType.Polygon)))
  const packed = massed(sk) && spec.chord < SMALL_WING_MM
  return {
    outline,
    ink: { colour: WING, tone: 'dark', shadow: [0, 1], widthMm: packed ? PACKED_MM : spec.chord * 0.8 },
  }
}

/**
 * The hovering wing's blur: strokes that follow the wing's trailing edge out past its feather ends,
 * each further out and shorter than the last, a needle's paper apart; as many as hold their line.
 */
function blurStrokes(sk: Sketch, rng: Random, spec: WingSpec, S: number): Part {
  const { weights } = sk.style
  const flights = wingParts(sk, rng, spec).filter((p) => p.lines !== undefined)
  const rings = flights.map((p) => smoothThrough(p.outline, { closed: true, step: 0.01 * S }))
  const wing = Clipper.union(toPaths(rings), FillRule.NonZero)
  const L = spec.length
  const local = toLocal(spec)
  const step = weights.inner + PAPER_MM + 0.5
  const count = countFor(sk, spec.chord, 5, 1, 3)
  const strokes: Pt[][] = []
  for (let k = 0; k < count; k++) {
    const clear = weights.outline / 2 + weights.inner / 2 + PAPER_MM + 0.3 + k * step
    const around = largest(fromPaths(Clipper.inflatePaths(wing, clear * 1000, JoinType.Round, EndType.Polygon)))
    // Behind the outer half of the wing, on its trailing side.
    const [from, to] = [0.5 + 0.08 * k, 0.92 - 0.04 * k]
    const keep = around.map((p) => {
      const [x, y] = local(p)
      return x > from * L && x < to * L && y > spec.chord * 0.25
    })
    const run = longestRun(keep)
    if (run.length > 3) strokes.push(run.map((i) => around[i]!))
  }
  return {
    outline: [],
    ink: { colour: BILL, widthMm: 0 },
    lines: strokes.map((pts) => ({ pts, weight: 'inner' as const, taper: 0.45 })),
    bare: true,
  }
}

/** The indexes of the longest run of kept points round a closed ring. */
function longestRun(keep: readonly boolean[]): number[] {
  const n = keep.length
  const start = keep.findIndex((k) => !k)
  if (start < 0) return []
  let best: number[] = []
  let run: number[] = []
  for (let j = 1; j <= n; j++) {
    const i = (start + j) % n
    if (keep[i]) run.push(i)
    else {
      if (run.length > best.length) best = run
      run = []
    }
  }
  return run.length > best.length ? run : best
}

/** A forked tail: the two outer feathers longest, a shorter round one between them. */
function tail(at: (x: number, y: number) => Pt, S: number, pose: Pose, packed: boolean): Part[] {
  const base = at(-0.26, 0)
  const toward = (spread: number, length: number): Pt => at(-0.26 - Math.cos(spread) * length, Math.sin(spread) * length)
  const width = 0.075 * S
  // Light even in blackwork, where overlapping black feathers would run together into one blot;
  // but a small bird's tail is packed black, its paper between the feathers only slivers.
  const ink = packed
    ? { colour: GREEN, tone: 'dark' as const, widthMm: Math.min(width, PACKED_MM) }
    : { colour: GREEN, widthMm: width, shadow: [0, 1] as Pt }
  const L = pose.tailLength
  const upper = plume(base, toward(-pose.tailSpread, L), width, 'point', 0.03)
  const lower = plume(base, toward(pose.tailSpread, L), width, 'point', -0.03)
  const middle = plume(base, toward(0, L * 0.72), width * 1.1, 'round')
  return [
    { outline: upper.outline, ink },
    { outline: lower.outline, ink },
    { outline: middle.outline, ink },
  ]
}
