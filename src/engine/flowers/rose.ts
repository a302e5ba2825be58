import { insideRing, smoothThrough } from '../geometry/curves.ts'
import { compose, distanceToLine, polar, rotation, translation, type Pt } from '../geometry/vec.ts'
import { INK, type Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf, LEAF_GREEN } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel, type Sprig } from './model.ts'
import { stemLength } from './sprig-kit.ts'
import { lighten } from '../colour.ts'
import { arc, leanOf, overlay, part, roomy } from './outline-kit.ts'
import { clearance, clearOfParts, endShortOf, PAPER_MM } from './print-room.ts'

const RED = '#c8102e'
const SEPAL_GREEN = '#2f6b33'

/**
 * The tattoo rose, seen from the front and a little above: broad outer petals with rolled-back
 * lips, a cup holding a spiral of nested petal edges, a front petal whose curled lip is the cup's rim.
 * Closed blooms become a tall bud in its sepals.
 */
export const ROSE: FlowerModel = {
  id: 'rose',
  habit: 'head',
  weight: 1.3,
  colour: RED,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    drawStem(sk, sprig.path, sprig.headMm * 0.06)
    if (sprig.leaves) {
      const groups = rng.int(1, 2)
      const first = rng.chance(0.5) ? 1 : -1
      const stalks: number[] = []
      for (let i = 0; i < groups; i++) {
        const side = i % 2 === 0 ? first : -first
        // Lower down the stem when the planned place would crowd the bloom.
        let t = 0.2 + i * 0.2 + rng.range(0, 0.06)
        while (t > 0.1 && !roseLeaf(sk, rng.fork(`leaf${i}`), sprig, t, side, R, false)) t -= 0.05
        if (t <= 0.1) roseLeaf(sk, rng.fork(`leaf${i}`), sprig, Math.max(t, 0.08), side, R, true)
        stalks.push(t)
      }
      thorns(sk, rng.fork('thorns'), sprig, R, stalks)
    }
    const { at, dir } = along(sprig.path, 1)
    const lean = leanOf(dir) * 0.45
    sk.within(compose(translation(at[0], at[1]), rotation(lean)), () => {
      if (sprig.openness < 0.35) bud(sk, rng.fork('bud'), R, sprig.openness)
      else bloom(sk, rng.fork('bloom'), R, sprig.openness)
    })
  },
}

interface FanPetal {
  outline: Pt[]
  edge: Pt[]
  lip: Pt[] | null
  length: number
}

/**
 * A broad petal fanning out from near the centre towards `a`, flattened by `tilt`; its outer
 * edge rolls back, which shows as a band (the lip) just inside the edge.
 */
function fanPetal(
  _sk: Sketch,
  rng: Random,
  centre: Pt,
  a: number,
  span: number,
  reach: number,
  tilt: number,
  lipDepth: number,
): FanPetal {
  const put = ([x, y]: Pt): Pt => [centre[0] + x, centre[1] + y * tilt]
  const edgeR = (u: number) => reach * (0.84 + 0.16 * Math.sqrt(Math.max(0, 1 - u * u)))
  const wobble = Array.from({ length: 7 }, () => 1 + rng.around(0, 0.035))
  const edge: Pt[] = []
  for (let i = 0; i <= 6; i++) {
    const u = -1 + i / 3
    edge.push(put(polar(a + u * span * 0.96, edgeR(u) * wobble[i]!)))
  }
  const outline: Pt[] = [
    put(polar(a, reach * 0.14)),
    put(polar(a + span * 0.62, reach * 0.5)),
    ...edge.slice().reverse(),
    put(polar(a - span * 0.62, reach * 0.5)),
  ]
  let lip: Pt[] | null = null
  if (lipDepth > 0) {
    // The rolled edge covers most of the rim and starts or ends a little inside one corner. It
    // keeps its full depth right to where it turns steeply into the edge: a lip that thinned out
    // towards the edge would leave a sliver of paper too narrow to print.
    // Its ends stay off the petal's corners, where the side comes in to meet the rim.
    const from = rng.range(-0.78, -0.55)
    const to = rng.range(0.55, 0.78)
    const turnIn = Math.min(0.25, (lipDepth * 0.5) / (reach * span * 0.96))
    const r = (u: number) => {
      const x = Math.min(6, Math.max(0, (u + 1) * 3))
      const i = Math.min(5, Math.floor(x))
      return edgeR(u) * (wobble[i]! + (wobble[i + 1]! - wobble[i]!) * (x - i))
    }
    lip = [put(polar(a + from * span * 0.96, r(from)))]
    for (let i = 0; i <= 4; i++) {
      const u = from + turnIn + ((to - from - 2 * turnIn) * i) / 4
      lip.push(put(polar(a + u * span * 0.96, r(u) - lipDepth)))
    }
    lip.push(put(polar(a + to * span * 0.96, r(to))))
  }
  return { outline, edge, lip, length: reach }
}

