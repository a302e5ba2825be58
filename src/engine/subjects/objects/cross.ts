import { subtract } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { normalize, sub, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { linesAcross } from '../../flowers/model.ts'
import { anchorsOf, blue, crisp, gold, massive, oval, piece, shadeSide, stage } from './kit.ts'
import { gleam, highlight } from './shine.ts'

/** Bevelled Latin cross, flared ornate cross with a jewel, cross hung from a rosary. */
const ASPECTS = [0.64, 0.72, 0.6] as const

/**
 * The cross: a Latin cross whose arms are bevelled into facets (the far facets in shadow), an
 * ornate cross with flared, ball-tipped arms round a jewel, and a plain cross hung from a loop of
 * rosary beads. Exactly mirrored about the upright.
 */
export const CROSS: SubjectModel = {
  id: 'cross',
  shape: 'upright',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const colour = frame.colour ?? gold(sk)
    let local: Omit<SubjectAnchors, 'box'>
    sk.within(st.m, () => {
      if (form === 2) local = rosary(sk, rng, st.w, st.h, colour)
      else if (form === 1) local = flared(sk, rng, st.w, st.h, colour)
      else local = bevelled(sk, rng, st.w, st.h, [0, 0], colour)
    })
    return anchorsOf(st, local!)
  },
}

/** The corners of a Latin cross's outline, clockwise from the top left, inset by `k`. */
function latin(W: number, H: number, c: Pt, u: number, barY: number, k = 0): Pt[] {
  const [x, y] = c
  const a = u / 2 - k
  const top = y - H / 2 + k
  const bottom = y + H / 2 - k
  const side = W / 2 - k
  const b0 = y + barY - u / 2 + k
  const b1 = y + barY + u / 2 - k
  return [
    [x - a, top],
    [x + a, top],
    [x + a, b0],
    [x + side, b0],
    [x + side, b1],
    [x + a, b1],
    [x + a, bottom],
    [x - a, bottom],
    [x - a, b1],
    [x - side, b1],
    [x - side, b0],
    [x - a, b0],
  ]
}

/** A Latin cross `W` × `H` about `c`, its faces bevelled when its arms are wide enough to hold the facets. */
function bevelled(sk: Sketch, rng: Random, W: number, H: number, c: Pt, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  // A facet keeps paper between the outline and the bevel's inner line; the face between them too.
  const b = Math.max(0.035 * H, 0.9 + (w.outline + w.inner) / 2)
  const u = Math.min(W * 0.34, Math.max(0.15 * H, 2 * b + w.inner + 1.6))
  const barY = -H * 0.2
  const outer = latin(W, H, c, u, barY)
  const ring = crisp(outer, true, 0.25, 3)
  const solid = massive(sk)
  if (solid && u - 2 * b - 1.2 >= 1) {
    // Blackwork: a solid cross with its bevel's inner edge cut in as a line of paper.
    sk.shape(ring)
    const at = (k: number) => smoothThrough(crisp(latin(W, H, c, u, barY, k), true, 0.2, 3), { closed: true, step: 0.4 })
    sk.fill([...subtract([smoothThrough(ring, { closed: true, step: 0.4 })], [at(b - 0.6)]), at(b + 0.6)], 'shade', INK)
  } else piece(sk, rng, ring, colour, { widthMm: u, solid })
  // Bevels want room: a bold cross shows them only when its arms hold seven outline widths.
  if (!solid && linesAcross(sk, u) >= 7 && u - 2 * b >= w.inner + 1.2) {
    const inner = latin(W, H, c, u, barY, b)
    // The facets facing right and down lie in shadow.
    outer.forEach((p, i) => {
      const q = outer[(i + 1) % outer.length]!
      const edge = sub(q, p)
      const normal = normalize([edge[1], -edge[0]])
      if (normal[0] < 0.5 && normal[1] < 0.5) return
      const facet = [p, q, inner[(i + 1) % inner.length]!, inner[i]!]
      if (sk.style.shading === 'solid')
        sk.fill([smoothThrough(crisp(facet, true, 0.2, 1.5), { closed: true, step: 0.4 })], 'shade', INK)
      else shadeSide(sk, rng.fork(i), crisp(facet, true, 0.2, 1.5), { towards: normal, depth: b * 1.5, colour })
    })
    sk.curve(crisp(inner, true, 0.2, 3), 'inner', { closed: true })
    outer.forEach((p, i) => sk.curve([p, inner[i]!], 'inner', { taper: 0 }))
    // Where a mitre line meets a corner at 45°, the paper in the two narrow wedges beside it is
    // inked, as a tattooer packs a corner: left open it would close up under half a millimetre.
    // Paper in a 45° wedge is 0.83 × its depth less the two half lines: inked to where it reaches 0.55 mm.
    const reach = (0.55 + 1.08 * ((w.outline + w.inner) / 2)) / 0.83 / 0.92 + 0.1
    const wedges: Pt[][] = []
    const corners = (poly: Pt[], other: Pt[]) =>
      poly.forEach((e, i) => {
        const toward = normalize(sub(other[i]!, e))
        for (const n of [poly[(i + 1) % poly.length]!, poly[(i + poly.length - 1) % poly.length]!]) {
          const along = normalize(sub(n, e))
          if (along[0] * toward[0] + along[1] * toward[1] < 0.6) continue
          wedges.push([
            e,
            [e[0] + along[0] * reach, e[1] + along[1] * reach],
            [e[0] + toward[0] * reach, e[1] + toward[1] * reach],
          ])
        }
      })
    corners(outer, inner)
    corners(inner, outer)
    sk.fill(wedges, 'shade', INK)
  } else if (!solid) {
    shadeSide(sk, rng, ring, { towards: normalize([1, 1]), depth: u * 0.35, colour })
    highlight(sk, [
      [c[0] - u * 0.18, c[1] - H / 2 + u * 0.4],
      [c[0] - u * 0.18, c[1] + barY - u * 0.7],
    ])
  }
  const [x, y] = c
  return {
    silhouette: [ring],
    axis: [
      [x, y + H / 2],
      [x, y - H / 2],
    ],
    girth: u / 2,
    perch: [x, y - H / 2],
    spots: [
      [x - u / 2, y + barY + u / 2],
      [x + u / 2, y + barY + u / 2],
      [x - W / 2, y + barY],
      [x + W / 2, y + barY],
      [x, y + H / 2],
    ],
    focus: [x, y + barY],
  }
}

