import { coverWithin } from '../../geometry/clip.ts'
import { insideRing, signedArea, smoothThrough } from '../../geometry/curves.ts'
import {
  boxOf,
  compose,
  type Box,
  dist,
  normalize,
  rotate,
  rotation,
  scaling,
  sub,
  translation,
  type Pt,
} from '../../geometry/vec.ts'
import { linesAcross } from '../../flowers/model.ts'
import { ellipse, filled } from '../../flowers/sprig-kit.ts'
import { shade } from '../../ink/shade.ts'
import { INK, Sketch } from '../../ink/sketch.ts'
import { narrowestGapMm } from '../../print/narrowest-gap.ts'
import type { Random } from '../../random.ts'
import type { CoilSpec, SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { normalsOf } from './body.ts'
import { fitFrame, placeAnchors } from './fit.ts'
import { BONE } from './snake-head.ts'

const OCTOPUS_RED = '#c8102e'
/** Paper the print rule keeps between separate inks, with a little to spare for smoothing. */
const PAPER = 0.65
/** Millimetres between a tentacle's spine samples. */
const STEP = 0.5

/**
 * One tentacle planned in local mm: a centre line laid down by turning as it goes (a gentle sweep,
 * then a curl that tightens towards the tip), and its width at each sample.
 */
interface Tentacle {
  spine: Pt[]
  widths: number[]
  /** Larger = nearer: tentacles are inked far ones first. */
  depth: number
  /** The side of the spine (+1 = its normal) the suckers line: the inside of the curl. */
  suckerSide: 1 | -1
  /** Past this sample the paper between the edges would not hold: the tip is one tapering stroke of ink. */
  cut: number
  /** The inked width at each sample (the edges' lines included), mm. */
  inked: number[]
}

/** How a tentacle leaves the head and curls, in shares of the drawing's height `H`. */
interface Reach {
  root: [number, number]
  /** Heading at the root, degrees (0 = right, 90 = down). */
  heading: number
  length: number
  /** Degrees it bends over its length before the curl. */
  sweep: number
  /** Turns of the curl at the tip; the sign says which way it winds (+ = clockwise on paper). */
  curl: number
  depth: number
}

/**
 * The centre line by turning: curvature grows towards the tip (the curl takes the last stretch),
 * so each tentacle ends in a spiral that tightens without closing.
 */
function layTentacle(r: Reach, H: number, rootWidth: number, outline: number): Tentacle {
  const L = r.length * H
  const n = Math.max(24, Math.round(L / STEP))
  const ds = L / n
  const sweep = (r.sweep * Math.PI) / 180
  const curl = r.curl * Math.PI * 2
  // The curl's share of the turning grows as t^2.5: nearly straight at the root, tight at the tip.
  const turnRate = (t: number) => sweep + curl * 3.5 * t ** 2.5
  let a = (r.heading * Math.PI) / 180
  let p: Pt = [r.root[0] * H, r.root[1] * H]
  const spine: Pt[] = [p]
  for (let i = 1; i <= n; i++) {
    const t = (i - 0.5) / n
    a += (turnRate(t) * ds) / L
    p = [p[0] + Math.cos(a) * ds, p[1] + Math.sin(a) * ds]
    spine.push(p)
  }
  // Full through the arm, thinning over the curl to a fine tip.
  const widths = spine.map((_, i) => rootWidth * (1 - 0.93 * (i / n) ** 1.4))
  let cut = n
  while (cut > 2 && widths[cut]! - outline < 1.1) cut--
  // From the cut the stroke thins to a fine point, not a blob of the outline's width.
  const inked = widths.map((wd, i) =>
    i <= cut ? wd + outline : lerpN(widths[cut]! + outline, 0.35, ((i - cut) / (n - cut)) ** 0.85),
  )
  return { spine, widths, depth: r.depth, suckerSide: r.curl >= 0 ? 1 : -1, cut, inked }
}

const lerpN = (a: number, b: number, t: number) => a + (b - a) * t

/**
 * Cuts a tentacle short where its curl would come back within paper's reach of itself: the tip
 * winds inside the turn before it, and the two must keep the print rule's paper between their
 * inked edges. Small drawings and bold lines therefore curl less.
 */
function keepCurlOpen(t: Tentacle): Tentacle {
  const { spine } = t
  const inked = (i: number) => t.inked[i]!
  const heading: number[] = [0]
  for (let i = 1; i < spine.length; i++) {
    const d = Math.atan2(spine[i]![1] - spine[i - 1]![1], spine[i]![0] - spine[i - 1]![0])
    const prev = heading[i - 1]!
    let step = d - (i > 1 ? Math.atan2(spine[i - 1]![1] - spine[i - 2]![1], spine[i - 1]![0] - spine[i - 2]![0]) : d)
    while (step > Math.PI) step -= Math.PI * 2
    while (step < -Math.PI) step += Math.PI * 2
    heading.push(prev + step)
  }
  for (let i = 2; i < spine.length; i++) {
    for (let j = 0; j < i; j++) {
      // Only the stretch a half turn or more back faces this one across the curl's hollow.
      if (Math.abs(heading[i]! - heading[j]!) < Math.PI * 0.55) continue
      if (dist(spine[i]!, spine[j]!) < (inked(i) + inked(j)) / 2 + PAPER) {
        const keep = Math.max(2, i - 1)
        return {
          ...t,
          spine: spine.slice(0, keep),
          widths: t.widths.slice(0, keep),
          inked: t.inked.slice(0, keep),
          cut: Math.min(t.cut, keep - 1),
        }
      }
    }
  }
  return t
}

function edges(t: Tentacle, from = 0, to = t.spine.length - 1, tipMm = 0.3): { left: Pt[]; right: Pt[] } {
  const normals = normalsOf(t.spine)
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = from; i <= to; i++) {
    const h = Math.max(t.widths[i]!, tipMm) / 2
    const p = t.spine[i]!
    const nn = normals[i]!
    left.push([p[0] + nn[0] * h, p[1] + nn[1] * h])
    right.push([p[0] - nn[0] * h, p[1] - nn[1] * h])
  }
  return { left, right }
}