/**
 * Inks a petal with its rolled lip, its shadow where it tucks under the next ring, and colour.
 * The lip line is drawn only along `runs`, the stretches that keep clear of the parts in front.
 */
function inkFan(sk: Sketch, rng: Random, p: FanPetal, towards: Pt, colour: string, runs: readonly Pt[][]): void {
  part(sk, rng, p.outline, colour, { shadow: { towards, depth: p.length * 0.22 }, widthMm: p.length * 0.8 })
  if (!p.lip) return
  overlay(sk, [[...p.edge.slice(1, -1), ...p.lip.slice().reverse()]], lighten(colour, 0.32))
  for (const run of runs) sk.curve(run, 'inner', { taper: 0.35 })
}

function bloom(sk: Sketch, rng: Random, R: number, openness: number): void {
  const w = sk.style.weights
  const open = Math.min(1, (openness - 0.35) / 0.5)
  const tilt = rng.range(0.84, 0.94)
  // A lip is a second line just inside the petal's edge: it needs the print rule's paper from the
  // edge even where the tilt squashes the petal, and is left out where the petal cannot hold it.
  const lipNeed = clearance(sk, 'outline', 'inner') / tilt + 0.1
  const lipDepth = (reach: number) => {
    const d = Math.max(reach * 0.13, lipNeed)
    return roomy(sk, reach * 0.55, 5) && d <= reach * 0.22 ? d : 0
  }

  // Outer ring: five broad petals opened out, the far ones first.
  const outerReach = R * (0.78 + 0.22 * open)
  const outerCount = open > 0.4 ? 5 : 3
  const start = -Math.PI / 2 + rng.around(0, 0.25) + (outerCount === 3 ? Math.PI / 3 : 0)
  const outer = Array.from({ length: outerCount }, (_, i) => start + (i * 2 * Math.PI) / outerCount + rng.around(0, 0.1))
  outer.sort((p, q) => Math.sin(p) - Math.sin(q))
  const span = (Math.PI / outerCount) * (outerCount === 5 ? 1.18 : 0.8)
  const fans = outer.map((a, i) => {
    const r = rng.fork(`outer${i}`)
    const reach = outerReach * r.range(0.92, 1.04)
    return { r, a, p: fanPetal(sk, r, [0, R * 0.06], a, span, reach, tilt, lipDepth(reach)) }
  })

  // The cup: its back wall and the spiral of inner petal edges seen through its opening.
  const rx = R * (0.42 - 0.06 * (1 - open)) * rng.range(0.94, 1.04)
  // Fine lines can show the heart's nested petals, so the cup is seen more from above and opens wider.
  const ry = rx * tilt * (roomy(sk, rx, 6) ? 0.72 : 0.55)
  // The outer ring's lowest rim across the top (where two petals overlap, less their wobble): the
  // cup's back wall, and the middle petals when they fit, keep the print rule's paper below it.
  const between = clearance(sk, 'outline', 'outline')
  const outerTop = R * 0.06 - 0.79 * outerReach * tilt
  const cupY = Math.max(-R * (0.14 + 0.1 * (1 - open)), outerTop + between + ry)
  const cupOutline: Pt[] = [
    ...arc([0, cupY], rx, ry, Math.PI, 2 * Math.PI, 8),
    [rx * 0.98, cupY + R * 0.25],
    [0, cupY + R * 0.45],
    [-rx * 0.98, cupY + R * 0.25],
  ]

  // The middle ring behind the cup: cupped petals whose tops show between the outer ring and the
  // cup, their rims midway between the two; left out when that band cannot hold them.
  const band = cupY - ry - outerTop
  const midTop = (cupY - ry + outerTop) / 2
  // A middle petal's rim rises highest a little off its own middle, at 0.95 of its reach (+ wobble).
  const midReach = (-R * 0.02 - midTop) / (0.98 * tilt * 0.95)
  const midAngles = [-Math.PI / 2 - 0.75 + rng.around(0, 0.12), -Math.PI / 2 + 0.75 + rng.around(0, 0.12)]
  // Each middle petal's rim ends above the cup with paper to spare, so its sides drop steeply
  // behind the cup instead of closing on the cup's wall in a sliver: the widest span that does.
  const cupEdge = smoothThrough(cupOutline, { closed: true, step: 0.6 })
  const clearOfCup = (p: Pt) => !insideRing(p, cupEdge) && distanceToLine(p, cupEdge) >= between + 0.1
  const mids =
    band >= 2 * between + w.outline
      ? midAngles.flatMap((a, i) => {
          for (const midSpan of [0.95, 0.8, 0.65, 0.5]) {
            const r = rng.fork(`mid${i}`)
            const p = fanPetal(sk, r, [0, -R * 0.02], a, midSpan, midReach, tilt * 0.95, lipDepth(midReach * 0.8))
            if (clearOfCup(p.edge[0]!) && clearOfCup(p.edge[6]!)) return [{ r, a, p }]
          }
          return []
        })
      : []

  const lipY = cupY + ry * rng.range(1.0, 1.3)
  const lift = [rng.range(0, 0.6), rng.range(0, 0.6)] as const
  // The front petal sits inside the outer ring's rim with the print rule's paper to spare: on a
  // small rose in bold lines it narrows rather than crowding the ring.
  const side = Math.min(R * 0.74, 0.79 * outerReach - between)
  const sx = side / (R * 0.74)
  const foot = Math.min(R * 0.64, R * 0.06 + 0.79 * outerReach * tilt - between)
  // Too small for its lines to hold the front petal inside the ring with paper between: the rose
  // is drawn as small flash roses are, a scalloped head round a swirl.
  // Fine lines reach that point later, but under a dozen line widths across, the middle petals and
  // the cup's opening are slivers between lines: the swirl reads better there too.
  const slivers = w.outline < 1.5 && linesAcross(sk, R * 2) < 12
  if (side < rx * 1.05 || foot - lipY < R * 0.3 || slivers) {
    swirlRose(sk, rng.fork('swirl'), R, tilt)
    return
  }
  const bowl: Pt[] = [
    [rng.around(0, R * 0.05) * sx, foot],
    [-R * 0.52 * sx, foot - R * 0.14],
    [-side, Math.min(R * 0.14, foot - R * 0.3)],
    [-R * 0.72 * sx, cupY + ry * lift[0]],
    [-R * 0.4 * sx, lipY - R * 0.03],
    [0, lipY + R * 0.02],
    [R * 0.4 * sx, lipY - R * 0.03],
    [R * 0.72 * sx, cupY + ry * lift[1]],
    [side, Math.min(R * 0.14, foot - R * 0.3)],
    [R * 0.52 * sx, foot - R * 0.14],
  ]

  // Every lip keeps the print rule's paper from the edges of the parts laid over it.
  const ahead = [...fans, ...mids].map((f) => f.p.outline)
  ahead.push(cupOutline, bowl)
  const lipClear = clearance(sk, 'outline', 'inner') + 0.1
  ;[...fans, ...mids].forEach((f, i) => {
    const runs = f.p.lip ? clearOfParts(f.p.lip, ahead.slice(i + 1), lipClear, w.inner * 4) : []
    inkFan(sk, f.r, f.p, polar(f.a + Math.PI, 1), RED, runs)
  })

  const cupShadow = ry * 0.7
  // Dots or hatching in the heart would crowd the spiral's turns: there only a solid or washed
  // shadow lines the back wall.
  const marks = sk.style.shading === 'stipple' || sk.style.shading === 'whip' || sk.style.shading === 'hatch'
  part(sk, rng, cupOutline, lighten(RED, 0.08), marks ? {} : { shadow: { towards: [0, -1], depth: cupShadow }, widthMm: ry * 2 })
  // A solid shadow lines the back wall; the spiral keeps its paper from that too.
  const shadowed = linesAcross(sk, ry * 2) > 4.5 && sk.style.shading === 'solid' ? Math.min(cupShadow, w.outline * 1.2) : 0
  spiral(sk, rng.fork('spiral'), [0, cupY], rx, ry, lipY - R * 0.06, shadowed)

  // The front petal cups the heart; its rolled lip makes the cup's front rim.
  // A solid shadow along the foot leaves a band of paper under the rim that pinches out towards
  // the corners; where that band would be thin the whole front petal is inked solid, a black mass
  // with the cup's opening as the negative space.
  const solidShadow = Math.min(R * 0.24, w.outline * 1.2)
  const paperBand = foot - (lipY + R * 0.02) - w.outline - solidShadow
  const massed = sk.style.shading === 'solid' && !sk.inColour && paperBand < 3 * between
  part(sk, rng, bowl, RED, massed ? {} : { shadow: { towards: [0, 1], depth: R * 0.24 }, widthMm: R * 0.9 })
  if (massed) sk.fill([smoothThrough(bowl, { closed: true, step: 0.5 })], 'shade', INK)
  const d = Math.max(R * 0.11, clearance(sk, 'outline', 'inner') + 0.2)
  if (!massed && roomy(sk, R * 0.5, 5) && d <= R * 0.2) {
    // The lip follows the rim's own curve at depth `d` along its normal, across the middle of the
    // rim and short of the corners, where the petal's side closes in; its ends are free.
    const edge = smoothThrough(bowl, { closed: true, step: 0.6 })
    // The outline runs round from the foot, so its stretch along the rim runs left to right.
    const rim = edge.filter(([x, y]) => Math.abs(x) <= R * 0.55 * sx && y < (lipY + foot) / 2)
    const lip: Pt[] = []
    for (let i = 1; i < rim.length - 1; i++) {
      const [x, y] = rim[i]!
      if (Math.abs(x) > R * 0.5 * sx) continue
      const dx = rim[i + 1]![0] - rim[i - 1]![0]
      const dy = rim[i + 1]![1] - rim[i - 1]![1]
      const l = Math.hypot(dx, dy) || 1
      lip.push([x - (dy / l) * d, y + (dx / l) * d])
    }
    overlay(sk, [[...bowl.slice(3, 8), ...lip.slice().reverse()]], lighten(RED, 0.32))
    const kept = lip.length >= 2 ? endShortOf(lip, edge, d - 0.15, R * 0.4, true) : null
    if (kept) sk.curve(kept, 'inner', { taper: 0 })
  }
}

