import { rotate, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { filled, frame } from '../../flowers/sprig-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { shade } from '../../ink/shade.ts'

export const BONE = '#f4efe4'
/** How far the head's back reaches behind the neck's end, as a share of the neck's width. */
export const HEAD_BACK = 0.84
const MOUTH_RED = '#8e0f22'
const EYE_YELLOW = '#f2a900'
const TONGUE_RED = '#d0202e'

export interface HeadLook {
  colour: string
  belly: string
  /** How far the jaws gape, radians (0 = closed). */
  gape: number
  /** The head's size against the neck's (1 = a viper's broad head). */
  scale?: number
}

/**
 * A viper's head in profile, the flash way: a wedge broader than the neck, a heavy brow over a
 * slit-pupil eye, and, when it strikes, jaws flung apart round two curved fangs and a forked
 * tongue. `at` is where the neck meets it, `angle` the way it points; its crown stays up.
 * Returns the head's outline (for silhouettes) and every point it reaches, tongue included, in
 * the sketch's coordinates.
 */
export function snakeHead(
  sk: Sketch,
  rng: Random,
  at: Pt,
  angle: number,
  neckMm: number,
  look: HeadLook,
): { outline: Pt[]; reach: Pt[]; tongue: Pt[] } {
  const flip = Math.cos(angle) < 0 ? -1 : 1
  const g = headGeometry(neckMm * (look.scale ?? 1), look.gape, rng.around(0, 0.02))
  sk.within(frame(at, angle, 1, flip), () => inkHead(sk, rng, g, look))
  return placeHead(g, at, angle)
}

/** Where the head reaches (outline and tongue), without drawing it: to plan a pose before inking it. */
export function headReach(at: Pt, angle: number, neckMm: number, look: Pick<HeadLook, 'gape' | 'scale'>): Pt[] {
  const g = headGeometry(neckMm * (look.scale ?? 1), look.gape, 0)
  const { outline, reach } = placeHead(g, at, angle)
  return [...outline, ...reach]
}

// Pointing left, the head is flipped upside down and back so its crown stays on top.
function placeHead(g: HeadGeometry, at: Pt, angle: number): { outline: Pt[]; reach: Pt[]; tongue: Pt[] } {
  const flip = Math.cos(angle) < 0 ? -1 : 1
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const put = (pts: Pt[]) => pts.map(([x, y]) => [at[0] + x * c - y * flip * s, at[1] + x * s + y * flip * c] as Pt)
  // The tongue as a ring doubling back on itself: composers tuck things against it too.
  const t = g.tongue ? [...g.tongue.slice(0, 5), g.tongue[3]!, g.tongue[5]!] : []
  return { outline: put(g.outline), reach: put([...g.outline, ...t]), tongue: put(t) }
}

interface HeadGeometry {
  w: number
  hinge: Pt
  skull: Pt[]
  jaw: Pt[]
  open: boolean
  gape: number
  outline: Pt[]
  /** The tongue's line (root, out, fork) then its two tips; null when the mouth is shut. */
  tongue: Pt[] | null
}

function headGeometry(neck: number, gape: number, j: number): HeadGeometry {
  // A viper's head is far broader than its neck.
  const w = neck / 0.5
  const hinge: Pt = [0.55 * w, 0.12 * w]
  // Points ahead of the hinge swing open with the jaw; those behind it stay with the skull.
  const swing = (pts: Pt[], a: number): Pt[] =>
    pts.map((p) => {
      const k = Math.max(0, Math.min(1, (p[0] - hinge[0]) / (0.35 * w)))
      return rotate(p, a * k, hinge)
    })
  const skull = swing(
    [
      [-0.4 * w, -0.25 * w],
      [0.1 * w, -0.56 * w],
      [0.75 * w, -0.66 * w],
      [1.35 * w, -0.58 * w],
      [1.85 * w, (-0.36 + j) * w],
      [2.08 * w, -0.12 * w],
      [2.02 * w, 0.04 * w],
      [1.5 * w, 0.1 * w],
      [0.95 * w, 0.13 * w],
      [hinge[0], hinge[1]],
      [0.2 * w, 0.26 * w],
      [-0.4 * w, 0.25 * w],
      // The back runs straight across the neck, so the neck's edges meet it squarely.
      [-0.42 * w, 0],
    ],
    -gape * 0.45,
  )
  const open = gape > 0.12
  // Shut, the lower lip tucks up under the upper one, so the two lines never run side by side.
  const lipY = open ? 0.1 * w : 0
  // The jaw's back is blunt: it meets the neck's edge and the skull's lower edge squarely, where a
  // slanting meeting would pinch a sliver of paper.
  const jaw = swing(
    [
      [-0.3 * w, 0.2 * w],
      [-0.22 * w, 0.5 * w],
      [0.5 * w, 0.6 * w],
      [1.15 * w, 0.52 * w],
      [1.74 * w, 0.34 * w],
      [1.78 * w, lipY],
      [1.2 * w, lipY],
      [hinge[0], hinge[1]],
    ],
    gape * 0.55,
  )
  const outline = [...skull.slice(0, 9), ...jaw.slice(1, 6).reverse(), jaw[0]!]
  let tongue: Pt[] | null = null
  if (open) {
    // From inside the mouth out through the middle of the gape, crossing neither lip (a line that
    // leaves a lip at a slant pinches a sliver of paper against it), then forked.
    const upper = skull[6]!
    const lower = jaw[5]!
    const mouth: Pt = [upper[0] * 0.42 + lower[0] * 0.58, upper[1] * 0.42 + lower[1] * 0.58]
    const root: Pt = [mouth[0] - 0.22 * w, mouth[1] + 0.01 * w]
    const dx = mouth[0] - root[0]
    const dy = mouth[1] - root[1]
    const l = Math.hypot(dx, dy) || 1
    const d: Pt = [dx / l, dy / l]
    const out: Pt = [mouth[0] + d[0] * 0.55 * w, mouth[1] + d[1] * 0.55 * w + 0.06 * w]
    const fork: Pt = [out[0] + d[0] * 0.3 * w, out[1] + d[1] * 0.3 * w - 0.04 * w]
    const tips: Pt[] = [
      [fork[0] + d[0] * 0.24 * w + d[1] * 0.24 * w, fork[1] + d[1] * 0.24 * w - d[0] * 0.24 * w],
      [fork[0] + d[0] * 0.24 * w - d[1] * 0.24 * w, fork[1] + d[1] * 0.24 * w + d[0] * 0.24 * w],
    ]
    tongue = [root, mouth, out, fork, ...tips]
  }
  return { w, hinge, skull, jaw, open, gape, outline, tongue }
}

function inkHead(sk: Sketch, rng: Random, g: HeadGeometry, look: HeadLook): void {
  const { w, hinge, skull, jaw, open } = g
  const wt = sk.style.weights
  if (open) {
    // The mouth's inside: from the hinge out between the lips.
    const upperLip = skull.slice(6, 9).reverse()
    const lowerLip = jaw.slice(5, 7)
    const mouth = [[hinge[0] - 0.08 * w, hinge[1]] as Pt, ...upperLip, ...lowerLip]
    sk.element(mouth, { smooth: true })
    if (sk.inColour) {
      sk.fill([mouth], 'colour', MOUTH_RED)
      // The throat is dark: the lips close in on each other there, too narrow for paper between them.
      const upper = skull[6]!
      const lower = jaw[5]!
      const reach = (wt.outline + 0.7) / Math.max(g.gape, 0.2)
      const t = (p: Pt) => Math.min(0.6, reach / Math.hypot(p[0] - hinge[0], p[1] - hinge[1]))
      const along = (p: Pt): Pt => [hinge[0] + (p[0] - hinge[0]) * t(p), hinge[1] + (p[1] - hinge[1]) * t(p)]
      sk.fill([[[hinge[0] - 0.08 * w, hinge[1]], along(upper), along(lower)]], 'shade', INK)
    } else sk.fill([mouth], 'shade', INK)
    if (g.tongue) tongue(sk, w, g.tongue)
  }
  filled(sk, jaw, look.belly)
  // Bold black-and-grey lines leave too little paper inside the lower jaw: it is inked solid.
  if (!sk.inColour && wt.outline >= 1.5) sk.fill([jaw], 'shade', INK)
  if (open) fangs(sk, skull, w)
  filled(sk, skull, look.colour)
  // Stippled heads stay clean: dots crowd the eye and the lips at this size.
  if (linesAcross(sk, w) > 4.5 && sk.style.shading !== 'stipple')
    shade(sk, rng, skull, { towards: [0, 1], depth: w * 0.25, colour: look.colour })
  eye(sk, skull, w)
  // A nostril near the snout's tip.
  const tip = skull[5]!
  sk.dot([tip[0] - 0.25 * w, tip[1] - 0.12 * w], Math.max(wt.detail * 1.2, w * 0.07))
}

/** Slit-pupil eye under a scowling brow; a solid dot when the head is too small for one. */
function eye(sk: Sketch, skull: Pt[], w: number): void {
  const wt = sk.style.weights
  const c: Pt = [(skull[2]![0] + skull[3]![0]) / 2 - 0.05 * w, (skull[2]![1] + skull[3]![1]) / 2 + 0.36 * w]
  const r = 0.17 * w
  if (linesAcross(sk, r * 2) < 2.6 || r - wt.inner / 2 - 0.6 < r * 0.3) {
    sk.dot(c, Math.max(r * 1.4, wt.outline))
    return
  }
  const ring = Array.from(
    { length: 12 },
    (_, i) => [c[0] + Math.cos((i / 12) * Math.PI * 2) * r * 1.1, c[1] + Math.sin((i / 12) * Math.PI * 2) * r] as Pt,
  )
  sk.shape(ring, 'inner')
  if (sk.inColour) sk.fill([ring], 'colour', EYE_YELLOW)
  // The slit keeps paper between its tips and the eye's rim.
  const half = Math.min(r * 0.62, r - wt.inner / 2 - 0.6)
  const slit: Pt[] = [
    [c[0], c[1] - half],
    [c[0] + r * 0.22, c[1]],
    [c[0], c[1] + half],
    [c[0] - r * 0.22, c[1]],
  ]
  sk.fill([slit], 'shade', INK)
  // The brow ridge that makes the face mean, clear of the eye and the crown by paper that holds.
  const lift = wt.inner + 0.6
  if (0.19 * w - lift - wt.outline / 2 - wt.inner / 2 < 1.2) return
  sk.curve(
    [
      [c[0] - r * 1.5, c[1] - r * 0.55 - lift * 0.8],
      [c[0], c[1] - r - lift],
      [c[0] + r * 1.8, c[1] - r * 0.6 - lift * 0.9],
    ],
    'inner',
    { taper: 0.4 },
  )
}

function fangs(sk: Sketch, skull: Pt[], w: number): void {
  // Two hooked fangs from the front of the upper lip, the near one longer.
  const lip = skull[7]!
  const front = skull[6]!
  // A small head keeps one fang: two crowd the lip with slivers of paper.
  // Bold lines leave no room between a fang and the lips on a small head.
  if (linesAcross(sk, w) < 4.8) return
  const both = linesAcross(sk, w) > 9
  for (const [k, len] of both
    ? ([
        [0.2, 0.34],
        [0.6, 0.25],
      ] as const)
    : ([[0.3, 0.28]] as const)) {
    const root: Pt = [lip[0] + (front[0] - lip[0]) * k, lip[1] + (front[1] - lip[1]) * k]
    const dir = Math.atan2(front[1] - lip[1], front[0] - lip[0])
    const down = rotate([0, len * w], dir)
    const back = rotate([-0.12 * w, 0], dir)
    const base = 0.1 * w
    const fang: Pt[] = [
      [root[0] - base * Math.cos(dir), root[1] - base * Math.sin(dir) - 0.04 * w],
      [root[0] + down[0] * 0.6 + back[0] * 0.2, root[1] + down[1] * 0.6 + back[1] * 0.2],
      [root[0] + down[0] + back[0], root[1] + down[1] + back[1]],
      [root[0] + down[0] * 0.5 + base * 0.3 * Math.cos(dir), root[1] + down[1] * 0.5 + base * 0.3 * Math.sin(dir)],
      [root[0] + base * Math.cos(dir), root[1] + base * Math.sin(dir) - 0.04 * w],
    ]
    if (linesAcross(sk, base * 2) >= 3.5) filled(sk, fang, BONE, 'inner')
    // In black and grey the mouth is ink: a fang too small to hold paper would not show on it.
    else if (!sk.inColour) continue
    // Too small to hold paper inside: one tapering stroke whose root starts under the lip.
    else
      sk.element().curve(
        [
          [root[0], root[1] - 0.08 * w],
          [root[0] + down[0] * 0.55, root[1] + down[1] * 0.55],
          [root[0] + down[0] + back[0] * 0.5, root[1] + down[1] + back[1] * 0.5],
        ],
        'inner',
        { taper: 0.6 },
      )
  }
}

function tongue(sk: Sketch, w: number, line: Pt[]): void {
  const [root, mouth, out, fork] = line as [Pt, Pt, Pt, Pt]
  const tips = line.slice(4)
  // The lower jaw, drawn after, hides its root. In colour it is a red ribbon; in black, a line.
  sk.element()
  if (sk.inColour) {
    const width = Math.max(sk.style.weights.inner, 0.09 * w)
    const ribbon = (pts: Pt[], half: (i: number) => number) => {
      const normals = pts.map((_, i) => {
        const a = pts[Math.max(0, i - 1)]!
        const b = pts[Math.min(pts.length - 1, i + 1)]!
        const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
        return [-(b[1] - a[1]) / l, (b[0] - a[0]) / l] as Pt
      })
      const side = (k: number) =>
        pts.map((p, i) => [p[0] + normals[i]![0] * half(i) * k, p[1] + normals[i]![1] * half(i) * k] as Pt)
      return [...side(1), ...side(-1).reverse()]
    }
    const main = [root, mouth, out, fork]
    sk.fill([ribbon(main, () => width / 2)], 'colour', TONGUE_RED)
    for (const tip of tips) sk.fill([ribbon([fork, tip], (i) => (i === 0 ? width / 2 : width / 6))], 'colour', TONGUE_RED)
    return
  }
  sk.curve([root, mouth, out, fork], 'inner', { taper: 0 })
  for (const tip of tips) sk.curve([fork, tip], 'inner', { taper: 0.5 })
}