/**
 * Rings wound one way: the sketch cuts what lies behind by all the nearer shapes read together
 * with the non-zero rule, and two overlapping rings wound opposite ways would cancel there.
 */
const wound = (ring: Pt[]): Pt[] => (signedArea(ring) < 0 ? ring.reverse() : ring)

/** The tentacle's outline up to the cut, where the tip's stroke takes over. */
function tentacleRing(t: Tentacle): Pt[] {
  const { left, right } = edges(t, 0, t.cut)
  return wound([...left, ...right.reverse()])
}

/** The tip as a ribbon of ink round the spine from the cut, thinning to its point. */
function tipRibbon(t: Tentacle): Pt[] | null {
  const n = t.spine.length - 1
  const from = Math.max(0, t.cut - 1)
  if (n - from < 2) return null
  const normals = normalsOf(t.spine)
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = from; i <= n; i++) {
    const h = t.inked[i]! / 2
    const p = t.spine[i]!
    left.push([p[0] + normals[i]![0] * h, p[1] + normals[i]![1] * h])
    right.push([p[0] - normals[i]![0] * h, p[1] - normals[i]![1] * h])
  }
  return wound([...left, ...right.reverse()])
}

/** Everything the tentacle covers, tip included. */
function tentacleRings(t: Tentacle): Pt[][] {
  const tip = tipRibbon(t)
  return tip ? [tentacleRing(t), tip] : [tentacleRing(t)]
}

/** A point `k` of the half width from the spine at sample `i`, on side +1 (the normal) or −1. */
function across(t: Tentacle, normals: Pt[], i: number, k: number): Pt {
  const p = t.spine[i]!
  const h = (t.widths[i]! / 2) * k
  return [p[0] + normals[i]![0] * h, p[1] + normals[i]![1] * h]
}

/** The head: a domed mantle over a narrower face where the eyes sit, in local mm. */
interface Head {
  ring: Pt[]
  /** The fold where the mantle meets the face: a shallow arc across. */
  fold: Pt[]
  eyes: Pt[]
  eyeMm: number
  top: Pt
  /** Half the mantle's width, mm. */
  halfWidth: number
  /** Across the mantle at its widest: where a blade would pass. */
  pierce: [Pt, Pt]
  /** Between the eyes. */
  focus: Pt
}

/** The head about `c` (its face's centre), `s` mm tall, tilted `tilt` radians, the mantle swept aside by `lean` (the swimmer's, trailing back). */
function planHead(c: Pt, s: number, tilt: number, lean = 0): Head {
  const u = (x: number, y: number): Pt => rotate([c[0] + x * s, c[1] + y * s], tilt, c)
  // Right half from the crown down the mantle, in at the fold, round the cheek to the chin.
  const half: [number, number][] = [
    [0.2, -0.92],
    [0.36, -0.84],
    [0.46, -0.66],
    [0.47, -0.46],
    [0.41, -0.3],
    [0.35, -0.2],
    [0.38, -0.1],
    [0.41, 0.0],
    [0.37, 0.1],
    [0.22, 0.18],
  ]
  const right = half.map(([x, y]) => u(x + lean * (1 + y) * 0.3, y))
  const left = half.map(([x, y]) => u(-x + lean * (1 + y) * 0.3, y)).reverse()
  const ring = wound([u(lean * 0.02, -0.95), ...right, u(lean * 0.36, 0.2), ...left])
  // Big eyes on bumps at the sides of the face, as flash draws them.
  const eyeMm = s * 0.2
  // High enough that the paper under them holds against the chin's outline.
  const sway = lean * 0.94 * 0.3
  const eyes = [u(-0.18 + sway, -0.06), u(0.18 + sway, -0.06)]
  return {
    ring,
    fold: [u(-0.24 + lean * 0.1, -0.27), u(lean * 0.1, -0.21), u(0.24 + lean * 0.1, -0.27)],
    eyes,
    eyeMm,
    top: u(lean * 0.02, -0.95),
    halfWidth: s * 0.47,
    pierce: [u(-0.47, -0.5), u(0.47, -0.5)],
    focus: u(sway, -0.06),
  }
}