/**
 * The rose too small for its petals: a scalloped head, coloured and shaded, round one or two
 * turns of the heart's swirl, each with the print rule's paper from the head and from each other.
 */
function swirlRose(sk: Sketch, rng: Random, R: number, tilt: number): void {
  const w = sk.style.weights
  const bumps = 5
  const turn0 = rng.range(0, Math.PI * 2)
  // Each petal's rim bulges between two shoulders; the dips between petals are the scallops.
  const step = (Math.PI * 2) / bumps
  const head: Pt[] = Array.from({ length: bumps }, (_, i) => {
    const a = turn0 + i * step
    const k = 1 + rng.around(0, 0.03)
    return [
      [a - step * 0.3, R * 0.97 * k],
      [a, R * k],
      [a + step * 0.3, R * 0.97 * k],
      [a + step * 0.5, R * 0.88],
    ] as const
  }).flatMap((ps) => ps.map(([a, r]) => [Math.cos(a) * r, Math.sin(a) * r * tilt] as Pt))
  part(sk, rng, head, RED, { shadow: { towards: [0, 1], depth: R * 0.3 }, widthMm: R * 2 })
  const wall = clearance(sk, 'outline', 'inner') + 0.1
  const gap = clearance(sk, 'inner', 'inner') + 0.1
  // A solid shadow fills the foot of the head: the swirl rises above it by half its depth.
  const shadow = sk.style.shading === 'solid' && linesAcross(sk, R * 2) > 4.5 ? Math.min(R * 0.3, w.outline * 1.2) : 0
  // Inside the scallops' dips (0.88 of the radius), not just the bulges, and clear of the shadow.
  let r = Math.min(R * 0.84 - wall, (R * 0.84 * tilt - shadow / 2 - wall) / (tilt * 0.85))
  let turn = rng.range(0, Math.PI * 2)
  let centre: Pt = [0, -R * 0.04 - shadow / 2]
  for (let k = 0; k < 3 && r * tilt >= gap * 0.6 && r >= w.inner; k++) {
    sk.curve(arc(centre, r, r * tilt * 0.85, turn, turn + Math.PI * 1.35, 14), 'inner', { taper: 0.3 })
    turn += Math.PI * rng.range(0.75, 1)
    r -= gap * 1.2
    centre = [centre[0], centre[1] + gap * 0.1]
  }
}

