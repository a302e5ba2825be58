import { lighten } from '../../colour.ts'
import { subtract } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import { linesAcross } from '../../flowers/model.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { anchorsOf, band, blue, crisp, gold, massive, PALE, piece, red, roomFor, shadeSide, stage } from './kit.ts'
import { gleam } from './shine.ts'

/** Tower on its rocks with beams both ways, tower on an outcrop over the sea, the lantern close up. */
const ASPECTS = [0.74, 0.9, 1.0] as const

const STONE = '#9c968c'

/**
 * The flash lighthouse: a tapered, banded tower standing on rounded boulders, a gallery railing
 * under the glazed lantern room, a domed cap with its finial, and beams of light fanning out from
 * the lantern. The beams start clear of the lantern and widen outward, so their edges never run
 * into the tower's lines at a shallow angle and pinch the paper between them.
 */
export const LIGHTHOUSE: SubjectModel = {
  id: 'lighthouse',
  shape: 'upright',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const p = plan(sk, st.w, st.h, form)
    const colour = red(sk, frame)
    const rings: Pt[][] = []
    sk.within(st.m, () => {
      rings.push(...beams(sk, rng.fork('beams'), p))
      rings.push(
        ...rocks(
          sk,
          rng.fork('back rocks'),
          p.rocks.filter((r) => r.behind),
        ),
      )
      rings.push(tower(sk, rng.fork('tower'), p, colour))
      rings.push(lantern(sk, rng.fork('lantern'), p))
      rings.push(...cap(sk, rng.fork('cap'), p, colour))
      rings.push(...gallery(sk, p))
      rings.push(
        ...rocks(
          sk,
          rng.fork('front rocks'),
          p.rocks.filter((r) => !r.behind),
          p.sea?.top,
        ),
      )
      if (p.sea) rings.push(sea(sk, rng.fork('sea'), p))
    })
    const x = p.axisX
    const midY = (p.towerTop + p.rockTop) / 2
    const midHalf = halfAt(p, midY)
    return anchorsOf(st, {
      silhouette: rings,
      axis: [
        [x, p.towerBottom],
        [x, p.finialTop],
      ],
      girth: (p.b0 + p.b1) / 2,
      perch: [x, p.finialTop],
      spots: p.rocks.filter((r) => !r.behind).map((r) => [r.c[0], r.c[1] - r.ry * 0.7] as Pt),
      pierce: [
        [x - midHalf, midY],
        [x + midHalf, midY],
      ],
      focus: [x, p.lampY],
    })
  },
}

interface Boulder {
  c: Pt
  rx: number
  ry: number
  /** Where its flattened underside sits. */
  floor: number
  behind: boolean
}

interface Plan {
  W: number
  H: number
  axisX: number
  finialTop: number
  domeTop: number
  domeHalf: number
  eaveTop: number
  eaveBottom: number
  eaveHalf: number
  lanternHalf: number
  lampY: number
  railTop: number
  deckTop: number
  deckBottom: number
  galleryHalf: number
  towerTop: number
  /** Where the tower's outline ends, hidden under the rocks (or cut off in the close view). */
  towerBottom: number
  /** The highest the front rocks reach against the tower: the tower shows down to here. */
  rockTop: number
  b1: number
  b0: number
  /** Bands from top to bottom as [top, bottom] y at the tower's sides. */
  bands: [number, number][]
  /** How far the band edges bow down in the middle, as the front of a round tower does. */
  sag: number
  beams: { side: number; near: number; far: number; half0: number; half1: number }[]
  rocks: Boulder[]
  sea?: { top: number; bottom: number; left: number; right: number }
  /** The close view: the tower is cut off straight at the bottom, no door, no rocks. */
  cut: boolean
}

