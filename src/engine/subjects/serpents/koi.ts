import { channels } from '../../colour.ts'
import { intersect } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { boxOf, compose, normalize, sub, translation, type Pt } from '../../geometry/vec.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { normalsOf, spineThrough } from './body.ts'
import { fitFrame, placeAnchors } from './fit.ts'
import { BONE } from './snake-head.ts'

const KOI_RED = '#e2452b'

/** A koi seen from above, planned in local mm: its spine from the snout to the tail's root. */
interface Fish {
  spine: Pt[]
  normals: Pt[]
  /** Full width at each spine sample. */
  widths: number[]
  /** The widest the body gets, mm. */
  W: number
}

/** The body's width along its length, `s` from the snout (0) to the tail's root (1): a rounded head, a stout middle. */
function fishWidth(s: number): number {
  if (s < 0.14) return 0.82 * Math.sqrt(s / 0.14)
  if (s < 0.38) return 0.82 + 0.18 * Math.sin(((s - 0.14) / 0.24) * (Math.PI / 2))
  return 1 - 0.7 * ((s - 0.38) / 0.62) ** 1.3
}

function fishAlong(controls: Pt[], W: number): Fish {
  const spine = spineThrough(controls)
  const n = spine.length - 1
  return { spine, normals: normalsOf(spine), widths: spine.map((_, i) => W * fishWidth(i / n)), W }
}

/** A point `across` mm from the spine at share `s` of the body (positive = the spine's left hand). */
function on(f: Fish, s: number, across: number): Pt {
  const n = f.spine.length - 1
  const i = Math.min(n, Math.max(0, Math.round(s * n)))
  return [f.spine[i]![0] + f.normals[i]![0] * across, f.spine[i]![1] + f.normals[i]![1] * across]
}

function bodyOutline(f: Fish): Pt[] {
  const n = f.spine.length - 1
  const side = (k: number) => f.spine.slice(1).map((_, j) => on(f, (j + 1) / n, (f.widths[j + 1]! / 2) * k))
  // The snout is one point: two sides meeting at zero width would double it.
  return [f.spine[0]!, ...side(1), ...side(-1).reverse()]
}

/** The tail: two flowing lobes off the tail's root with a notch between, swaying to one side. */
function tailFin(f: Fish, sway: number): { ring: Pt[]; rays: [Pt, Pt][] } {
  const end = f.spine.at(-1)!
  const d = normalize(sub(end, f.spine.at(-4)!))
  const nn: Pt = [-d[1], d[0]]
  const L = f.W * 1.7
  // Narrower than the tail's root, so the fin's edges come out from under the body's end squarely.
  const root = (f.widths.at(-1)! / 2) * 0.6
  const at = (a: number, c: number): Pt => {
    // Flowing: the further back, the more it sways.
    const c2 = c + sway * L * a * a
    return [end[0] - d[0] * L * 0.05 + d[0] * a * L + nn[0] * c2, end[1] - d[1] * L * 0.05 + d[1] * a * L + nn[1] * c2]
  }
  const ring: Pt[] = [
    at(0, root),
    at(0.35, 0.3 * L),
    at(0.78, 0.5 * L),
    at(1.0, 0.5 * L),
    at(0.92, 0.3 * L),
    at(0.62, 0.06 * L),
    at(0.9, -0.24 * L),
    at(0.98, -0.46 * L),
    at(0.78, -0.48 * L),
    at(0.35, -0.28 * L),
    at(0, -root),
  ]
  // Rays fan from the root towards each lobe's edge, stopping short of it, kept apart by paper.
  const edge: [number, number][] = [
    [0.86, 0.44],
    [0.78, 0.22],
    [0.76, -0.2],
    [0.86, -0.4],
  ]
  const rays = edge.map(([a, c]) => [at(0.3, c * 0.32 * L), at(a * 0.8, c * 0.78 * L)] as [Pt, Pt])
  return { ring, rays }
}

/** A fan-shaped fin at share `s` of the body on side `k`, swept back; its rays run from the root. */
function sideFin(f: Fish, s: number, k: 1 | -1, len: number): { ring: Pt[]; rays: [Pt, Pt][] } {
  const n = f.spine.length - 1
  const i = Math.round(s * n)
  const half = f.widths[i]! / 2
  const c = on(f, s, half * 0.6 * k)
  const back = normalize(sub(f.spine[Math.min(n, i + 3)]!, f.spine[Math.max(0, i - 3)]!))
  const out: Pt = [f.normals[i]![0] * k, f.normals[i]![1] * k]
  const dir = (t: number): Pt => normalize([back[0] * (1 - t) + out[0] * t, back[1] * (1 - t) + out[1] * t])
  const tipAt = (t: number, r: number): Pt => [c[0] + dir(t)[0] * len * r, c[1] + dir(t)[1] * len * r]
  // The fin leaves the body nearly square to its edge: a slanting meeting pinches paper.
  const ring: Pt[] = [
    on(f, s - 0.02, half * 0.3 * k),
    tipAt(1.0, 0.62),
    tipAt(0.8, 0.98),
    tipAt(0.55, 1.05),
    tipAt(0.3, 0.85),
    tipAt(0.22, 0.5),
    on(f, s + 0.04, half * 0.3 * k),
  ]
  const rays = [0.85, 0.6, 0.38].map((t) => [tipAt(t, 0.58), tipAt(t, 0.74)] as [Pt, Pt])
  return { ring, rays }
}