/**
 * Nested C-shaped petal edges filling the cup, as a tattoo rose's heart is drawn: each smaller,
 * rounder and turned against the last, down to a tight curl. Every turn keeps the print rule's
 * paper from the last, from the cup's wall (and its solid shadow, `shadowed` mm deep) and from the
 * front petal's rim at `floor`; turns that do not fit are left out.
 */
function spiral(sk: Sketch, rng: Random, c: Pt, rx: number, ry: number, floor: number, shadowed: number): void {
  const w = sk.style.weights
  const wall = clearance(sk, 'outline', 'inner') + 0.1
  const gap = clearance(sk, 'inner', 'inner') + 0.1
  // A little more than the wall's clearance at the top and sides: the turn is rounder than the cup,
  // so between the two the curves come a little closer than at either.
  const top = c[1] - ry + Math.max(wall * 1.2, shadowed + w.inner / 2 + 0.65)
  const bottom = Math.min(c[1] + ry, floor) - wall
  let ky = (bottom - top) / 2
  let centre: Pt = [c[0], (top + bottom) / 2]
  // The cup narrows away from its middle: the widest turn that keeps clear of its wall there.
  const off = Math.min(0.95, Math.abs(centre[1] - c[1]) / ry)
  // Between the top and the side the shadow's band still has most of its depth: the sides keep
  // clear of it as the top does.
  let kx = Math.min(rx * 0.92, rx * Math.sqrt(1 - off * off) - Math.max(wall * 1.3, shadowed + w.inner / 2 + 0.65))
  let turn = rng.range(0, Math.PI * 2)
  let k = 0
  while (ky >= gap * 0.6 && kx >= gap * 0.9 && k < 9) {
    const sweep = Math.PI * rng.range(1.2, 1.5)
    sk.curve(arc(centre, kx, ky, turn, turn + sweep, 16), 'inner', { taper: 0.3 })
    // The next petal sits inside this one, nudged towards where this one's ends leave it open;
    // it shrinks by the nudge as well as the gap, so the side it is nudged towards stays clear.
    const open = turn + sweep + (Math.PI * 2 - sweep) / 2
    const nudge = gap * 0.2
    centre = [centre[0] + Math.cos(open) * nudge, centre[1] + Math.sin(open) * nudge * 0.6]
    const shrink = gap + nudge
    const nextY = ky - shrink
    // Inner petals stand more upright, so their edges grow rounder towards the heart.
    kx = Math.max(nextY, kx - Math.max(shrink, shrink * (kx / Math.max(ky, 1e-6)) * 0.75))
    ky = Math.min(nextY, kx * 0.9)
    turn += Math.PI * rng.range(0.75, 1.0)
    k++
  }
  // The tight curl at the very heart, when the paper it curls round is wide enough to print.
  const r0 = Math.min(kx, ky / 0.9)
  if (k >= 2 && 1.8 * r0 - w.inner >= PAPER_MM + 0.2)
    sk.curve(arc(centre, r0, r0 * 0.9, turn, turn + Math.PI * 1.3, 8), 'inner', { taper: 0.3 })
}