/** Where every part lies, in mm about the centre, planned from the size and the style's line widths. */
function plan(sk: Sketch, W: number, H: number, form: number): Plan {
  const w = sk.style.weights
  const ow = w.outline
  const close = form === 2
  // Everything above the tower is measured in lantern half-widths: the close view spends its
  // height on the lantern, the full views on the tower and its rocks.
  const L = H * (close ? 0.13 : form === 1 ? 0.066 : 0.072)
  const axisX = form === 1 ? -W * 0.17 : 0
  const finialTop = -H / 2 + ow / 2
  const ball = finialBall(sk, L)
  // The stem between the ball and the dome keeps paper open on each side of it.
  const finialH = Math.max(0.6 * L, ball + ow / 2 + 1.0)
  const domeTop = finialTop + finialH
  const domeHalf = 0.82 * L
  const eaveTop = domeTop + domeHalf * 0.9
  // Eave and deck are solid slabs: thin ones, or with their outline they ink a block of black.
  const eaveT = Math.max(0.22 * L, ow * 0.3)
  const eaveBottom = eaveTop + eaveT
  const lanternH = Math.max(1.45 * L, ow * 1.6 + 2.5)
  const railTop = eaveBottom + lanternH
  const lampY = (eaveBottom + railTop) / 2
  const railH = Math.max(0.5 * L, ow + 1.7)
  const deckTop = railTop + railH
  const deckT = Math.max(0.24 * L, ow * 0.35)
  const deckBottom = deckTop + deckT
  // The tower's top edge tucks inside the deck's corbel: drawn just under it, it would run
  // alongside the deck's outline with a sliver of paper between them.
  const towerTop = deckBottom
  const b1 = L * 1.15
  const b0 = close ? b1 * 1.25 : b1 * 1.55
  const seaH = form === 1 ? Math.max(0.11 * H, ow * 1.5 + 1.5) : 0
  const seaTop = H / 2 - seaH
  // Over the sea the boulders are centred on the water line, where the crests cross their sides
  // steeply; on land they sit on the ground.
  const ground = form === 1 ? seaTop + seaH * 0.3 : H / 2 - ow / 2
  // On land the stones are round all over: flattened onto one floor, two overlapping stones'
  // undersides would run together and pinch the paper where they part.
  const floor = form === 1 ? H / 2 - ow : Infinity
  // Small and bold, the top of the tower takes more of the height: the pile shrinks (a little:
  // smaller stones would go solid) to leave the tower's banded body a third of it.
  let rocks: Boulder[] = []
  let front: Boulder[] = []
  for (let scale = 1; !close && scale >= 0.75; scale -= 0.05) {
    rocks = boulders(sk, axisX, b0 * scale, form, W, ground, floor)
    front = rocks.filter((r) => !r.behind && Math.abs(r.c[0] - axisX) < b0 * 1.2)
    if (Math.max(...front.map((r) => r.c[1] - r.ry * 0.8)) - deckBottom >= 0.33 * H) break
  }
  // The tower shows down to where the front boulders it stands between rise round it.
  const rockTop = close ? H / 2 : Math.max(...front.map((r) => r.c[1] - r.ry * 0.8))
  const towerBottom = close ? H / 2 : Math.max(...front.map((r) => r.c[1]))
  const p: Plan = {
    W,
    H,
    axisX,
    finialTop,
    domeTop,
    domeHalf,
    eaveTop,
    eaveBottom,
    eaveHalf: L * 1.12,
    lanternHalf: L,
    lampY,
    railTop,
    deckTop,
    deckBottom,
    galleryHalf: L * 1.45,
    towerTop,
    towerBottom,
    rockTop,
    b1,
    b0,
    bands: [],
    sag: b1 * 0.14,
    beams: [],
    rocks,
    cut: close,
  }
  p.bands = bandsFor(sk, p)
  p.beams = beamsFor(sk, p, form)
  if (form === 1) p.sea = { top: seaTop, bottom: H / 2, left: -W / 2, right: W / 2 }
  return p
}

/** The tower's half-width at height y (it tapers straight from the rocks to the gallery). */
function halfAt(p: Plan, y: number): number {
  const t = (y - p.towerTop) / Math.max(1e-6, p.towerBottom - p.towerTop)
  return p.b1 + (p.b0 - p.b1) * t
}

/**
 * Dark bands down the visible tower, alternating with light ones: as many as keep each band
 * several outline widths tall, so a bold style draws two or three broad bands, fine line more.
 */
function bandsFor(sk: Sketch, p: Plan): [number, number][] {
  const ow = sk.style.weights.outline
  const top = p.towerTop
  const bottom = p.rockTop
  const span = bottom - top
  const least = Math.max(ow * 1.8, 3.2)
  const wanted = sk.style.weights.outline >= 2 ? 2 : 3
  // Dark and light alternate, light at the top under the gallery and at the foot round the door.
  if (span < least * 2.6) return []
  let n = wanted
  while (n > 1 && span / (2 * n + 1) < least) n--
  const step = span / (2 * n + 1 + (p.cut ? 0 : 0.6))
  return Array.from({ length: n }, (_, i) => [top + step * (2 * i + 1), top + step * (2 * i + 2)] as [number, number])
}

/** The beams: one each side (or one to the open side), starting clear of the gallery and widening to the frame's edge. */
function beamsFor(sk: Sketch, p: Plan, form: number): Plan['beams'] {
  const ow = sk.style.weights.outline
  const clear = ow + 1.0
  const near = p.galleryHalf + clear
  const sides = form === 1 ? [1] : [-1, 1]
  const L = p.lanternHalf
  return sides.map((side) => {
    const far = side > 0 ? p.W / 2 - p.axisX : p.W / 2 + p.axisX
    // The narrow end holds paper inside its outline: a small bold beam would otherwise go solid.
    const half0 = Math.max(L * 0.42, (ow + 1.0) / 2)
    const half1 = Math.max(L * (form === 2 ? 1.05 : form === 1 ? 1.0 : 0.85), half0 * 1.6)
    return { side, near, far, half0, half1 }
  })
}