/** An ornate cross: arms flaring from a narrow waist to broad ends, each tipped with a ball, round a jewel. */
function flared(sk: Sketch, rng: Random, W: number, H: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  const ballR = Math.max(0.045 * H, (w.outline + 1.2) / 2)
  const waist = Math.max(0.065 * H, (w.outline + 1.4) / 2)
  const flare = Math.max(0.13 * H, waist * 1.8)
  const cy = -H * 0.16
  const topY = -H / 2 + ballR * 1.6
  const bottomY = H / 2 - ballR * 1.6
  const sideX = W / 2 - ballR * 1.6
  // One arm from the crossing to its end along +x, then turned to each direction.
  const arm = (len: number, end: number): Pt[] => [
    [waist * 0.9, -waist],
    [len * 0.55, -waist * 1.05],
    [len * 0.85, -end * 0.7],
    [len, -end],
    [len + end * 0.22, 0],
    [len, end],
    [len * 0.85, end * 0.7],
    [len * 0.55, waist * 1.05],
    [waist * 0.9, waist],
  ]
  const turn = (pts: Pt[], dir: Pt): Pt[] => pts.map(([x, y]) => [dir[0] * x - dir[1] * y, cy + dir[1] * x + dir[0] * y] as Pt)
  const outline: Pt[] = [
    ...turn(arm(cy - topY, flare * 0.85), [0, -1]),
    ...turn(arm(sideX, flare * 0.85), [1, 0]),
    ...turn(arm(bottomY - cy, flare), [0, 1]),
    ...turn(arm(sideX, flare * 0.85), [-1, 0]),
  ]
  const solid = massive(sk)
  const balls: [Pt, number][] = [
    [[0, topY - ballR * 0.6], ballR],
    [[sideX + ballR * 0.6, cy], ballR],
    [[0, bottomY + ballR * 0.6], ballR],
    [[-sideX - ballR * 0.6, cy], ballR],
  ]
  const rings: Pt[][] = []
  piece(sk, rng.fork('cross'), outline, colour, {
    widthMm: waist * 2,
    shadow: { towards: normalize([1, 1]), depth: waist * 0.8 },
    solid,
  })
  rings.push(outline)
  for (const [i, [c, r]] of balls.entries()) {
    const ball = oval(c, r, r, 14)
    piece(sk, rng.fork(`ball${i}`), ball, colour, {
      widthMm: r * 2,
      shadow: { towards: normalize([1, 1]), depth: r * 0.6 },
      solid,
    })
    gleam(sk, [c[0] - r * 0.35, c[1] - r * 0.35], r * 0.28)
    rings.push(ball)
  }
  // The jewel at the crossing, set in a round mount.
  const mount = Math.max(waist * 1.5, w.outline * 1.6)
  const mountRing = oval([0, cy], mount, mount, 18)
  piece(sk, rng.fork('mount'), mountRing, colour, { widthMm: mount * 2, solid })
  const jr = mount - w.outline / 2 - w.inner / 2 - 1.0
  if (jr >= w.inner + 0.7 && !solid) {
    piece(sk, rng.fork('jewel'), oval([0, cy], jr, jr, 14), blue(sk), { widthMm: jr * 2, weight: 'inner' })
    gleam(sk, [-jr * 0.3, cy - jr * 0.3], jr * 0.3)
  }
  return {
    silhouette: rings,
    axis: [
      [0, H / 2],
      [0, -H / 2],
    ],
    girth: waist,
    perch: [0, -H / 2],
    spots: [
      [-waist * 1.4, cy + waist * 1.4],
      [waist * 1.4, cy + waist * 1.4],
      [-W / 2, cy],
      [W / 2, cy],
      [0, H / 2],
    ],
    focus: [0, cy],
  }
}