interface Plan {
  fish: Fish
  sway: number
}

function plan(form: number, H: number): Plan {
  const u = (x: number, y: number): Pt => [x * H, y * H]
  if (form === 0) {
    // Swimming up in an S: the head at the top, the body bending one way then the other.
    const controls = [u(0.03, -0.47), u(0.07, -0.34), u(0.02, -0.2), u(-0.06, -0.07), u(-0.05, 0.05), u(0.02, 0.14)]
    return { fish: fishAlong(controls, H * 0.17), sway: -0.35 }
  }
  // Arched round, seen from above: the head at the top right, the tail flowing back to the right.
  const controls = [u(0.3, -0.36), u(0.1, -0.38), u(-0.12, -0.28), u(-0.24, -0.1), u(-0.22, 0.08), u(-0.1, 0.2)]
  return { fish: fishAlong(controls, H * 0.2), sway: 0.3 }
}

function reachOf(p: Plan): Pt[] {
  const f = p.fish
  const fins = [0.22, 0.55].flatMap((s, j) =>
    ([1, -1] as const).flatMap((k) => sideFin(f, s, k, f.W * (j === 0 ? 0.9 : 0.55)).ring),
  )
  return [...bodyOutline(f), ...tailFin(f, p.sway).ring, ...fins, ...barbels(f).flat()]
}

function barbels(f: Fish): Pt[][] {
  return ([1, -1] as const).map((k) => [on(f, 0.045, f.W * 0.26 * k), on(f, 0.035, f.W * 0.46 * k), on(f, 0.09, f.W * 0.66 * k)])
}

/** The patches' colour: the composer's when it is a red or an orange, else koi red. */
function patchColour(offered: string | undefined): string {
  if (!offered) return KOI_RED
  const [r, g, b] = channels(offered)
  return r > 150 && r > g * 1.3 && r > b * 1.5 ? offered : KOI_RED
}

/**
 * The koi of tattoo flash, seen from above: a stout pale body with red patches, scales as rows
 * of arcs, a flowing tail and fanned fins with ray lines, barbels at the mouth. Swimming up in an
 * S, or arched round (mirrored, two of them make a yin-yang pair).
 */
export const KOI: SubjectModel = {
  id: 'koi',
  shape: 'long',
  aspects: [0.5, 0.7],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const o = sk.style.weights.outline
    let H = mm
    let p = plan(frame.form, H)
    let tb = boxOf(reachOf(p))
    for (let pass = 0; pass < 3; pass++) {
      const k = Math.min(frame.box.w / (tb.maxX - tb.minX + o), frame.box.h / (tb.maxY - tb.minY + o))
      if (Math.abs(k - 1) < 0.01) break
      H *= k
      p = plan(frame.form, H)
      tb = boxOf(reachOf(p))
    }
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    const red = patchColour(frame.colour)
    let outline: Pt[] = []
    sk.within(placed, () => {
      outline = inkKoi(sk, rng, p, red)
    })
    const f = p.fish
    return placeAnchors(placed, o, {
      silhouette: [outline, tailFin(f, p.sway).ring],
      axis: [f.spine.at(-1)!, f.spine[0]!],
      girth: f.W / 2,
      spots: [0.3, 0.55, 0.8].map((s) => on(f, s, (f.widths[Math.round(s * (f.spine.length - 1))]! / 2) * (s === 0.55 ? -1 : 1))),
      focus: on(f, 0.15, 0),
    })
  },
}