/**
 * The boulders the tower stands on, in drawing order (back ones first). Where two outlines cross
 * at a shallow angle the paper between them thins out over a long stretch; each boulder is set
 * against the one it leans on so that their outlines cross at right angles (centres the root of
 * the sum of the squared radii apart), which keeps every wedge of paper short.
 */
function boulders(sk: Sketch, axisX: number, b0: number, form: number, W: number, ground: number, floor: number): Boulder[] {
  const ow = sk.style.weights.outline
  // Laid out as circles for R = 1, centred on the tower, then drawn as lying ovals round the same
  // centres, scaled to fit the frame.
  const sizes = { left: 0.85, right: 1, endLeft: 0.6, endRight: 0.62, backLeft: 0.78, backRight: 0.72 }
  const lift = (r: number) => (form === 1 ? 0.5 * r : 0.95 * r)
  const apart = (r1: number, r2: number, dy: number) => Math.sqrt(Math.max(0, r1 * r1 + r2 * r2 - dy * dy))
  const left: Pt = [-apart(sizes.left, sizes.right, lift(sizes.right) - lift(sizes.left)) / 2, -lift(sizes.left)]
  const right: Pt = [-left[0], -lift(sizes.right)]
  const beside = (c: Pt, r: number, rr: number, side: number): Pt => [c[0] + side * apart(r, rr, lift(rr) - lift(r)), -lift(rr)]
  const over = (c: Pt, r: number, rr: number, angle: number): Pt => {
    const d = Math.sqrt(r * r + rr * rr)
    return [c[0] + Math.cos(angle) * d * 0.8, c[1] - Math.sin(angle) * d * 0.8]
  }
  const unit: [Pt, number, boolean][] = [
    [over(left, sizes.left, sizes.backLeft, Math.PI * 0.75), sizes.backLeft, true],
    [over(right, sizes.right, sizes.backRight, Math.PI * 0.25), sizes.backRight, true],
    [beside(left, sizes.left, sizes.endLeft, -1), sizes.endLeft, false],
    [beside(right, sizes.right, sizes.endRight, 1), sizes.endRight, false],
    [left, sizes.left, false],
    [right, sizes.right, false],
  ]
  const wide = 1.25
  const flat = 0.72
  const reachLeft = Math.max(...unit.map(([c, r]) => -(c[0] - r * wide)))
  const reachRight = Math.max(...unit.map(([c, r]) => c[0] + r * wide))
  const R = Math.min(b0 * (form === 1 ? 1.0 : 0.85), (W / 2 + axisX - ow) / reachLeft, (W / 2 - axisX - ow) / reachRight)
  return unit.map(([c, r, behind]) => ({
    c: [axisX + c[0] * R, ground + c[1] * R] as Pt,
    rx: r * R * wide,
    ry: r * R * flat,
    floor,
    behind,
  }))
}

/** A boulder's outline: a slightly lumpy oval, flattened where it sits on a floor (under the sea); `grow` widens it all round. */
function boulderRing(rng: Random, b: Boulder, grow = 0): Pt[] {
  const n = 8
  const turn = rng.range(0, Math.PI / n)
  return Array.from({ length: n }, (_, i) => {
    const a = turn + (i / n) * Math.PI * 2
    const k = 1 + rng.range(-0.05, 0.04)
    // Plain ovals: squared-off sides would run alongside their neighbours' and pinch the paper.
    const x = b.c[0] + Math.cos(a) * (b.rx * k + grow)
    const y = b.c[1] + Math.sin(a) * (b.ry * k + grow)
    return [x, Math.min(y, b.floor + grow)] as Pt
  })
}

/** The boulders; `waterline` is where the sea in front of them starts, if any. */
function rocks(sk: Sketch, rng: Random, list: Boulder[], waterline = Infinity): Pt[][] {
  return list.map((b, i) => {
    const r = rng.fork(i)
    const ring = boulderRing(r.fork('shape'), b)
    // Only the two big front boulders carry a ridge: on a back one it would end in a sliver against
    // the stones in front, on the small ones it would crowd the outline.
    const main = !b.behind && i >= list.length - 2
    const facet = main && roomFor(sk, Math.min(b.rx, b.ry) * 1.2, 1, 1.1) ? facetLine(b, ring) : null
    if (massive(sk)) {
      blackStone(sk, r, b, facet, main)
      return ring
    }
    // Without colour, hatching under the stone's shoulder tells it from a puff of cloud; it takes
    // the place of a stippled shadow. Hatching styles shade it their own way already.
    const plain = sk.style.shading === 'stipple' || sk.style.shading === 'none' || sk.style.shading === 'hatch'
    const hatch = !sk.inColour && !b.behind && plain ? hatchStone(sk, b, facet, waterline, list.slice(i + 1)) : []
    piece(sk, r, ring, STONE, {
      widthMm: Math.min(b.rx, b.ry) * 2,
      ...(hatch.length === 0 && { shadow: { towards: [0.55, 0.85] as Pt, depth: b.ry * 0.5 } }),
      avoid: facet ? [facet] : [],
    })
    if (facet) sk.curve(facet, 'inner', { taper: 0.5 })
    for (const line of hatch) sk.curve(line, 'detail', { taper: 0.3 })
    return ring
  })
}