/** A closed rose: a tall cup in two wrapping petals, its sepals reaching up round it. */
function bud(sk: Sketch, rng: Random, R: number, openness: number): void {
  const h = R * (1.45 + openness)
  const wd = R * (0.42 + openness * 0.5)
  const base: Pt = [0, R * 0.55]
  // Sepals behind: two thin points spreading out and down.
  for (const s of [-1, 1]) {
    const r = rng.fork(`backsepal${s}`)
    const tip: Pt = [s * wd * r.range(1.5, 1.9), base[1] + h * r.range(-0.05, 0.12)]
    sepal(sk, r, [base[0] + s * wd * 0.2, base[1] - R * 0.08], tip, wd * 0.3)
  }
  const top: Pt = [rng.around(0, wd * 0.1), base[1] - h]
  const cup: Pt[] = [
    base,
    [wd * 0.95, base[1] - h * 0.25],
    [wd * 0.62, base[1] - h * 0.72],
    [top[0] + wd * 0.14, top[1] + h * 0.05],
    top,
    [top[0] - wd * 0.14, top[1] + h * 0.06],
    [-wd * 0.62, base[1] - h * 0.7],
    [-wd * 0.95, base[1] - h * 0.25],
  ]
  part(sk, rng, cup, RED, { shadow: { towards: [0.7, 0.7], depth: wd * 0.4 }, widthMm: wd * 1.6 })
  // The edge of the inner petal curling round the tip.
  if (roomy(sk, wd, 5))
    sk.curve(
      [
        [top[0] - wd * 0.18, top[1] + h * 0.12],
        [top[0] + wd * 0.1, top[1] + h * 0.2],
        [top[0] + wd * 0.42, top[1] + h * 0.18],
      ],
      'inner',
      { taper: 0.4 },
    )
  // The wrapping outer petal, from one side across the front.
  const s = rng.chance(0.5) ? 1 : -1
  const wrap: Pt[] = [
    [base[0], base[1] + R * 0.02],
    [-s * wd * 1.0, base[1] - h * 0.22],
    [-s * wd * 0.85, base[1] - h * 0.62],
    [-s * wd * 0.55, base[1] - h * 0.7],
    [s * wd * 0.05, base[1] - h * 0.45],
    [s * wd * 0.55, base[1] - h * 0.35],
    [s * wd * 0.85, base[1] - h * 0.18],
  ]
  part(sk, rng, wrap, RED, { shadow: { towards: [s * 0.6, 0.8], depth: wd * 0.35 }, widthMm: wd * 1.2 })
  // Front sepals hug the bud, tips free.
  for (const k of [-1, 1]) {
    const r = rng.fork(`sepal${k}`)
    const tip: Pt = [k * wd * r.range(0.35, 0.65), base[1] - h * r.range(0.55, 0.75)]
    sepal(sk, r, [base[0] + k * wd * 0.15, base[1] + R * 0.02], tip, wd * 0.32)
  }
  // The hip the petals sit in.
  const hip: Pt[] = [
    [-wd * 0.32, base[1] - R * 0.03],
    [wd * 0.32, base[1] - R * 0.03],
    [wd * 0.16, base[1] + R * 0.2],
    [0, base[1] + R * 0.25],
    [-wd * 0.16, base[1] + R * 0.2],
  ]
  part(sk, rng, hip, SEPAL_GREEN)
}