interface Plan {
  head: Head
  tentacles: Tentacle[]
  /** The dark under the mantle where the arms part: inked solid behind them, it fills the crotches between their roots. */
  shadow: Pt[][]
}

const mirrorReach = (r: Reach): Reach => ({
  ...r,
  root: [-r.root[0], r.root[1]],
  heading: 180 - r.heading,
  sweep: -r.sweep,
  curl: -r.curl,
})

/** A reach a little longer or shorter, bent a little more or less: no two arms alike. */
function varied(r: Reach, rng: Random): Reach {
  return {
    ...r,
    length: r.length * rng.range(0.96, 1.04),
    sweep: r.sweep + rng.range(-6, 6),
    curl: r.curl * rng.range(0.94, 1.06),
  }
}

/** The reaches of one side (the right), mirrored to the left with a little difference so the pair is not a stamp. */
function bothSides(right: Reach[], rng: Random): Reach[] {
  const jitter = (r: Reach, k: string) => varied(r, rng.fork(k))
  return [...right.map((r, i) => jitter(r, `r${i}`)), ...right.map((r, i) => jitter(mirrorReach(r), `l${i}`))]
}

/**
 * The forms about the origin, in shares of the height `H`: (0) front view, tentacles spreading and
 * curling symmetrically below and to the sides; (1) spread wide and curling outward; (2) swimming,
 * the mantle tilted, the tentacles trailing below in a bell with curled ends.
 */
function plan(form: number, H: number, outline: number, rng: Random): Plan {
  let head: Head
  let reaches: Reach[]
  let rootW: number
  if (form === 0) {
    head = planHead([0, -0.1 * H], 0.42 * H, 0)
    rootW = 0.08 * H
    reaches = bothSides(
      [
        { root: [0.08, -0.1], heading: 8, length: 0.58, sweep: 70, curl: -1.05, depth: 0 },
        { root: [0.07, -0.08], heading: 38, length: 0.58, sweep: 40, curl: -1.0, depth: 1 },
        { root: [0.05, -0.07], heading: 62, length: 0.52, sweep: 10, curl: -1.0, depth: 2 },
        { root: [0.025, -0.07], heading: 84, length: 0.46, sweep: -18, curl: 0.95, depth: 3 },
      ],
      rng,
    )
  } else if (form === 1) {
    head = planHead([0, -0.22 * H], 0.46 * H, 0)
    rootW = 0.08 * H
    // The upper arms raised, the lower spread; their headings and bends were tried against the
    // print measure at 60 and 70 mm until no curl came down on a neighbour.
    reaches = bothSides(
      [
        { root: [0.08, -0.24], heading: -42.4, length: 0.608, sweep: 58.7, curl: -1.05, depth: 0 },
        { root: [0.08, -0.2], heading: -2.85, length: 0.689, sweep: 46.7, curl: -1.05, depth: 1 },
        { root: [0.06, -0.19], heading: 43.3, length: 0.682, sweep: -5.1, curl: -1.0, depth: 2 },
        { root: [0.03, -0.19], heading: 70, length: 0.5, sweep: -45, curl: -1.0, depth: 3 },
      ],
      rng,
    )
  } else {
    const tilt = -0.22
    head = planHead([0.0, -0.3 * H], 0.34 * H, tilt, 0.15)
    rootW = 0.075 * H
    // The arms trail below in a bell, the middle ones longest, each bending back towards the
    // body's axis as it trails and curling outward at its end. About a quarter of a right angle
    // between neighbours keeps the paper between them opening quickly.
    const trail = 90 + ((tilt * 180) / Math.PI) * 0.5
    const face: [number, number] = [0, -0.3]
    const bell: [number, number, number][] = [
      // heading offset, length, depth
      [12, 1.06, 3],
      [-12, 1.08, 3],
      [34, 0.86, 2],
      [-34, 0.88, 2],
      [55, 0.66, 1],
      [-55, 0.68, 1],
      [74, 0.48, 0],
      [-74, 0.5, 0],
    ]
    reaches = bell.map(([off, length, depth], i) =>
      varied(
        { root: face, heading: trail + off, length, sweep: -off * 0.6, curl: off > 0 ? 1 : -1, depth },
        rng.fork(`bell${i}`),
      ),
    )
  }
  // Bold lines need broader arms to keep colour between their edges.
  rootW = Math.max(rootW, outline * 2.9)
  const headEdge = smoothThrough(head.ring, { closed: true, step: 0.5 })
  const placed: Tentacle[] = []
  for (const r of [...reaches].sort((a, b) => a.depth - b.depth))
    placed.push(clearOfOthers(r, H, rootW, outline, placed, headEdge))
  return { head, tentacles: placed, shadow: shadowUnder(head, placed) }
}