/**
 * Short strokes at 45° across the stone's shadowed lower right, each kept a print gap inside the
 * outline (its wobble included) and clear of the ridge.
 */
function hatchStone(sk: Sketch, b: Boulder, facet: Pt[] | null, waterline: number, infront: Boulder[]): Pt[][] {
  const w = sk.style.weights
  const margin = w.outline / 2 + w.detail / 2 + 0.8 + Math.max(b.rx, b.ry) * 0.06
  const step = w.detail + 0.8
  const ridge = facet ? facet.map((q) => q[0]) : []
  const clearOfRidge = w.inner / 2 + w.detail / 2 + 0.8
  const inside = ([x, y]: Pt) => {
    const u = (x - b.c[0]) / Math.max(0.1, b.rx - margin)
    const v = (y - b.c[1]) / Math.max(0.1, b.ry - margin)
    const shadow = 0.75 * u + 0.66 * v > 0.05
    const off = ridge.length === 0 || x > Math.max(...ridge) + clearOfRidge
    // Strokes stop short of the sea's crests and of the stones in front too, which would cut them
    // off in a stub.
    const hidden = infront.some((o) => ((x - o.c[0]) / (o.rx + margin)) ** 2 + ((y - o.c[1]) / (o.ry + margin)) ** 2 <= 1)
    return u * u + v * v <= 1 && y <= Math.min(b.floor, waterline) - margin && shadow && off && !hidden
  }
  const lines: Pt[][] = []
  for (let x = b.c[0] - b.rx - b.ry; x <= b.c[0] + b.rx; x += step * Math.SQRT2) {
    const run: Pt[] = []
    for (let t = 0; t <= 2 * b.ry; t += 0.2) {
      const pt: Pt = [x + t, b.c[1] - b.ry + t]
      if (inside(pt)) run.push(pt)
    }
    if (run.length * 0.2 * Math.SQRT2 >= 1.2) lines.push([run[0]!, run.at(-1)!])
  }
  return lines
}

/**
 * Blackwork's boulders are solid black, each set off from those behind it by a ring of paper
 * round it (its region reaches past its outline, hiding their ink there) and its ridge cut in as
 * a line of paper.
 */
function blackStone(sk: Sketch, rng: Random, b: Boulder, facet: Pt[] | null, overTower: boolean): void {
  const w = sk.style.weights
  // Inked as one filled shape, no outline: fills are cut exactly at the region's edge. Lines are
  // cut where their middle enters it, so in front of the tower's outline the ring of paper is
  // wider by that line's half-width, which still pokes into it.
  const paper = 0.8 + (overTower ? w.outline / 2 : 0)
  sk.element(boulderRing(rng.fork('shape'), b, w.outline / 2 + paper), { smooth: true })
  const body = smoothThrough(boulderRing(rng.fork('shape'), b, w.outline / 2), { closed: true, step: 0.5 })
  sk.fill(facet ? subtract([body], [band(facet.slice(0, 2), () => 0.45)]) : [body], 'shade', INK)
}

/**
 * A ridge down the boulder's face, the break between its lit and its shadowed side. It starts on
 * the outline's highest point (so no sliver of paper opens between them) and dies out mid-face.
 */
function facetLine(b: Boulder, ring: Pt[]): Pt[] {
  // The outline's point nearest the top, a little right of centre: from there the ridge runs
  // down across the face, never along the outline.
  const aim: Pt = [b.c[0] + b.rx * 0.15, b.c[1] - b.ry]
  const crown = ring.reduce((best, q) =>
    Math.hypot(q[0] - aim[0], q[1] - aim[1]) < Math.hypot(best[0] - aim[0], best[1] - aim[1]) ? q : best,
  )
  return [crown, [b.c[0] + b.rx * 0.2, b.c[1] - b.ry * 0.15], [b.c[0] + b.rx * 0.12, b.c[1] + b.ry * 0.35]]
}

/** The tower's outline from its top left round to its top right, tapering straight. */
function towerRing(p: Plan): Pt[] {
  const x = p.axisX
  return crisp(
    [
      [x - p.b1, p.towerTop],
      [x + p.b1, p.towerTop],
      [x + p.b0, p.towerBottom],
      [x - p.b0, p.towerBottom],
    ],
    true,
    0.25,
    3,
  )
}

