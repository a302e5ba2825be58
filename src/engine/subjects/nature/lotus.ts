import { drawStem, linesAcross } from '../../flowers/model.ts'
import { add, polar, rotate, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { hull, holds, mass, massive, ring, spacing, stage } from './kit.ts'

const LOTUS_PINK = '#ef8fb0'
const LOTUS_PALE = '#f7c4d4'
const PAD_GREEN = '#3f7d4a'
const STEM_GREEN = '#4d8a4f'

/**
 * The lotus: the front view of layered pointed petals in exact symmetry sitting on water lines,
 * the side view with a bud on its own stem, and the bloom resting on its round leaf pad.
 */
export const LOTUS: SubjectModel = {
  id: 'lotus',
  shape: 'round',
  aspects: [1.5, 0.8, 1.5],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    const { w, h } = st
    const drawn: Pt[] = []
    let focus: Pt = [0, 0]
    st.draw(() => {
      if (frame.form === 0) {
        // The water lies below the low petals' reach, so its lines never graze their edges.
        const base: Pt = [0, h * 0.16]
        const L = h * 0.58
        drawn.push(...water(sk, rng, base[1] + L * 0.3 + spacing(sk, 'outline'), w, h / 2))
        drawn.push(...bloom(sk, rng, base, L, w / 2, 1.45))
        focus = [0, base[1] - h * 0.2]
      } else if (frame.form === 1) {
        const base: Pt = [-w * 0.12, -h * 0.05]
        // The bud stands clear of the bloom, so no two outlines graze.
        const budAt: Pt = [w * 0.36, -h * 0.1]
        drawn.push(...water(sk, rng, h * 0.42, w, h / 2))
        drawStem(
          sk,
          [
            [w * 0.1, h * 0.44],
            [w * 0.24, h * 0.2],
            [budAt[0], budAt[1] + h * 0.12],
          ],
          w * 0.05,
          STEM_GREEN,
        )
        drawn.push(...bud(sk, rng, budAt, h * 0.24, w * 0.2))
        drawStem(sk, [[-w * 0.05, h * 0.42], [-w * 0.14, h * 0.2], base], w * 0.06, STEM_GREEN)
        drawn.push(...bloom(sk, rng, base, h * 0.42, w * 0.3, 1.0))
        focus = [base[0], base[1] - h * 0.15]
      } else {
        // The low petals lie wholly on the pad, so only upright petals cross its rim.
        const base: Pt = [0, h * 0.26]
        drawn.push(...leafPad(sk, rng, [0, h * 0.3], w * 0.48, h * 0.19))
        drawn.push(...bloom(sk, rng, base, h * 0.6, w * 0.38, 1.3))
        focus = [0, base[1] - h * 0.2]
      }
    })
    const outline = hull(drawn)
    return st.anchors({
      silhouette: [outline],
      focus,
      pierce: [
        [-w * 0.35, focus[1]],
        [w * 0.35, focus[1]],
      ],
      spots: [
        outline[0]!,
        outline[Math.floor(outline.length / 4)]!,
        outline[Math.floor(outline.length / 2)]!,
        outline[Math.floor((outline.length * 3) / 4)]!,
      ],
    })
  },
}

/** A pointed, upright petal from `base` towards `angle` (0 = straight up): widest below the middle. */
function petal(base: Pt, angle: number, length: number, width: number): Pt[] {
  const W = width / 2
  const side: Pt[] = [
    [0.18, 0.72],
    [0.48, 1],
    [0.76, 0.74],
    [0.92, 0.3],
  ].map(([t, k]) => [t! * length, k! * W] as Pt)
  const local: Pt[] = [[0, 0], ...side, [length, 0], ...side.map(([x, y]) => [x, -y] as Pt).reverse()]
  return local.map((p) => add(rotate(p, angle - Math.PI / 2), base))
}

/**
 * The open bloom seen from the front: a back row of pale petals between the main row, the main
 * row fanning out from the upright centre petal, and two low petals turning out over the water.
 * Petal count follows the size; nothing is random, so the symmetry is exact.
 */