/**
 * Arms parting from under the head leave crotches of paper that narrow to nothing between them.
 * Ink in each crotch, between neighbouring arms' centre lines out to where they lie a millimetre
 * apart, fills them: the shadow under the mantle of the flash, seen only between the arms.
 */
function shadowUnder(head: Head, arms: Tentacle[]): Pt[][] {
  const cap = head.halfWidth * 1.6
  const c = head.focus
  const headingOf = (t: Tentacle) => {
    const q = t.spine[Math.min(6, t.spine.length - 1)]!
    return Math.atan2(q[1] - t.spine[0]![1], q[0] - t.spine[0]![0])
  }
  const byHeading = [...arms].sort((a, b) => headingOf(a) - headingOf(b))
  const partsAt = (a: Tentacle, b: Tentacle): number | null => {
    const other = chunked([b.spine])
    for (let k = 0; k < a.spine.length && dist(a.spine[k]!, c) < cap; k++) {
      const apart = toLines(a.spine[k]!, other, 50) - (a.inked[k]! + b.inked[Math.min(k, b.inked.length - 1)]!) / 2
      if (apart >= 1) return k
    }
    return null
  }
  const out: Pt[][] = []
  for (let i = 1; i < byHeading.length; i++) {
    const a = byHeading[i - 1]!
    const b = byHeading[i]!
    const ka = partsAt(a, b)
    const kb = partsAt(b, a)
    // Neighbours that run on together past the head cross further out: no crotch under it.
    if (ka === null || kb === null || ka === 0 || kb === 0) continue
    // From the face's centre, so no speck of paper is left where the roots meet under the head.
    out.push(wound([c, ...a.spine.slice(0, ka + 1), ...b.spine.slice(0, kb + 1).reverse()]))
  }
  // United: the sketch reads a fill's rings even–odd, and the crotches overlap at the face.
  return out.length > 0 ? coverWithin(out, boxOf(out.flat())) : []
}

/**
 * The tentacle laid as planned, or turned a few degrees at its root until none of its edges runs
 * alongside another's (or the head's) with a sliver of paper between: where two outlines meet at a
 * shallow angle the paper between them stays under half a millimetre for too long to hold.
 */
function clearOfOthers(r: Reach, H: number, rootW: number, outline: number, earlier: Tentacle[], headEdge: Pt[]): Tentacle {
  let best: { t: Tentacle; slivers: number } | null = null
  const headChunks = chunked([[...headEdge, headEdge[0]!]])
  const headCover = cover(headEdge)
  // Turned first; shortened (its curl then lands elsewhere) when no turn clears it.
  const tries = [1, 0.9, 0.8].flatMap((k) => [0, 5, -5, 10, -10].map((turn) => [turn, k] as const))
  for (const [turn, k] of tries) {
    const t = keepCurlOpen(layTentacle({ ...r, heading: r.heading + turn, length: r.length * k }, H, rootW, outline))
    const rings = tentacleRings(t)
    const own = inkEdges(t)
    const ownChunks = chunked(own)
    let slivers = 0
    // Its own edges outside the head, against the head's outline (the head is inked last).
    for (const e of own) if (sliver(e, headChunks, outline / 2, [headCover])) slivers++
    for (const o of earlier) {
      // The earlier one's edges that show past this one and the head, against this one's edges.
      for (const e of inkEdges(o)) if (sliver(e, ownChunks, 0, [headCover, ...rings.map(cover)])) slivers++
    }
    if (!best || slivers < best.slivers) best = { t, slivers }
    if (slivers === 0) break
  }
  return best!.t
}

/** The outer boundaries of the tentacle's ink, one run per side, tip included. */
function inkEdges(t: Tentacle): Pt[][] {
  const normals = normalsOf(t.spine)
  const side = (k: number) =>
    t.spine.map((p, i) => [p[0] + normals[i]![0] * (t.inked[i]! / 2) * k, p[1] + normals[i]![1] * (t.inked[i]! / 2) * k] as Pt)
  return [side(1), side(-1)]
}

/** A ring that hides what lies under it, with its box for a quick first test. */
type Cover = { ring: Pt[]; box: Box }
const cover = (ring: Pt[]): Cover => ({ ring, box: boxOf(ring) })
const inBox = (p: Pt, b: Box) => p[0] >= b.minX && p[0] <= b.maxX && p[1] >= b.minY && p[1] <= b.maxY

/** A polyline in short chunks, each with its box: most chunks lie far from a point and are skipped. */
type Chunked = { pts: Pt[]; minX: number; minY: number; maxX: number; maxY: number }[]