/** One band's outline: its top and bottom edges bowed down, running between the tower's sides. */
function bandRing(p: Plan, [y0, y1]: [number, number]): Pt[] {
  const edge = (y: number, reverse: boolean): Pt[] => {
    const half = halfAt(p, y)
    const pts = Array.from({ length: 13 }, (_, i) => {
      const u = -1 + (2 * i) / 12
      return [p.axisX + u * half, y + p.sag * (1 - u * u)] as Pt
    })
    return reverse ? pts.reverse() : pts
  }
  return [...edge(y0, false), ...edge(y1, true)]
}

function tower(sk: Sketch, rng: Random, p: Plan, colour: string): Pt[] {
  const ring = towerRing(p)
  const solid = massive(sk)
  const w = sk.style.weights
  const bold = w.outline >= 2
  const bands = p.bands.map((b) => bandRing(p, b))
  const avoid = p.bands.flatMap(([a, b]) => [bandEdge(p, a), bandEdge(p, b)])
  piece(sk, rng, ring, PALE, { widthMm: p.b1 * 2, avoid })
  // Hatched shading would cross the bands' own hatching: only stipple shades the tower's far side.
  if (sk.style.shading === 'stipple') shadeSide(sk, rng.fork('shadow'), ring, { towards: [1, 0], depth: p.b1 * 0.45, avoid })
  for (const [i, band] of bands.entries()) {
    const smooth = smoothThrough(band, { closed: true, step: 0.5 })
    if (sk.inColour) sk.fill([smooth], 'colour', colour)
    else if (bold || solid) sk.fill([smooth], 'shade', INK)
    else hatchBand(sk, p, p.bands[i]!)
    if (sk.inColour && bold && !solid) {
      // The band's own shadow: a strip of black down its far side, as flash packs a round tower.
      const [y0, y1] = p.bands[i]!
      const inset = Math.max(w.outline * 1.1, halfAt(p, y1) * 0.28)
      const shadowStrip = [
        ...bandEdgeFrom(p, y0, 1 - inset / halfAt(p, y0)),
        ...bandEdgeFrom(p, y1, 1 - inset / halfAt(p, y1)).reverse(),
      ]
      sk.fill([smoothThrough(shadowStrip, { closed: true, step: 0.5 })], 'shade', INK)
    }
    // A band inked solid needs no edges; a coloured or hatched one is bounded by them.
    if (sk.inColour || !(bold || solid)) {
      sk.curve(bandEdge(p, p.bands[i]![0]), 'inner', { taper: 0 })
      sk.curve(bandEdge(p, p.bands[i]![1]), 'inner', { taper: 0 })
    }
  }
  windows(sk, rng.fork('windows'), p)
  // Blackwork's stones are ringed with paper: a black door between them would read as one more stone.
  if (!p.cut && !massive(sk)) door(sk, rng.fork('door'), p)
  return ring
}

/** A band's edge at y across the whole tower. */
function bandEdge(p: Plan, y: number): Pt[] {
  return bandEdgeFrom(p, y, -1)
}

/** A band's edge at y from `from` (−1 = the left side, 1 = the right) to the right side. */
function bandEdgeFrom(p: Plan, y: number, from: number): Pt[] {
  const half = halfAt(p, y)
  return Array.from({ length: 9 }, (_, i) => {
    const u = from + ((1 - from) * i) / 8
    return [p.axisX + u * half, y + p.sag * (1 - u * u)] as Pt
  })
}

/**
 * Fine line hatches its dark bands with slanting strokes, each kept a print gap inside the band's
 * edges and the tower's sides, so the hatching reads as a dark band without closing any paper.
 */
function hatchBand(sk: Sketch, p: Plan, [y0, y1]: [number, number]): void {
  const w = sk.style.weights
  const step = w.detail + 0.75
  const side = w.outline / 2 + w.detail / 2 + 0.75
  const edge = w.inner / 2 + w.detail / 2 + 0.75
  if (y1 - y0 - 2 * edge < 0.8) return
  const inside = (pt: Pt) => {
    const u = (pt[0] - p.axisX) / halfAt(p, pt[1])
    const top = y0 + p.sag * (1 - u * u) + edge
    const bottom = y1 + p.sag * (1 - u * u) - edge
    return Math.abs(pt[0] - p.axisX) <= halfAt(p, pt[1]) - side && pt[1] >= top && pt[1] <= bottom
  }
  const half = halfAt(p, y1)
  const rise = y1 + p.sag - y0
  // Strokes at 45°, stepped across so their spacing along the band is `step` / sin 45°.
  for (let x = -half - rise; x <= half; x += step * Math.SQRT2) {
    const run: Pt[] = []
    for (let t = 0; t <= rise + 1e-6; t += 0.2) {
      const pt: Pt = [p.axisX + x + t, y0 + t]
      if (inside(pt)) run.push(pt)
    }
    if (run.length >= 4) sk.curve([run[0]!, run.at(-1)!], 'detail', { taper: 0 })
  }
}