/** A plain cross hanging from a loop of rosary beads. */
function rosary(sk: Sketch, rng: Random, W: number, H: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  // Beads a little apart, each big enough to read as a bead rather than a dot.
  const beadR = Math.max(0.022 * H, w.outline * 0.9)
  const gap = w.outline + 0.8
  const crossH = H * 0.5
  const crossW = crossH * 0.64
  const crossC: Pt = [0, H / 2 - crossH / 2]
  const loopRx = W / 2 - beadR - w.outline / 2
  const loopTop = -H / 2 + beadR + w.outline / 2
  const loopBottom = crossC[1] - crossH / 2 - 0.1 * H
  const loopRy = (loopBottom - loopTop) / 2
  const loopC: Pt = [0, loopTop + loopRy]
  // Beads round the loop, evenly spaced by arc length, leaving the bottom open for the drop.
  const path = smoothThrough(oval(loopC, loopRx, loopRy, 24, Math.PI / 2), { closed: true, step: 0.3 })
  const lengths = [0]
  for (let i = 1; i < path.length; i++)
    lengths.push(lengths[i - 1]! + Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]))
  const total = lengths.at(-1)!
  const step = beadR * 2 + gap
  const count = Math.floor(total / step)
  const beads: Pt[] = []
  for (let k = 1; k < count; k++) {
    const s = (k / count) * total
    const i = lengths.findIndex((l) => l >= s)
    beads.push(path[Math.max(0, i)]!)
  }
  const drop: Pt[] = []
  const dropTop = loopC[1] + loopRy
  // The first bead of the drop keeps paper between it and the loop's cord above.
  const first = dropTop + beadR + w.outline / 2 + w.detail / 2 + 0.8
  for (let y = first; y < crossC[1] - crossH / 2 - beadR * 0.4; y += step) drop.push([0, y])
  const rings: Pt[][] = []
  const solid = massive(sk)
  // The cord behind the beads, so they read as strung.
  sk.element().curve(path, 'detail', { closed: true })
  sk.curve(
    [
      [0, dropTop],
      [0, crossC[1] - crossH / 2 + 1],
    ],
    'detail',
    { taper: 0 },
  )
  for (const [i, c] of [...beads, ...drop].entries()) {
    const bead = oval(c, beadR, beadR, 12)
    piece(sk, rng.fork(`bead${i}`), bead, colour, {
      widthMm: beadR * 2,
      shadow: { towards: normalize([1, 1]), depth: beadR * 0.6 },
      solid,
    })
    gleam(sk, [c[0] - beadR * 0.35, c[1] - beadR * 0.35], beadR * 0.3)
    rings.push(bead)
  }
  const cross = bevelled(sk, rng.fork('cross'), crossW, crossH, crossC, colour)
  return {
    ...cross,
    silhouette: [...rings, ...cross.silhouette],
    perch: [0, -H / 2],
  }
}