function chunked(lines: readonly (readonly Pt[])[]): Chunked {
  const out: Chunked = []
  for (const line of lines)
    for (let i = 0; i < line.length - 1; i += 16) {
      const pts = line.slice(i, i + 17)
      const b = boxOf(pts)
      out.push({ pts, ...b })
    }
  return out
}

/** Distance from `p` to the chunked lines, or Infinity beyond `reach`. */
function toLines(p: Pt, lines: Chunked, reach: number): number {
  // Squared distances, one root at the end: this runs for every point of every edge tried.
  let best = Infinity
  for (const c of lines) {
    if (p[0] < c.minX - reach || p[0] > c.maxX + reach || p[1] < c.minY - reach || p[1] > c.maxY + reach) continue
    for (let i = 1; i < c.pts.length; i++) {
      const a = c.pts[i - 1]!
      const b = c.pts[i]!
      const dx = b[0] - a[0]
      const dy = b[1] - a[1]
      const l2 = dx * dx + dy * dy
      const k = l2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2)) : 0
      const ex = p[0] - a[0] - dx * k
      const ey = p[1] - a[1] - dy * k
      const d2 = ex * ex + ey * ey
      if (d2 < best) best = d2
    }
  }
  return Math.sqrt(best)
}

/**
 * Whether `edge` runs for a millimetre within a sliver of paper of `others` (their ink
 * boundaries, or centre lines `inset` mm inside them) where it is not hidden under `covers`.
 */
function sliver(edge: readonly Pt[], others: Chunked, inset: number, covers: readonly Cover[]): boolean {
  let run = 0
  for (let i = 0; i < edge.length; i++) {
    const p = edge[i]!
    const g = toLines(p, others, PAPER + inset) - inset
    const bad = g > 0.1 && g < PAPER && !covers.some((c) => inBox(p, c.box) && insideRing(p, c.ring))
    run = bad ? run + (i > 0 ? dist(p, edge[i - 1]!) : 0) : 0
    if (run >= 1) return true
  }
  return false
}

function reachOf(p: Plan): Pt[] {
  return [...p.head.ring, ...p.tentacles.flatMap(tentacleRings).flat()]
}

/**
 * The octopus of tattoo flash: a domed mantle with a fold over two big eyes low on the head, eight
 * tentacles that taper to fine tips and curl into open spirals, suckers along the inside of the
 * curls where the size holds them, and the dark under the mantle between the arms' roots. Seen
 * from the front with its arms curling below and to the sides, spread wide with its upper arms
 * raised, or swimming with the mantle tilted and its arms trailing below in a bell.
 */
export const OCTOPUS: SubjectModel = {
  id: 'octopus',
  shape: 'creature',
  aspects: [1.3, 1.5, 1],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const o = sk.style.weights.outline
    const r = rng.fork('octopus')
    const colour = frame.colour ?? OCTOPUS_RED
    // The arms' small differences (lengths, bends) are drawn again until the paper between them
    // holds at this size and in these lines, as a tattooer redraws a cramped corner of flash.
    let best: { p: Plan; tb: Box; gap: number } | null = null
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const fitted = fitPlan(frame, mm, o, r.fork(attempt === 0 ? 'plan' : `plan${attempt}`))
      const gap = trialGap(sk, fitted.p, r.fork('ink'), colour)
      if (!best || gap > best.gap) best = { ...fitted, gap }
      if (gap >= PAPER) break
    }
    const { p, tb } = best!
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    sk.within(placed, () => inkOctopus(sk, r.fork('ink'), p, colour))
    const { head, tentacles } = p
    const tips = tentacles.map((t) => t.spine.at(-1)!)
    const lowest = tips.reduce((a, b) => (b[1] > a[1] ? b : a))
    return placeAnchors(placed, o, {
      silhouette: [head.ring, ...tentacles.flatMap(tentacleRings)],
      axis: [head.top, lowest],
      girth: head.halfWidth,
      perch: head.top,
      spots: tentacles.filter((_, i) => i % 2 === 0).map((t) => t.spine[Math.round(t.spine.length * 0.45)]!),
      pierce: head.pierce,
      focus: head.focus,
    })
  },
  coil(sk: Sketch, rng: Random, spec: CoilSpec): { back(): void; front(): void } {
    return hug(sk, rng.fork('octopus-hug'), spec)
  },
}

/** How many times the arms are laid again when the paper between them closes up. */
const TRIES = 3