/** Small arched windows in the light stretches between the bands, alternating sides. */
function windows(sk: Sketch, rng: Random, p: Plan): void {
  const w = sk.style.weights
  const clear = w.outline / 2 + w.inner / 2 + 1.0
  const tops = [p.towerTop, ...p.bands.map((b) => b[1])]
  const bottoms = [...p.bands.map((b) => b[0]), p.rockTop]
  tops.forEach((top, i) => {
    // The lowest light stretch holds the door instead.
    if (!p.cut && i === tops.length - 1) return
    const bottom = bottoms[i]!
    const room = bottom - (top + p.sag) - 2 * clear
    const ww = Math.max(w.outline * 1.1, halfAt(p, top) * 0.28)
    const wh = Math.min(room, ww * 1.9)
    if (wh < ww * 1.2) return
    const side = i % 2 === 0 ? 0.3 : -0.3
    const cx = p.axisX + side * halfAt(p, top)
    const cy = (top + p.sag * 0.9 + bottom) / 2
    piece(sk, rng.fork(i), arch([cx, cy], ww / 2, wh / 2), PALE, { widthMm: ww, solid: true })
  })
}

/** An arched opening (window or door) about its centre. */
function arch(c: Pt, half: number, halfH: number): Pt[] {
  const [x, y] = c
  const shoulder = y - halfH + half
  return [
    ...Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI + (i / 6) * Math.PI
      return [x + Math.cos(a) * half, shoulder + Math.sin(a) * half] as Pt
    }),
    ...crisp(
      [
        [x + half, shoulder],
        [x + half, y + halfH],
        [x - half, y + halfH],
        [x - half, shoulder],
      ],
      false,
      0.2,
      1.5,
    ).slice(1, -1),
  ]
}

/** The door at the tower's foot, its sill under the front rocks. */
function door(sk: Sketch, rng: Random, p: Plan): void {
  const w = sk.style.weights
  const lastBand = p.bands.at(-1)?.[1] ?? p.towerTop
  const top = lastBand + p.sag + w.outline / 2 + w.inner / 2 + 1.0
  const bottom = p.rockTop + (p.towerBottom - p.rockTop) * 0.5
  const half = Math.max(w.outline * 1.2, p.b0 * 0.22)
  // A door wider than a third of the tower's foot would read as a black blot, not a door.
  // Nor does one the rocks nearly bury: its top would peep out over them like a head.
  if (bottom - top < half * 1.6 || half > p.b0 * 0.34 || p.rockTop - top < half * 1.5) return
  piece(sk, rng, arch([p.axisX, (top + bottom) / 2], half, (bottom - top) / 2), INK, { widthMm: half * 2, solid: true })
}

/** The lantern room: glazing between its mullions, the light inside; its foot hides behind the railing. */
function lantern(sk: Sketch, rng: Random, p: Plan): Pt[] {
  const w = sk.style.weights
  const x = p.axisX
  const half = p.lanternHalf
  const ring = crisp(
    [
      [x - half, p.eaveBottom - 0.5],
      [x + half, p.eaveBottom - 0.5],
      // Down to the rail and no further: colour is never cut by what lies in front, and glass
      // below the rail would tint the railing's openings.
      [x + half, p.railTop],
      [x - half, p.railTop],
    ],
    true,
    0.25,
    2,
  )
  const glass = lighten(gold(sk), 0.35)
  piece(sk, rng, ring, glass, { widthMm: half * 2 })
  // Mullions: as many as leave each pane's paper open.
  const pane = (n: number) => (2 * half - w.outline - (n - 1) * w.inner) / n
  let n = sk.style.weights.outline >= 2 ? 3 : 4
  while (n > 1 && pane(n) < 1.6) n--
  for (let i = 1; i < n; i++) {
    const mx = x - half + (2 * half * i) / n
    sk.curve(
      [
        [mx, p.eaveBottom],
        [mx, p.railTop],
      ],
      'inner',
      { taper: 0 },
    )
  }
  if (sk.inColour) gleam(sk, [x - half * 0.45, p.lampY - (p.railTop - p.eaveBottom) * 0.2], Math.min(half * 0.18, 1.6))
  return ring
}