function inkKoi(sk: Sketch, rng: Random, p: Plan, red: string): Pt[] {
  const f = p.fish
  const wt = sk.style.weights
  const rayRoom = (mm: number) => linesAcross(sk, mm) > 3 && sk.style.detail >= 0.3
  const fin = (part: { ring: Pt[]; rays: [Pt, Pt][] }, size: number) => {
    filled(sk, part.ring, BONE, 'outline')
    if (sk.inColour) sk.fill([part.ring], 'colour', red, 0.35)
    if (rayRoom(size * 0.3)) for (const [a, b] of part.rays) sk.curve([a, b], 'detail', { taper: 0.5 })
  }
  fin(tailFin(f, p.sway), f.W * 1.5)
  for (const [s, len] of [
    [0.55, 0.55],
    [0.22, 0.9],
  ] as const)
    for (const k of [1, -1] as const) fin(sideFin(f, s, k, f.W * len), f.W * len)
  const outline = bodyOutline(f)
  filled(sk, outline, BONE)
  // Patches: kohaku red on the head and down the back, cut to the body. They run right across
  // it, so their edges meet its outline steeply (a patch edge running along the outline leaves
  // a sliver of paper).
  // Kohaku: a red cap on the head, then blotches that come over the back from one side and end
  // in a rounded lobe past the spine. Where they meet the outline they cross it squarely (a patch
  // edge running along the outline leaves a sliver of paper).
  const blotches = [
    { from: 0.02, to: 0.16, side: 0, reach: 0.8 },
    { from: 0.32, to: 0.54, side: 1, reach: 0.14 },
    { from: 0.64, to: 0.8, side: -1, reach: -0.02 },
  ]
  // Black and grey keeps the head pale: a black cap would swallow the eyes.
  const patches = blotches
    .filter((_, i) => sk.inColour || i > 0)
    .map(({ from, to, side, reach }) => {
      const r = rng.fork(`patch${from}`)
      const wob = () => r.range(-0.012, 0.012)
      if (side === 0) {
        const across = Array.from({ length: 7 }, (_, i) => -0.8 + (1.6 * i) / 6)
        return [
          ...across.map((c) => on(f, from + wob(), f.W * c)),
          ...across.reverse().map((c) => on(f, to + Math.sin(c * 5) * 0.012, f.W * c)),
        ]
      }
      const mid = (from + to) / 2
      const half = (to - from) / 2
      // Out past the edge on its side, across the back, and round in a lobe.
      const edge = -0.8 * side
      const ring: Pt[] = [
        on(f, from + wob(), f.W * edge),
        on(f, from + half * 0.1 + wob(), f.W * (reach * side * 0.1)),
        on(f, mid - half * 0.75, f.W * reach * side),
        on(f, mid + wob(), f.W * (reach + 0.1) * side),
        on(f, mid + half * 0.8, f.W * reach * side),
        on(f, to - half * 0.1 + wob(), f.W * (reach * side * 0.2)),
        on(f, to + wob(), f.W * edge),
      ]
      return smoothThrough(ring, { closed: true, step: 0.5 })
    })
  const cut = intersect(patches, [outline])
  if (sk.inColour) sk.fill(cut, 'colour', red)
  else if (sk.style.id === 'blackwork') sk.fill(cut, 'shade', INK)
  // Gill covers: an arc across behind the head.
  const n = f.spine.length - 1
  const gillHalf = f.widths[Math.round(0.2 * n)]! / 2 - wt.outline / 2
  if (linesAcross(sk, f.W) > 8)
    sk.curve(
      [
        on(f, 0.19, gillHalf),
        on(f, 0.235, gillHalf * 0.5),
        on(f, 0.25, 0),
        on(f, 0.235, -gillHalf * 0.5),
        on(f, 0.19, -gillHalf),
      ],
      'inner',
      {
        taper: 0,
      },
    )
  // Blackwork leaves its pale body bare between the black patches.
  if (sk.style.id !== 'blackwork' || sk.inColour) scales(sk, f)
  // Eyes on either side of the head.
  for (const k of [1, -1]) {
    const half = f.widths[Math.round(0.1 * n)]! / 2
    const d = Math.max(wt.outline * 1.1, f.W * 0.1)
    sk.dot(on(f, 0.1, (half - wt.outline / 2 - 0.7 - d / 2) * k), d)
  }
  sk.element()
  if (linesAcross(sk, f.W) > 7) for (const b of barbels(f)) sk.curve(b, 'inner', { taper: 0.8 })
  return outline
}

/** Rows of arcs down the back, bulging towards the tail, staggered like shingles. */
function scales(sk: Sketch, f: Fish): void {
  const wt = sk.style.weights
  const n = f.spine.length - 1
  const cell = Math.max(wt.detail * 2 + 1.6, f.W / (2.2 + sk.style.detail * 3))
  if (linesAcross(sk, cell) < 1.6) return
  const margin = wt.outline / 2 + wt.detail / 2 + 0.6
  const step = (cell * 1.05) / n
  const h = cell * 0.36
  const d = (cell * 0.45) / n
  const placed: Pt[] = []
  const apart = wt.detail + 0.7 + cell * 0.15
  let row = 0
  for (let s = 0.3; s < 0.88; s += step, row++) {
    // The body narrows towards the tail: the arc's far end sets the room across.
    const half = f.widths[Math.round((s + d) * n)]! / 2 - margin
    for (let c = -half + h + (row % 2 ? cell / 2 : 0); c <= half - h; c += cell) {
      const arc = [
        on(f, s, c + h),
        on(f, s + d * 0.75, c + h * 0.55),
        on(f, s + d, c),
        on(f, s + d * 0.75, c - h * 0.55),
        on(f, s, c - h),
      ]
      // Where the body bends, rows crowd on the inside of the bend: an arc touching another is left out.
      if (arc.some((q) => placed.some((r) => Math.hypot(q[0] - r[0], q[1] - r[1]) < apart))) continue
      placed.push(...arc)
      sk.curve(arc, 'detail', { taper: 0.2 })
    }
  }
}