/** The plan scaled until it fills the frame: the curls are cut by what the lines leave open, so the reach does not scale exactly. */
function fitPlan(frame: SubjectFrame, mm: number, o: number, rng: Random): { p: Plan; tb: Box } {
  let H = mm
  let p = plan(frame.form, H, o, rng)
  let tb = boxOf(reachOf(p))
  // An arm turned aside at one size may lie straight at the next, so the reach can jump: of the
  // sizes tried, the one that fills the frame most without spilling over it is kept.
  let kept: { p: Plan; tb: Box; k: number } | null = null
  for (let pass = 0; pass < 10; pass++) {
    const k = Math.min(frame.box.w / (tb.maxX - tb.minX + o), frame.box.h / (tb.maxY - tb.minY + o))
    if (k >= 0.998 && (!kept || k < kept.k)) kept = { p, tb, k }
    if (k >= 0.998 && k < 1.01) break
    H *= k < 1 ? k * 0.995 : k
    p = plan(frame.form, H, o, rng)
    tb = boxOf(reachOf(p))
  }
  if (kept) return kept
  return { p, tb }
}

/** The narrowest paper the plan leaves, inked on a scratch sketch at print size (a design without paper between inks counts as open). */
function trialGap(sk: Sketch, p: Plan, rng: Random, colour: string): number {
  const scratch = new Sketch(sk.style, sk.colourMode)
  inkOctopus(scratch, rng, p, colour)
  const b = scratch.bounds()
  const margin = 4
  // A canvas exactly the drawing's size and a margin: compiled one to one, in millimetres.
  const gap = narrowestGapMm(scratch.compile(b.maxX - b.minX + 2 * margin, b.maxY - b.minY + 2 * margin, margin))
  return gap ?? Infinity
}

function inkOctopus(sk: Sketch, rng: Random, p: Plan, colour: string): void {
  if (p.shadow.length > 0) sk.element().fill(p.shadow, 'shade', INK)
  const rings = p.tentacles.map(tentacleRings)
  const head = smoothThrough(p.head.ring, { closed: true, step: 0.5 })
  for (const [i, t] of p.tentacles.entries()) {
    const nearer = chunked([...rings.slice(i + 1).flat(), head].map((r) => [...r, r[0]!]))
    inkTentacle(sk, rng.fork(`t${i}`), t, colour, nearer)
  }
  inkHead(sk, rng.fork('head'), p.head, colour)
}

/** `nearer`: the outlines of the parts inked after it, which its marks keep clear of. */
function inkTentacle(sk: Sketch, rng: Random, t: Tentacle, colour: string, nearer: Chunked): void {
  const w = sk.style.weights
  const ring = tentacleRing(t)
  const blackwork = !sk.inColour && sk.style.id === 'blackwork'
  sk.shape(ring, 'outline')
  if (sk.inColour) sk.fill([smoothThrough(ring, { closed: true, step: 0.5 })], 'colour', colour)
  // A sucker cut by a nearer part's edge would leave a sliver of paper against it.
  const clearance = (r: number) => r + w.detail / 2 + w.outline / 2 + PAPER
  const suckers = planSuckers(sk, t).filter((c) => toLines(c.at, nearer, clearance(c.r)) >= clearance(c.r))
  if (blackwork) {
    // Inked solid, the suckers left as paper.
    sk.fill([ring, ...suckers.map((s) => ellipse(s.at, s.r, s.r, 14).reverse())], 'shade', INK)
  } else {
    shadeUnder(sk, rng, t)
    for (const s of suckers) {
      const ringS = ellipse(s.at, s.r, s.r, 14)
      if (sk.inColour) sk.fill([ringS], 'colour', BONE)
      sk.curve(ringS, 'detail', { closed: true })
    }
  }
  const tip = tipRibbon(t)
  if (tip) {
    const smooth = smoothThrough(tip, { closed: true, step: 0.3 })
    sk.cover([smooth])
    sk.fill([smooth], 'shade', INK)
  }
}

/** Suckers: circles along the inside of the curl, as many as keep paper round them. */
function planSuckers(sk: Sketch, t: Tentacle): { at: Pt; r: number }[] {
  const w = sk.style.weights
  if (sk.style.detail < 0.3) return []
  const normals = normalsOf(t.spine)
  const out: { at: Pt; r: number }[] = []
  const n = t.spine.length - 1
  // Bold styles hold fewer, larger suckers.
  const share = w.outline >= 1.5 ? 0.5 : 0.4
  const edge = w.outline / 2 + PAPER + w.detail / 2
  for (let i = Math.round(n * 0.15); i < t.cut; i++) {
    const half = t.widths[i]! / 2
    // A ring in the inner half of the arm, paper inside it and between it and the edge.
    const r = Math.min(share * half, (2 * half - 2 * edge) / 2 - 0.1)
    if (r * 2 - w.detail < 0.8) continue
    const k = (half - edge - r) / half
    const at = across(t, normals, i, k * t.suckerSide)
    const prev = out.at(-1)
    if (!prev || dist(prev.at, at) >= prev.r + r + w.detail + PAPER) out.push({ at, r })
  }
  // A lone sucker reads as a speck, not a row.
  return out.length >= 2 ? out : []
}