/** The eave over the lantern, the dome on it and the finial: a stem with a ball. */
function cap(sk: Sketch, rng: Random, p: Plan, colour: string): Pt[][] {
  const w = sk.style.weights
  const x = p.axisX
  const solid = massive(sk)
  // Its foot sinks half a millimetre into the eave, which covers it.
  const dome = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + (i / 8) * Math.PI
    return [x + Math.cos(a) * p.domeHalf, p.eaveTop + 0.5 + Math.sin(a) * (p.eaveTop + 0.5 - p.domeTop)] as Pt
  })
  const finial = crisp(
    [
      [x, p.domeTop + 1],
      [x, p.finialTop + w.outline],
    ],
    false,
  )
  sk.element().curve(finial, 'outline', { taper: 0 })
  const ball = finialBall(sk, p.lanternHalf)
  sk.dot([x, p.finialTop + ball / 2 - w.outline / 2], ball)
  piece(sk, rng.fork('dome'), dome, colour, {
    widthMm: p.domeHalf * 1.6,
    // A small bold dome keeps its colour: the style's shadow crescent would black it out.
    ...(linesAcross(sk, p.domeHalf * 2) >= 5 && { shadow: { towards: [0.7, 0.7] as Pt, depth: p.domeHalf * 0.5 } }),
    solid,
  })
  const e = w.outline / 2
  const eave = crisp(
    [
      [x - p.eaveHalf - e, p.eaveTop - e],
      [x + p.eaveHalf + e, p.eaveTop - e],
      [x + p.eaveHalf * 0.92 + e, p.eaveBottom + e],
      [x - p.eaveHalf * 0.92 - e, p.eaveBottom + e],
    ],
    true,
    0.25,
    2,
  )
  slab(sk, eave)
  // The finial's outline for the silhouette: a bird perches on its ball.
  const finialRing: Pt[] = [
    [x - ball / 2, p.finialTop - w.outline / 2],
    [x + ball / 2, p.finialTop - w.outline / 2],
    [x + ball / 2, p.domeTop],
    [x - ball / 2, p.domeTop],
  ]
  return [dome, eave, finialRing]
}

const finialBall = (sk: Sketch, L: number): number => Math.max(sk.style.weights.outline * 1.1, L * 0.42)

/** The gallery: a deck wider than the tower on a corbel, and the railing round it with its posts. */
function gallery(sk: Sketch, p: Plan): Pt[][] {
  const w = sk.style.weights
  const x = p.axisX
  const g = p.galleryHalf
  const rail = crisp(
    [
      [x - g * 0.94, p.railTop],
      [x + g * 0.94, p.railTop],
      [x + g * 0.94, p.deckTop + 1],
      [x - g * 0.94, p.deckTop + 1],
    ],
    true,
    0.25,
    2,
  )
  // The railing hides the lantern's foot: the openings between its posts show paper.
  sk.element(rail)
  sk.curve(
    crisp(
      [
        [x - g * 0.94, p.railTop],
        [x + g * 0.94, p.railTop],
      ],
      false,
    ),
    'outline',
    { taper: 0 },
  )
  const bold = w.outline >= 2
  const posts = postCount(sk, g * 1.88)
  for (let i = 0; i <= posts; i++) {
    const px = x - g * 0.94 + (g * 1.88 * i) / posts
    sk.curve(
      [
        [px, p.railTop],
        [px, p.deckTop + 0.5],
      ],
      // Bold railings take finer posts: at their inner weight the openings fill up with black.
      i === 0 || i === posts ? (bold ? 'inner' : 'outline') : bold ? 'detail' : 'inner',
      { taper: 0 },
    )
  }
  const e = w.outline / 2
  const t = p.deckBottom - p.deckTop
  const deck = crisp(
    [
      [x - g - e, p.deckTop - e],
      [x + g + e, p.deckTop - e],
      [x + g + e, p.deckBottom - t * 0.3 + e],
      [x + p.b1 + e, p.deckBottom + t * 0.35 + e],
      [x - p.b1 - e, p.deckBottom + t * 0.35 + e],
      [x - g - e, p.deckBottom - t * 0.3 + e],
    ],
    true,
    0.25,
    2,
  )
  slab(sk, deck)
  return [rail, deck]
}

/**
 * A slab inked solid (the eave, the deck), its ring already at the ink's edge: thinner than the
 * outline, an outlined ring would fold over itself and leave slivers of paper inside.
 */
function slab(sk: Sketch, ring: Pt[]): void {
  sk.element(ring, { smooth: true })
  sk.fill([smoothThrough(ring, { closed: true, step: 0.4 })], 'shade', INK)
}

/** Posts along the railing: each opening keeps a millimetre of paper at least. */
function postCount(sk: Sketch, span: number): number {
  const w = sk.style.weights
  const opening = Math.max(1.1, span / 9)
  return Math.max(2, Math.min(8, Math.floor((span - w.outline) / (opening + w.inner))))
}