/** A long thin sepal from its base to a fine point, slightly curved. */
function sepal(sk: Sketch, rng: Random, from: Pt, tip: Pt, width: number): void {
  const dx = tip[0] - from[0]
  const dy = tip[1] - from[1]
  const len = Math.hypot(dx, dy)
  const nx = -dy / len
  const ny = dx / len
  const w = Math.max(width, sk.style.weights.outline * 2.2)
  const bend = rng.around(0, 0.12) * len
  const at = (t: number, side: number, half: number): Pt => [
    from[0] + dx * t + nx * (side * half + bend * Math.sin(Math.PI * t)),
    from[1] + dy * t + ny * (side * half + bend * Math.sin(Math.PI * t)),
  ]
  const outline: Pt[] = [
    at(0, 1, w * 0.5),
    at(0.35, 1, w * 0.5),
    at(0.75, 1, w * 0.22),
    tip,
    at(0.75, -1, w * 0.22),
    at(0.35, -1, w * 0.5),
    at(0, -1, w * 0.5),
  ]
  part(sk, rng, outline, SEPAL_GREEN)
}

/**
 * A rose leaf: three or five serrated leaflets on a stalk, the odd one at its end, each on its own
 * short stalk so that its rounded base keeps paper from the main one. Leaflets too small to hold
 * paper inside their outline give way to one larger leaf.
 */