/** A shadow along the outer edge of the tentacle's root, under the mantle, in the style's manner. */
function shadeUnder(sk: Sketch, rng: Random, t: Tentacle): void {
  const widest = t.widths[0]!
  // Hatching across a narrow arm ends in slivers against its edges.
  if (sk.style.shading === 'hatch') return
  if (linesAcross(sk, widest) < 3) return
  const n = t.spine.length - 1
  const to = Math.round(n * 0.5)
  const { left, right } = edges(t, 0, to)
  const root = [...left, ...right.reverse()]
  const normals = normalsOf(t.spine)
  const mid = Math.round(to / 2)
  const away = -t.suckerSide
  shade(sk, rng, root, { towards: [normals[mid]![0] * away, normals[mid]![1] * away], depth: widest * 0.3 })
}

function inkHead(sk: Sketch, rng: Random, h: Head, colour: string): void {
  const w = sk.style.weights
  filled(sk, h.ring, colour)
  const blackwork = !sk.inColour && sk.style.id === 'blackwork'
  const size = h.halfWidth * 2
  if (blackwork) sk.fill([smoothThrough(h.ring, { closed: true, step: 0.5 })], 'shade', INK)
  else if (sk.style.shading !== 'hatch') shade(sk, rng, h.ring, { towards: [0.55, 0.83], depth: size * 0.16 })
  // Eyes big enough to hold their pupils, yet clear of the head's outline by the print rule's paper.
  const outline = smoothThrough(h.ring, { closed: true, step: 0.5 })
  // Flat colour is ink too: on a coloured head no paper lies round the eyes to keep open.
  const solidColour = sk.inColour && sk.style.id !== 'watercolor'
  const nearest = Math.min(...h.eyes.flatMap((e) => outline.map((q) => dist(q, e))))
  const room = nearest - w.outline / 2 - w.detail / 2 - (solidColour ? 0.2 : PAPER)
  const d = Math.min(Math.max(h.eyeMm, w.outline * 2.2), room * 2)
  // The fold only where the paper between it and the eyes (grown to hold bold lines) holds.
  const foldClear =
    Math.min(...smoothThrough(h.fold, { step: 0.5 }).flatMap((q) => h.eyes.map((e) => dist(q, e)))) - d / 2 - w.inner
  if (linesAcross(sk, size) > 7 && !blackwork && foldClear >= PAPER) sk.curve(h.fold, 'inner', { taper: 0.5 })
  for (const e of h.eyes) {
    const eye = wound(ellipse(e, d / 2, d / 2, 16))
    // The eye's own shape hides the black head behind it: in blackwork it stays paper.
    // A fine ring: bold styles keep the white of the eye round the pupil.
    filled(sk, eye, BONE, 'detail')
    // The pupil keeps the print rule's paper inside the eye's ring, or the eye is inked solid.
    const pupil = solidColour ? d * 0.5 : Math.min(d * 0.5, d - w.detail - 2 * PAPER)
    sk.dot(e, pupil >= w.detail ? pupil : d)
  }
}

/**
 * The octopus hugging an upright (an anchor, a dagger, a cross): its head on the upright's upper
 * part, two arms winding down round it in a double helix, behind it and in front by turns, and
 * curling off at the foot; the other arms spread and curl to either side at the head. The
 * stretches behind are inked in `back()`, before the upright; the rest in `front()`.
 */
function hug(sk: Sketch, rng: Random, spec: CoilSpec): { back(): void; front(): void } {
  const o = sk.style.weights.outline
  const [base, tip] = spec.axis
  const length = dist(base, tip)
  const up = normalize(sub(tip, base))
  const side = spec.mirror ? -1 : 1
  const across: Pt = [-up[1] * side, up[0] * side]
  const armW = Math.max(spec.bodyMm * 0.75, o * 2.3)
  const headMm = Math.min(Math.max(spec.bodyMm * 4.4, spec.girth * 6), length * 0.36)
  const at = (t: number): Pt => [base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t]
  const face = at(0.66)
  // The head and its free arms are planned upright about the face and turned with the upright.
  const tilt = Math.atan2(up[0], -up[1])
  const local = compose(translation(face[0], face[1]), rotation(tilt), scaling(side, 1))
  const H = headMm / 0.42
  const head = planHead([0, 0], headMm, 0)
  const free = bothSides(
    [
      { root: [0.08, 0], heading: -20, length: 0.58, sweep: 70, curl: -1.0, depth: 0 },
      { root: [0.07, 0.03], heading: 35, length: 0.5, sweep: 30, curl: -1.0, depth: 1 },
    ],
    rng,
  ).map((r) => keepCurlOpen(layTentacle(r, H, Math.max(0.08 * H, o * 2.9), o)))
  // Wide loops cross the upright steeply: a shallow crossing leaves slivers of paper along it.
  // Bold arms loop no wider than they must, or they would hide the upright they hug.
  const radius = spec.girth + Math.min(armW * 2, armW + 4) + o + 2
  // Bold lines hold one arm wound round once or so; fine ones a pair in a double helix.
  const bold = o >= 1.5
  const turns = bold ? Math.min(spec.turns, 1.25) : spec.turns
  const winders = (bold ? [0] : [0, Math.PI]).map((phase) => windArm(at, across, up, radius, turns, phase, armW, o))
  const colour = spec.colour ?? OCTOPUS_RED
  const pieces = winders.flatMap((arm) => depthPieces(arm))
  return {
    back() {
      for (const piece of pieces.filter((q) => !q.front)) inkPiece(sk, piece.arm, piece.from, piece.to, colour)
    },
    front() {
      for (const piece of pieces.filter((q) => q.front)) inkPiece(sk, piece.arm, piece.from, piece.to, colour)
      sk.within(local, () => {
        const face = chunked([[...head.ring, head.ring[0]!]])
        for (const [i, t] of free.entries()) inkTentacle(sk, rng.fork(`free${i}`), t, colour, face)
        inkHead(sk, rng.fork('head'), head, colour)
      })
    },
  }
}