/** Beams of light: cones widening outward from beside the lantern, their far ends rounded; black in blackwork. */
function beams(sk: Sketch, rng: Random, p: Plan): Pt[][] {
  const solid = massive(sk)
  const light = lighten(gold(sk), 0.45)
  return p.beams.map((b, i) => {
    const ring = beamRing(p, b)
    piece(sk, rng.fork(i), ring, light, { widthMm: b.half0 * 2, weight: 'inner', solid })
    if (!solid && !sk.inColour) rays(sk, p, b)
    return ring
  })
}

/** Without colour to fill it, the beam shows its light as rays fanning out inside it, when they keep paper between them. */
function rays(sk: Sketch, p: Plan, b: Plan['beams'][number]): void {
  const w = sk.style.weights
  const len = b.far - b.near
  const from = 0.18
  const n = 2
  const at = (t: number, k: number): Pt => {
    const half = b.half0 + (b.half1 - b.half0) * t
    return [p.axisX + b.side * (b.near + len * t), p.lampY + half * (-1 + (2 * k) / (n + 1))]
  }
  const spacing = ((b.half0 + (b.half1 - b.half0) * from) * 2) / (n + 1)
  if (spacing - w.detail / 2 - w.inner / 2 < 0.9) return
  for (let k = 1; k <= n; k++) sk.curve([at(from, k), at(0.82, k)], 'detail', { taper: 0.35 })
}

/** One beam's outline, drawn for the right side and turned about the tower's axis for the left. */
function beamRing(p: Plan, b: Plan['beams'][number]): Pt[] {
  const len = b.far - b.near
  const bulge = Math.min(b.half1 * 0.35, len * 0.2)
  const end = b.far - bulge
  const edge = (sign: number): Pt[] =>
    crisp(
      [
        [b.near, sign * b.half0],
        [end, sign * b.half1],
      ],
      false,
      0.25,
      3,
    )
  // The far end bows out as a circle's arc through its two corners.
  const arc = Array.from({ length: 7 }, (_, i) => {
    const t = -1 + (2 * (i + 1)) / 8
    return [end + bulge * (1 - t * t), t * b.half1] as Pt
  })
  const right = [...edge(-1), ...arc, ...edge(1).reverse()]
  const ring = right.map(([x, y]) => [p.axisX + b.side * x, p.lampY + y] as Pt)
  return b.side < 0 ? ring.reverse() : ring
}

/** A strip of sea along the foot: pointed crests along its top and a swell line under them. */
function sea(sk: Sketch, rng: Random, p: Plan): Pt[] {
  const s = p.sea!
  const w = sk.style.weights
  const h = s.bottom - s.top
  const amp = h * 0.3
  const crests = Math.max(3, Math.round((s.right - s.left) / Math.max(h * 1.5, w.outline * 5)))
  // Crests are cusps pointing up, troughs round: the stylised sea of flash.
  const wave = (y: number, a: number, from: number, to: number, shift = 0): Pt[] =>
    Array.from({ length: crests * 8 + 1 }, (_, i) => {
      const u = from + ((to - from) * i) / (crests * 8)
      return [s.left + (s.right - s.left) * u, y + a * Math.abs(Math.sin((u * crests + shift) * Math.PI)) ** 0.7] as Pt
    })
  const top = wave(s.top, amp, 0, 1, 0.5)
  // The water's underside swells down from pointed ends: a patch of sea, not a slab.
  const bottomAt = (u: number) => s.top + amp + (s.bottom - s.top - amp) * Math.sin(Math.PI * u) ** 0.35
  const under = Array.from({ length: 25 }, (_, i) => {
    const u = 1 - (i + 1) / 26
    return [s.left + (s.right - s.left) * u, bottomAt(u)] as Pt
  })
  const ring = [...top, ...under]
  const solid = massive(sk)
  const gapMm = w.outline / 2 + w.inner / 2 + 1.0
  const swellY = s.top + amp + gapMm
  // The swell runs only where the belly below leaves paper under it.
  const room = (pt: Pt) => bottomAt((pt[0] - s.left) / (s.right - s.left)) - (swellY + amp * 0.6) >= gapMm
  const swellLine = wave(swellY, amp * 0.6, 0.1, 0.9).filter(room)
  const swell = swellLine.length >= 8 ? swellLine : null
  if (solid) {
    // Blackwork: a black sea with its swell left as a line of paper.
    sk.shape(ring)
    const body = smoothThrough(ring, { closed: true, step: 0.5 })
    const cut = swell ? [band(swell, () => 0.6)] : []
    sk.fill(cut.length > 0 ? subtract([body], cut) : [body], 'shade', INK)
    return ring
  }
  piece(sk, rng, ring, blue(sk), { widthMm: h - amp, avoid: swell ? [swell] : [] })
  if (swell) sk.curve(swell, 'inner', { taper: 0.2 })
  return ring
}