function bloom(sk: Sketch, rng: Random, base: Pt, L: number, reachX: number, spread: number): Pt[] {
  const solid = massive(sk)
  // Main petals each side: as many as keep their width at several outline widths.
  const n = Math.max(2, Math.min(4, Math.floor(linesAcross(sk, L) / 7)))
  const step = spread / n
  const width = (k: number) => Math.min(L * 0.46, L * (1 - 0.1 * k) * step * 1.5)
  const lengthOf = (k: number) => Math.min(L * (1 - 0.11 * k), (reachX - L * 0.04) / Math.max(Math.sin(Math.abs(step * k)), 0.3))
  const root = (a: number): Pt => add(base, polar(a - Math.PI / 2, L * 0.06))
  const all: Pt[] = [base]
  const draw = (a: number, length: number, wd: number, colour: string, back: boolean) => {
    const outline = petal(root(a), a, length, wd)
    all.push(outline[5]!)
    mass(sk, rng, outline, colour, {
      solid: solid && back,
      towards: polar(a + Math.PI / 2, 1),
      depth: length * 0.3,
      widthMm: wd,
    })
    // A midrib only down the upright centre petal: on the side petals it would run into the
    // edges of the petals in front.
    if (a === 0 && !solid && holds(sk, wd, 7)) {
      const mid = (t: number) => add(root(a), rotate([t * length, 0], a - Math.PI / 2))
      sk.curve([mid(0.42), mid(0.6), mid(0.78)], 'detail', { taper: 0.5 })
    }
  }
  // Back row, outermost first.
  for (let k = n; k >= 1; k--) {
    for (const s of [-1, 1]) draw(s * (k - 0.5) * step, lengthOf(k - 0.5) * 1.04, width(k - 0.5) * 0.95, LOTUS_PALE, true)
  }
  // The low petals turning outwards, tucked behind the main row, whose edges then cross theirs
  // steeply instead of grazing them.
  for (const s of [-1, 1]) {
    const a = s * (spread + 0.2)
    const length = Math.min(L * 0.55, (reachX * 0.95) / Math.sin(Math.min(Math.abs(a), Math.PI / 2)))
    draw(a, length, Math.min(length * 0.5, width(n) * 1.1), LOTUS_PINK, false)
  }
  for (let k = n; k >= 1; k--) {
    for (const s of [-1, 1]) draw(s * k * step, lengthOf(k), width(k), LOTUS_PINK, false)
  }
  draw(0, L, width(0), LOTUS_PINK, false)
  if (!sk.inColour) {
    // Where every petal springs from one point their edges converge into slivers of paper: the
    // shadow at the heart of the flower inks them over.
    const wt = sk.style.weights.outline
    sk.element()
    sk.fill([ring(add(base, [0, -L * 0.02]), wt * 2.2 + L * 0.05, wt * 1.2 + L * 0.03, 16)], 'shade', INK)
  }
  return all
}

/** Level water lines under the flower, each shorter than the last, a paper gap apart. */
function water(sk: Sketch, rng: Random, y0: number, w: number, bottom: number): Pt[] {
  const gap = spacing(sk, 'inner') + sk.style.weights.outline * 0.5
  const lines = Math.max(1, Math.min(3, Math.floor((bottom - y0) / gap) + 1))
  const out: Pt[] = []
  for (let i = 0; i < lines; i++) {
    const y = Math.min(y0 + i * gap, bottom - sk.style.weights.inner / 2)
    const reach = (w / 2) * (0.92 - 0.2 * i) * (1 + rng.around(0, 0.02))
    const wave = sk.style.weights.inner * 0.6
    const pts: Pt[] = [-1, -0.5, 0, 0.5, 1].map((t, k) => [t * reach, y + (k % 2 === 0 ? 0 : -wave)] as Pt)
    sk.element().curve(pts, i === 0 ? 'outline' : 'inner', { taper: 0.35 })
    out.push(pts[0]!, pts[4]!)
  }
  return out
}

/** A closed lotus bud: a tall pointed drop of two wrapping petals. */
function bud(sk: Sketch, rng: Random, c: Pt, bh: number, bw: number): Pt[] {
  const solid = massive(sk)
  const outline: Pt[] = [
    [c[0], c[1] - bh * 0.55],
    [c[0] + bw * 0.3, c[1] - bh * 0.2],
    [c[0] + bw * 0.5, c[1] + bh * 0.15],
    [c[0] + bw * 0.3, c[1] + bh * 0.42],
    [c[0], c[1] + bh * 0.5],
    [c[0] - bw * 0.3, c[1] + bh * 0.42],
    [c[0] - bw * 0.5, c[1] + bh * 0.15],
    [c[0] - bw * 0.3, c[1] - bh * 0.2],
  ]
  mass(sk, rng, outline, LOTUS_PINK, { towards: [1, 0.3], depth: bw * 0.3, widthMm: bw })
  // The edge of the wrapping petal, from the foot up to just under the point.
  if (holds(sk, bw, 6))
    sk.curve(
      [
        [c[0] - bw * 0.1, c[1] + bh * 0.48],
        [c[0] + bw * 0.2, c[1] + bh * 0.05],
        [c[0] + bw * 0.04, c[1] - bh * 0.3],
      ],
      solid ? 'outline' : 'inner',
      { taper: 0.4 },
    )
  return outline
}

/** The round leaf pad seen at a slant: a notch to its centre and veins fanning from it. */
function leafPad(sk: Sketch, rng: Random, c: Pt, rx: number, ry: number): Pt[] {
  const notch = Math.PI / 2
  const gapA = 0.2
  const rim: Pt[] = []
  for (let i = 0; i <= 20; i++) {
    const a = notch + gapA + ((2 * Math.PI - 2 * gapA) * i) / 20
    rim.push([c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry])
  }
  const outline: Pt[] = [[c[0], c[1] + ry * 0.15], ...rim]
  mass(sk, rng, outline, PAD_GREEN, { solid: massive(sk), towards: [0, 1], depth: ry * 0.4, widthMm: ry * 2 })
  if (!massive(sk) && holds(sk, ry, 6)) {
    const veins = Math.min(8, Math.floor(rx / (spacing(sk, 'detail') * 2)))
    for (let i = 1; i < veins; i++) {
      const a = notch + gapA + ((2 * Math.PI - 2 * gapA) * i) / veins
      // Only the veins on the near half show: the far half lies under the bloom.
      if (Math.sin(a) < 0.15) continue
      sk.curve(
        [
          [c[0] + Math.cos(a) * rx * 0.2, c[1] + Math.sin(a) * ry * 0.2],
          [c[0] + Math.cos(a) * rx * 0.8, c[1] + Math.sin(a) * ry * 0.8],
        ],
        'detail',
        { taper: 0.5 },
      )
    }
  }
  return outline
}