interface WoundArm extends Tentacle {
  /** Nearness at each sample: positive in front of the upright. */
  near: number[]
}

/** An arm from the face down round the upright, `turns` times, then curling off at its end. */
function windArm(
  at: (t: number) => Pt,
  across: Pt,
  up: Pt,
  radius: number,
  turns: number,
  phase: number,
  width: number,
  outline: number,
): WoundArm {
  const spine: Pt[] = []
  const near: number[] = []
  const from = 0.68
  const to = 0.1
  const n = 160
  for (let i = 0; i <= n; i++) {
    const t = from + ((to - from) * i) / n
    const a = phase + (turns * Math.PI * 2 * i) / n
    // Seen a little from above: the loop's front half hangs lower than its back.
    const c = at(t)
    const r = radius * Math.min(1, (i / n) * 6)
    spine.push([
      c[0] + across[0] * r * Math.sin(a) - up[0] * r * 0.3 * Math.cos(a),
      c[1] + across[1] * r * Math.sin(a) - up[1] * r * 0.3 * Math.cos(a),
    ])
    near.push(Math.cos(a))
  }
  // The end curls away from the upright, to the side it last came round.
  const last = spine.at(-1)!
  const dir = normalize(sub(last, spine.at(-3)!))
  const curlSign = Math.sign(near.at(-1)! * 1 + 0.001)
  const tail = layTentacle(
    { root: [0, 0], heading: (Math.atan2(dir[1], dir[0]) * 180) / Math.PI, length: 1, sweep: 0, curl: curlSign, depth: 0 },
    width * 5,
    width,
    outline,
  )
  const tailSpine = tail.spine.slice(1).map((q): Pt => [q[0] + last[0], q[1] + last[1]])
  const all = [...spine, ...tailSpine]
  const count = all.length - 1
  const widths = all.map((_, i) => width * (1 - 0.9 * (i / count) ** 2.2))
  let cut = count
  while (cut > 2 && widths[cut]! - outline < 1.1) cut--
  const inked = widths.map((wd, i) =>
    i <= cut ? wd + outline : lerpN(widths[cut]! + outline, 0.35, ((i - cut) / (count - cut)) ** 0.85),
  )
  return { spine: all, widths, depth: 0, suckerSide: 1, cut, inked, near: [...near, ...tailSpine.map(() => 1)] }
}

/** The arm in stretches in front of the upright and behind it. */
function depthPieces(arm: WoundArm): { arm: WoundArm; from: number; to: number; front: boolean }[] {
  const out: { arm: WoundArm; from: number; to: number; front: boolean }[] = []
  let start = 0
  for (let i = 1; i < arm.spine.length; i++) {
    const flip = arm.near[i]! > 0 !== arm.near[i - 1]! > 0
    if (flip || i === arm.spine.length - 1) {
      out.push({ arm, from: start, to: i, front: arm.near[start]! > 0 })
      start = i
    }
  }
  return out
}

/**
 * One stretch of a wound arm: its area hides what lies behind, its edges are open at the ends so
 * the next stretch joins on without a seam; the stretch with the tip ends in the tip's ribbon.
 */
function inkPiece(sk: Sketch, arm: WoundArm, from: number, to: number, colour: string): void {
  const end = Math.min(to, arm.cut)
  if (end > from) {
    const { left, right } = edges(arm, from, end)
    const ring = wound([...left, ...right.reverse()])
    sk.element(ring)
    if (sk.inColour) sk.fill([ring], 'colour', colour)
    else if (sk.style.id === 'blackwork') sk.fill([ring], 'shade', INK)
    const sides = edges(arm, from, end)
    sk.curve(sides.left, 'outline', { taper: 0 })
    sk.curve(sides.right, 'outline', { taper: 0 })
  }
  if (to >= arm.cut) {
    const tip = tipRibbon(arm)
    if (tip) {
      const smooth = smoothThrough(tip, { closed: true, step: 0.3 })
      sk.element(smooth).fill([smooth], 'shade', INK)
    }
  }
}