function roseLeaf(sk: Sketch, rng: Random, sprig: Sprig, t: number, side: number, R: number, force: boolean): boolean {
  const w = sk.style.weights
  const { at, dir } = along(sprig.path, t)
  const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.95, 1.2)
  // The smallest leaflet whose outline still leaves paper inside it, wider than the print rule.
  const least = (2 * w.outline + 1.2) / 0.56
  const single = R * rng.range(0.5, 0.58) < least
  const leaflet = single ? R * rng.range(0.8, 0.9) : R * rng.range(0.5, 0.58)
  const five = !single && roomy(sk, leaflet * 0.55, 5) && rng.chance(0.6)
  const petiolule = clearance(sk, 'outline', 'inner') * 1.3
  const stalk = single
    ? (clearance(sk, 'outline', 'outline') + leaflet * 0.3) / Math.sin(0.95)
    : leaflet * (five ? 2.1 : 1.5) + petiolule
  const curl = side * rng.range(0.04, 0.12)
  // The stalk bends a little as it carries the leaflets.
  const bendAt = (s: number): Pt => {
    const p = polar(angle, stalk * s, at)
    const n = polar(angle + Math.PI / 2, curl * stalk * Math.sin(Math.PI * s) * 1.5)
    return [p[0] + n[0], p[1] + n[1]]
  }
  // A leaf reaching up under the bloom would crowd its lowest petals: the caller moves it down.
  const bloom = along(sprig.path, 1).at
  const reach = R + leaflet * 0.5 + clearance(sk, 'outline', 'outline')
  if (!force && [bendAt(0.5), bendAt(1)].some((p) => Math.hypot(p[0] - bloom[0], p[1] - bloom[1]) < reach)) return false
  sk.element().curve([at, bendAt(0.5), bendAt(1)], 'inner', { taper: 0 })
  const shape = (len: number, c: number) => ({
    length: len,
    width: len * 0.56,
    widest: 0.42,
    base: 'round' as const,
    edge: 'serrated' as const,
    curl: c,
  })
  const pairs = single ? [] : five ? [0.3, 0.68] : [0.5]
  pairs.forEach((s, i) => {
    for (const k of [-1, 1]) {
      const r = rng.fork(`pair${i}${k}`)
      const from = bendAt(s)
      // Turned from the stalk where it leaves it (the stalk bends), wide enough that the leaflet's
      // side does not run back along the stalk.
      const ahead = bendAt(s + 0.05)
      const turn = Math.atan2(ahead[1] - from[1], ahead[0] - from[0]) + k * r.range(1.15, 1.35)
      const base = polar(turn, petiolule, from)
      sk.element().curve([from, base], 'inner', { taper: 0 })
      drawLeaf(sk, r, base, turn, shape(leaflet * (0.8 + 0.1 * i), -k * 0.08), LEAF_GREEN)
    }
  })
  drawLeaf(sk, rng.fork('end'), bendAt(0.98), angle + rng.around(0, 0.1), shape(leaflet, curl), LEAF_GREEN)
  return true
}

/** A few hooked thorns along the stem, pointing back towards the cut end: solid ink, sharp tips. */
function thorns(sk: Sketch, rng: Random, sprig: Sprig, R: number, stalks: readonly number[]): void {
  const w = sk.style.weights
  const count = rng.int(2, 4)
  const stemHalf = Math.max(sprig.headMm * 0.03, w.outline / 2)
  const len = Math.min(R * 0.2, Math.max(R * 0.13, w.outline * 1.2))
  const stem = stemLength(sprig.path)
  // A thorn beside a leaf's stalk would pinch the paper between them: it keeps clear of the stalks.
  const room = (len + clearance(sk, 'outline', 'inner')) / Math.max(stem, 1e-6)
  for (let i = 0; i < count; i++) {
    const t = 0.15 + (0.45 * (i + rng.range(0.1, 0.9))) / count
    if (stalks.some((s) => Math.abs(s - t) < room)) continue
    const { at, dir } = along(sprig.path, t)
    const s = i % 2 === 0 ? 1 : -1
    const n: Pt = [-dir[1] * s, dir[0] * s]
    // In the stem's own frame: x along the stem towards the bloom, y out from its side.
    const local = (x: number, y: number): Pt => [at[0] + dir[0] * x + n[0] * y, at[1] + dir[1] * x + n[1] * y]
    // The hook's underside is a straight run back to the stem: a concave one, as small as a bold
    // line, makes the smooth outline loop on itself and leaves specks of paper inside the thorn.
    const outline: Pt[] = [
      local(len * 0.5, stemHalf * 0.2),
      local(len * 0.05, stemHalf + len * 0.35),
      local(-len * 0.45, stemHalf + len * 0.95),
      local(-len * 0.3, stemHalf * 0.2),
    ]
    sk.shape(outline, 'detail', { taper: 0 })
    sk.fill([smoothThrough(outline, { closed: true, step: 0.3 })], 'shade', '#111111')
  }
}
