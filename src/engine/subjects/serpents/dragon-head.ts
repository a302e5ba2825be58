import { smoothThrough } from '../../geometry/curves.ts'
import { rotate, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { filled, frame } from '../../flowers/sprig-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { shade } from '../../ink/shade.ts'
import { pointedPart, taperRing } from './dragon-parts.ts'
import { BONE } from './snake-head.ts'

const MOUTH_RED = '#8e0f22'
const EYE_YELLOW = '#f2a900'

export interface DragonLook {
  colour: string
  belly: string
  mane: string
}

/** A tapering part as a centre line and widths, root first. */
interface Lock {
  centre: Pt[]
  widths: number[]
}

interface HeadGeometry {
  u: number
  skull: Pt[]
  jaw: Pt[]
  mouth: Pt[]
  hinge: Pt
  teeth: Lock[]
  horns: Lock[]
  brows: Lock[]
  mane: Lock[]
  whiskers: Pt[][]
  eye: Pt
}

/** How far the head's back reaches behind the neck's end, as a share of the neck's width. */
export const DRAGON_HEAD_BACK = 0.4

/**
 * An Eastern dragon's head in profile: a long snout with an upturned nose, jaws flung open on
 * fangs, antler horns swept back, a flaming mane, whiskers curling from the nose. `u` is the
 * neck's width at the head; pointing right, crown up, the origin where the neck meets it.
 */
function geometry(sk: Sketch, u: number, gape: number, j: number): HeadGeometry {
  const hinge: Pt = [0.8 * u, 0.02 * u]
  const p = (x: number, y: number): Pt => [x * u, y * u]
  // The snout lifts a little as the jaw drops: the whole face snarls.
  const lift = (pts: Pt[]) =>
    pts.map((q) => rotate(q, -gape * 0.18 * Math.max(0, Math.min(1, (q[0] - hinge[0]) / (0.6 * u))), hinge))
  const skull = lift([
    p(-0.4, -0.5),
    p(-0.2, -0.9),
    p(0.35, -1.1),
    p(0.85, -1.08 + j),
    p(1.2, -0.9),
    p(1.55, -0.78),
    p(1.95, -0.8),
    p(2.2, -1.0),
    p(2.5, -1.02),
    p(2.7, -0.8),
    p(2.62, -0.54),
    p(2.74, -0.32),
    p(2.5, -0.18),
    p(1.9, -0.1),
    p(1.3, -0.06),
    hinge,
    p(0.4, 0.5),
    p(-0.4, 0.62),
    p(-0.44, 0),
  ])
  const jaw = [
    p(0.5, 0.1),
    p(0.5, 0.52),
    p(1.2, 0.62),
    p(1.8, 0.58),
    p(2.3, 0.56),
    p(2.48, 0.3),
    p(2.42, 0.08),
    p(1.8, 0.02),
    hinge,
  ].map((q) => rotate(q, gape, hinge))
  const upperLip = skull.slice(11, 15).reverse()
  const lowerLip = [jaw[7]!, jaw[6]!]
  const mouth = [[hinge[0] - 0.1 * u, hinge[1]] as Pt, ...upperLip, ...lowerLip.reverse()]
  const wt = sk.style.weights
  const teeth: Lock[] = []
  // Fangs at the front of each jaw, then smaller teeth between them where they hold paper.
  const tooth = (a: Pt, b: Pt, t: number, len: number, base: number, down: 1 | -1): Lock => {
    const root: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
    const dir = Math.atan2(b[1] - a[1], b[0] - a[0])
    const tip = rotate([0, len * down], dir)
    return {
      centre: [
        [root[0] - tip[0] * 0.25, root[1] - tip[1] * 0.25],
        [root[0] + tip[0] * 0.5 - Math.cos(dir) * len * 0.1, root[1] + tip[1] * 0.5],
        [root[0] + tip[0] - Math.cos(dir) * len * 0.25, root[1] + tip[1]],
      ],
      widths: [base, base * 0.75, 0],
    }
  }
  const fang = 0.2 * u
  if (fang * 2 - wt.inner - 1.4 > 0 && linesAcross(sk, fang) > 2 && gape > 0.2) {
    teeth.push(tooth(skull[13]!, skull[12]!, 0.6, 0.46 * u, fang, 1))
    teeth.push(tooth(jaw[7]!, jaw[6]!, 0.6, 0.34 * u, fang * 0.9, -1))
    const small = 0.13 * u
    const room = linesAcross(sk, small) > 3 && small - wt.inner - 1.2 > 0
    if (room) {
      const count = Math.min(4, Math.floor((0.9 * u) / (small + wt.inner + 0.8)))
      for (let i = 0; i < count; i++) {
        teeth.push(tooth(skull[14]!, skull[13]!, 0.15 + (0.7 * i) / Math.max(1, count), 0.2 * u, small, 1))
        teeth.push(tooth(jaw[8]!, jaw[7]!, 0.45 + (0.45 * i) / Math.max(1, count), 0.17 * u, small, -1))
      }
    }
  }
  const horns: Lock[] = [
    {
      centre: [p(0.85, -0.95), p(0.6, -1.4), p(0.1, -1.68), p(-0.4, -1.72), p(-0.72, -2.0)],
      widths: [0.3 * u, 0.24 * u, 0.18 * u, 0.12 * u, 0],
    },
    {
      centre: [p(0.5, -1.0), p(0.2, -1.42), p(-0.35, -1.58), p(-0.8, -1.52), p(-1.15, -1.78)],
      widths: [0.38 * u, 0.3 * u, 0.22 * u, 0.14 * u, 0],
    },
    // A tine off the near horn, antler-like.
    {
      centre: [p(-0.2, -1.5), p(-0.25, -1.8), p(-0.1, -2.02)],
      widths: [0.2 * u, 0.14 * u, 0],
    },
  ]
  // A flaming brow swept back over the eye, and a frill off the cheek: the face's fierceness.
  const brows: Lock[] = [
    {
      centre: [p(1.3, -0.84), p(0.92, -1.0), p(0.45, -1.14), p(0.0, -1.34)],
      widths: [0.26 * u, 0.3 * u, 0.18 * u, 0],
    },
    {
      centre: [p(0.85, -0.2), p(0.35, -0.3), p(-0.15, -0.2), p(-0.55, 0.05)],
      widths: [0.22 * u, 0.3 * u, 0.18 * u, 0],
    },
  ]
  // The mane streams back from behind the cheek in flame-like locks, each curling at its tip.
  const locks = linesAcross(sk, u) > 12 ? 4 : 3
  // Bold outlines take broader locks, so colour still shows between their lines.
  const bold = wt.outline >= 1.5 ? 1.35 : 1
  const mane: Lock[] = []
  for (let i = 0; i < locks; i++) {
    const t = i / (locks - 1)
    // Each lock waves back and flicks up at its tip like a flame; the lower ones droop along the neck.
    const r = p(0.2 - 0.1 * t, -0.75 + 1.2 * t)
    const at = (x: number, y: number): Pt => [r[0] + x * u, r[1] + y * u]
    // Fanned out: locks lying along each other would pinch slivers of paper between their edges.
    const droop = -0.4 + 0.42 * t
    mane.push({
      centre: [
        r,
        at(-0.5, -0.15 + droop * 0.4),
        at(-0.95, 0.05 + droop * 0.9),
        at(-1.32, -0.02 + droop * 1.25),
        at(-1.45, -0.32 + droop * 1.4),
      ],
      widths: [0.5, 0.42, 0.3, 0.16, 0].map((k) => k * u * bold),
    })
  }
  const nose = skull[9]!
  const whiskers: Pt[][] = [
    [
      [nose[0] - 0.05 * u, nose[1] + 0.1 * u],
      [nose[0] + 0.45 * u, nose[1] - 0.1 * u],
      [nose[0] + 0.75 * u, nose[1] + 0.25 * u],
      [nose[0] + 0.6 * u, nose[1] + 0.7 * u],
      [nose[0] + 0.8 * u, nose[1] + 1.15 * u],
      [nose[0] + 1.15 * u, nose[1] + 1.3 * u],
    ],
  ]
  const eye: Pt = [1.0 * u, -0.98 * u]
  return {
    u,
    skull,
    jaw,
    mouth,
    hinge,
    teeth,
    horns,
    brows,
    mane,
    whiskers,
    eye: [eye[0] + 0.1 * u, eye[1] + 0.42 * u],
  }
}

function place(at: Pt, angle: number): (pts: readonly Pt[]) => Pt[] {
  const flip = Math.cos(angle) < 0 ? -1 : 1
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return (pts) => pts.map(([x, y]) => [at[0] + x * c - y * flip * s, at[1] + x * s + y * flip * c] as Pt)
}

/** The head's outline and the rings of everything it reaches (horns, mane, whiskers doubled back), in the sketch's coordinates. */
export function dragonHeadReach(
  sk: Sketch,
  at: Pt,
  angle: number,
  u: number,
  gape: number,
): { outline: Pt[]; rings: Pt[][]; reach: Pt[] } {
  const g = geometry(sk, u, gape, 0)
  const put = place(at, angle)
  const rings = [
    g.skull,
    g.jaw,
    ...[...g.horns, ...g.mane].map((l) => taperRing(l.centre, l.widths)),
    ...g.whiskers.map((w) => [...w, ...w.slice(1, -1).reverse()]),
  ].map(put)
  return { outline: put(g.skull), rings, reach: rings.flat() }
}

/**
 * Draws the head; `at` is where the neck meets it, `angle` the way it points (its crown stays up).
 * `phase` 'mane' draws only the mane, to go behind the neck (a lock crossing the neck's edges
 * pinches paper against them); 'head' then draws the rest.
 */
export function dragonHead(
  sk: Sketch,
  rng: Random,
  at: Pt,
  angle: number,
  u: number,
  gape: number,
  look: DragonLook,
  phase: 'mane' | 'head' | 'all' = 'all',
): { outline: Pt[]; rings: Pt[][]; reach: Pt[] } {
  const flip = Math.cos(angle) < 0 ? -1 : 1
  const g = geometry(sk, u, gape, rng.around(0, 0.03))
  sk.within(frame(at, angle, 1, flip), () => inkHead(sk, rng, g, look, phase))
  return dragonHeadReach(sk, at, angle, u, gape)
}

function inkHead(sk: Sketch, rng: Random, g: HeadGeometry, look: DragonLook, phase: 'mane' | 'head' | 'all'): void {
  const { u } = g
  const wt = sk.style.weights
  // Bold black-and-grey inks the mane and horns solid: narrow parts in heavy lines keep only
  // slivers of paper, and a black mane round a pale face is the blackwork look anyway.
  // So is a small head's, in every style: its locks and horns would be all outline.
  const solid = (!sk.inColour && wt.outline >= 1.5) || linesAcross(sk, u) < 10
  const part = (l: Lock, colour: string) => {
    const ring = pointedPart(sk, l.centre, l.widths, colour)
    // Filled along the smooth line the outline follows, as the region that hides what is behind.
    if (solid) sk.fill([smoothThrough(ring, { closed: true, step: 0.5 })], 'shade', INK)
    return ring
  }
  // Solid, the top lock would run alongside the horn with a hairline of paper between them.
  if (phase !== 'head') for (const lock of solid ? g.mane.slice(1, -1) : g.mane) part(lock, look.mane)
  if (phase === 'mane') return
  // A solid pair of horns leaves a sliver of paper where they cross: then only the near one shows.
  for (const horn of solid ? [g.horns[1]!] : linesAcross(sk, u) > 11 ? g.horns : g.horns.slice(0, 2)) {
    part(horn, BONE)
    // Ridges across the horn where it is wide enough to hold them.
    if (!solid && linesAcross(sk, horn.widths[0]!) > 3.2) ridges(sk, horn)
  }
  sk.element(g.mouth, { smooth: true })
  if (sk.inColour) {
    sk.fill([g.mouth], 'colour', MOUTH_RED)
    // The throat is dark: the lips close in on each other there, too narrow for paper.
    const upper = g.skull[11]!
    const lower = g.jaw[7]!
    const k = 0.45
    sk.fill(
      [
        [
          [g.hinge[0] - 0.1 * u, g.hinge[1]],
          [g.hinge[0] + (upper[0] - g.hinge[0]) * k, g.hinge[1] + (upper[1] - g.hinge[1]) * k],
          [g.hinge[0] + (lower[0] - g.hinge[0]) * k, g.hinge[1] + (lower[1] - g.hinge[1]) * k],
        ],
      ],
      'shade',
      INK,
    )
  } else sk.fill([g.mouth], 'shade', INK)
  // Teeth are bone in colour and bare paper on a black mouth, without outlines: lines round
  // such small points would close up their paper. Their tips stay blunt enough to hold.
  for (const t of g.teeth) {
    const ring = taperRing(t.centre, t.widths, wt.detail + 0.5)
    sk.element(ring, { smooth: true })
    if (sk.inColour) sk.fill([ring], 'colour', BONE)
  }
  filled(sk, g.jaw, look.colour)
  if (!sk.inColour && wt.outline >= 1.5) sk.fill([g.jaw], 'shade', INK)
  filled(sk, g.skull, look.colour)
  if (linesAcross(sk, u) > 4.5 && sk.style.shading !== 'stipple')
    shade(sk, rng, g.skull, { towards: [0, 1], depth: u * 0.22, colour: look.colour })
  eye(sk, g)
  // The nostril: a dot on the nose's bulb.
  const nose = g.skull[9]!
  sk.dot([nose[0] - 0.2 * u, nose[1] + 0.02 * u], Math.max(wt.detail * 1.3, u * 0.1))
  // Brow and cheek flames only where the head holds them: small, their points crowd the eye.
  if (linesAcross(sk, u) > 11) for (const b of g.brows) part(b, look.mane)
  for (const w of g.whiskers) {
    sk.element()
    sk.curve(w, 'inner', { taper: 0.9 })
  }
}

function ridges(sk: Sketch, horn: Lock): void {
  const c = horn.centre
  for (let i = 1; i < c.length - 2; i++) {
    const a = c[i]!
    const b = c[i + 1]!
    const d = Math.atan2(b[1] - a[1], b[0] - a[0])
    const h = horn.widths[i]! / 2 - sk.style.weights.outline / 2 - 0.7
    if (h < 0.4) continue
    const n: Pt = [-Math.sin(d) * h, Math.cos(d) * h]
    sk.curve(
      [
        [a[0] + n[0], a[1] + n[1]],
        [a[0] - n[0], a[1] - n[1]],
      ],
      'detail',
      { taper: 0 },
    )
  }
}

/** An almond eye under a heavy brow; a solid dot when the head is too small for one. */
function eye(sk: Sketch, g: HeadGeometry): void {
  const wt = sk.style.weights
  const c = g.eye
  const r = 0.19 * g.u
  if (linesAcross(sk, r * 2) < 2.8) {
    sk.dot(c, Math.max(r * 1.2, wt.outline))
    return
  }
  const ring: Pt[] = [
    [c[0] - r * 1.3, c[1] + r * 0.1],
    [c[0] - r * 0.3, c[1] - r * 0.75],
    [c[0] + r * 0.9, c[1] - r * 0.55],
    [c[0] + r * 1.25, c[1] - r * 0.05],
    [c[0] + r * 0.3, c[1] + r * 0.6],
    [c[0] - r * 0.6, c[1] + r * 0.5],
  ]
  sk.shape(ring, 'inner')
  if (sk.inColour) sk.fill([ring], 'colour', EYE_YELLOW)
  // The pupil keeps paper from the lids all round.
  const d = Math.min(r * 0.9, 2 * (0.5 * r - wt.inner / 2 - 0.6))
  if (d >= wt.detail) sk.dot([c[0] + r * 0.1, c[1]], d)
}
