import { rotate, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { filled, frame } from '../../flowers/sprig-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { shade } from '../../ink/shade.ts'

export const BONE = '#f4efe4'
const MOUTH_RED = '#8e0f22'
const EYE_YELLOW = '#f2a900'

export interface HeadLook {
  colour: string
  belly: string
  /** How far the jaws gape, radians (0 = closed). */
  gape: number
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
): { outline: Pt[]; reach: Pt[] } {
  // Pointing left, the head is flipped upside down and back so its crown stays on top.
  const flip = Math.cos(angle) < 0 ? -1 : 1
  let local: { outline: Pt[]; reach: Pt[] } = { outline: [], reach: [] }
  sk.within(frame(at, angle, 1, flip), () => {
    local = headLocal(sk, rng, neckMm, look)
  })
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const put = (pts: Pt[]) => pts.map(([x, y]) => [at[0] + x * c - y * flip * s, at[1] + x * s + y * flip * c] as Pt)
  return { outline: put(local.outline), reach: put(local.reach) }
}

function headLocal(sk: Sketch, rng: Random, neck: number, look: HeadLook): { outline: Pt[]; reach: Pt[] } {
  // A viper's head is far broader than its neck.
  const w = neck / 0.5
  const wt = sk.style.weights
  const hinge: Pt = [0.55 * w, 0.12 * w]
  const gape = look.gape
  // Points ahead of the hinge swing open with the jaw; those behind it stay with the skull.
  const swing = (pts: Pt[], a: number): Pt[] =>
    pts.map((p) => {
      const k = Math.max(0, Math.min(1, (p[0] - hinge[0]) / (0.35 * w)))
      return rotate(p, a * k, hinge)
    })
  const j = rng.around(0, 0.02)
  const skull = swing(
    [
      [-0.35 * w, -0.36 * w],
      [0.15 * w, -0.58 * w],
      [0.75 * w, -0.66 * w],
      [1.35 * w, -0.58 * w],
      [1.85 * w, (-0.36 + j) * w],
      [2.08 * w, -0.12 * w],
      [2.02 * w, 0.04 * w],
      [1.5 * w, 0.1 * w],
      [0.95 * w, 0.13 * w],
      [hinge[0], hinge[1]],
      [0.25 * w, 0.32 * w],
      [-0.35 * w, 0.36 * w],
    ],
    -gape * 0.45,
  )
  // Shut, the lower lip tucks up under the upper one, so the two lines never run side by side.
  const lipY = gape > 0.12 ? 0.14 * w : 0
  const jaw = swing(
    [
      [-0.2 * w, 0.3 * w],
      [0.5 * w, 0.5 * w],
      [1.15 * w, 0.42 * w],
      [1.72 * w, 0.24 * w],
      [1.78 * w, lipY],
      [1.2 * w, lipY],
      [hinge[0], hinge[1]],
    ],
    gape * 0.55,
  )
  const open = gape > 0.12
  const reach: Pt[] = []
  if (open) {
    // The mouth's inside: from the hinge out between the lips.
    const upperLip = skull.slice(6, 9).reverse()
    const lowerLip = jaw.slice(4, 6)
    const mouth = [[hinge[0] - 0.08 * w, hinge[1]] as Pt, ...upperLip, ...lowerLip.reverse()]
    sk.element(mouth, { smooth: true })
    if (sk.inColour) sk.fill([mouth], 'colour', MOUTH_RED)
    else if (wt.outline >= 1.5) sk.fill([mouth], 'shade', INK)
    reach.push(...tongue(sk, w, jaw))
  }
  filled(sk, jaw, look.belly)
  if (open) fangs(sk, skull, w)
  filled(sk, skull, look.colour)
  // Stippled heads stay clean: dots crowd the eye and the lips at this size.
  if (linesAcross(sk, w) > 4.5 && sk.style.shading !== 'stipple')
    shade(sk, rng, skull, { towards: [0, 1], depth: w * 0.25, colour: look.colour })
  eye(sk, skull, w)
  // A nostril near the snout's tip, and the crown's plates when the head is big enough for them.
  const tip = skull[5]!
  sk.dot([tip[0] - 0.25 * w, tip[1] - 0.12 * w], Math.max(wt.detail * 1.2, w * 0.07))
  // The jaw line running back from the mouth's corner, when the head is big enough to keep it clear.
  if (linesAcross(sk, w) > 7)
    sk.curve(
      [
        [hinge[0] - 0.05 * w, hinge[1] + 0.02 * w],
        [0.15 * w, 0.14 * w],
        [-0.15 * w, 0.12 * w],
      ],
      'detail',
    )
  const outline = [...skull.slice(0, 9), ...jaw.slice(1, 5).reverse(), jaw[0]!]
  return { outline, reach: [...outline, ...reach] }
}

/** Slit-pupil eye under a scowling brow; a solid dot when the head is too small for one. */
function eye(sk: Sketch, skull: Pt[], w: number): void {
  const wt = sk.style.weights
  const c: Pt = [(skull[2]![0] + skull[3]![0]) / 2 - 0.05 * w, (skull[2]![1] + skull[3]![1]) / 2 + 0.36 * w]
  const r = 0.17 * w
  if (linesAcross(sk, r * 2) < 2.6) {
    sk.dot(c, Math.max(r * 1.4, wt.outline))
    return
  }
  const ring = Array.from(
    { length: 12 },
    (_, i) => [c[0] + Math.cos((i / 12) * Math.PI * 2) * r * 1.1, c[1] + Math.sin((i / 12) * Math.PI * 2) * r] as Pt,
  )
  sk.shape(ring, 'inner')
  if (sk.inColour) sk.fill([ring], 'colour', EYE_YELLOW)
  const slit: Pt[] = [
    [c[0], c[1] - r * 0.62],
    [c[0] + r * 0.22, c[1]],
    [c[0], c[1] + r * 0.62],
    [c[0] - r * 0.22, c[1]],
  ]
  sk.fill([slit], 'shade', INK)
  // The brow ridge that makes the face mean, clear of the eye by paper that holds.
  const lift = wt.inner + 0.6
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
  for (const [k, len] of [
    [0.2, 0.42],
    [0.6, 0.3],
  ] as const) {
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
    if (linesAcross(sk, base * 2) >= 2.2) filled(sk, fang, BONE, 'inner')
    // Too small to hold paper inside: one tapering stroke whose root starts under the lip.
    else
      sk.element().curve(
        [[root[0], root[1] - 0.08 * w], [root[0] + down[0] * 0.55, root[1] + down[1] * 0.55], fang[2]!],
        'inner',
        { taper: 0.6 },
      )
  }
}

function tongue(sk: Sketch, w: number, jaw: Pt[]): Pt[] {
  // Rises out of the lower jaw (which hides its root), flicks out past the snout and splits wide.
  const root = jaw[2]!
  const lip = jaw[4]!
  const out: Pt = [lip[0] + 0.7 * w, lip[1] - 0.12 * w]
  const fork: Pt = [lip[0] + 0.95 * w, lip[1] - 0.16 * w]
  sk.element()
  sk.curve([root, [(root[0] + lip[0]) / 2, lip[1] - 0.05 * w], out, fork], 'inner', { taper: 0 })
  const tips: Pt[] = [
    [fork[0] + 0.22 * w, fork[1] - 0.22 * w],
    [fork[0] + 0.3 * w, fork[1] + 0.12 * w],
  ]
  for (const tip of tips) sk.curve([fork, tip], 'inner', { taper: 0.5 })
  return tips
}
