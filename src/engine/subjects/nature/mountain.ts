import { darken } from '../../colour.ts'
import { lerp, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { fir } from './fir.ts'
import { holds, mass, massive, shadow, sharp, stage } from './kit.ts'

const ROCK_BLUE = '#3d6a9e'
const SNOW = '#f4efe4'

/**
 * Mountains as a ground or backdrop: a range of three snow-capped peaks, a single peak with firs
 * at its foot, and geometric triangle peaks. Each stands on one clean base line.
 */
export const MOUNTAIN: SubjectModel = {
  id: 'mountain',
  shape: 'wide',
  aspects: [2.2, 1.5, 2],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    const { w, h } = st
    const y0 = h / 2 - sk.style.weights.outline / 2
    const colour = ROCK_BLUE
    let peaks: Peak[] = []
    st.draw(() => {
      if (frame.form === 0) {
        peaks = [
          { x: -w * 0.27, top: -h * 0.08, half: w * 0.25 },
          { x: w * 0.28, top: -h * 0.02, half: w * 0.23 },
          { x: w * 0.0, top: -h / 2, half: w * 0.3 },
        ]
        peaks.forEach((p, i) => rocky(sk, rng.fork(`peak${i}`), p, y0, colour))
      } else if (frame.form === 1) {
        peaks = [{ x: 0, top: -h / 2, half: w * 0.44 }]
        rocky(sk, rng.fork('peak'), peaks[0]!, y0, colour)
        // A stand of firs at the foot: two on one side, one on the other, the nearest tallest.
        const stand: [number, number][] = [
          [-0.36, 0.42],
          [-0.22, 0.52],
          [0.34, 0.46],
        ]
        stand.forEach(([x, k], i) => {
          const tall = h * k
          fir(sk, rng.fork(`fir${i}`), [w * x, y0], tall, tall * 0.5, { tiers: holds(sk, tall, 16) ? 3 : 2 })
        })
      } else {
        peaks = [
          { x: -w * 0.25, top: -h * 0.1, half: w * 0.24 },
          { x: w * 0.25, top: -h * 0.1, half: w * 0.24 },
          { x: 0, top: -h / 2, half: w * 0.3 },
        ]
        peaks.forEach((p, i) => faceted(sk, rng, p, y0, colour, i === 2))
      }
      // The ground: one clean line the whole width.
      sk.element().curve(
        [
          [-w / 2, y0],
          [w / 2, y0],
        ],
        'outline',
        { taper: 0 },
      )
    })
    const main = peaks[peaks.length - 1]!
    const outline: Pt[] = [[-w / 2, y0], ...peaks.map((p) => [p.x, p.top] as Pt).sort((a, b) => a[0] - b[0]), [w / 2, y0]]
    return st.anchors({
      silhouette: [outline],
      focus: [main.x, (main.top + y0) / 2],
      perch: [main.x, main.top],
      axis: [
        [main.x, y0],
        [main.x, main.top],
      ],
      girth: main.half * 0.3,
      spots: [
        [-w * 0.45, y0],
        [-w * 0.2, y0],
        [w * 0.2, y0],
        [w * 0.45, y0],
        [main.x, main.top],
      ],
    })
  },
}

interface Peak {
  x: number
  top: number
  half: number
}

/** Where the peak's left (−1) or right (+1) flank is at height `y`. */
const flank = (p: Peak, y0: number, side: number, y: number): Pt => [p.x + side * p.half * ((y - p.top) / (y0 - p.top)), y]

/**
 * A rocky peak: flanks with a shoulder or two, a snow cap with a dripping hem, and the flank
 * beyond the ridge in shadow (solid in blackwork, darker rock in colour, stippled in fine line).
 */
function rocky(sk: Sketch, rng: Random, p: Peak, y0: number, colour: string): void {
  const solid = massive(sk)
  const hgt = y0 - p.top
  const jag = (y: number, side: number, k: number): Pt => {
    const f = flank(p, y0, side, y)
    return [f[0] + side * p.half * k, y]
  }
  const pts: Pt[] = [
    [p.x - p.half, y0],
    jag(p.top + hgt * 0.62, -1, rng.range(0.02, 0.06)),
    jag(p.top + hgt * 0.3, -1, -rng.range(0.0, 0.04)),
    [p.x, p.top],
    jag(p.top + hgt * 0.35, 1, rng.range(0.0, 0.05)),
    jag(p.top + hgt * 0.7, 1, -rng.range(0.0, 0.04)),
    [p.x + p.half, y0],
  ]
  mass(sk, rng, sharp(pts), colour)
  // The ridge runs from the summit down, a little right of centre; beyond it the rock is in shade.
  const ridge: Pt[] = [
    [p.x, p.top],
    [p.x + p.half * 0.12, p.top + hgt * 0.35],
    [p.x + p.half * 0.02, p.top + hgt * 0.62],
    [p.x + p.half * 0.2, y0],
  ]
  const shade: Pt[] = sharp([...ridge, pts[6]!, pts[5]!, pts[4]!])
  if (solid) sk.fill([shade], 'shade', INK)
  else if (sk.inColour) sk.fill([shade], 'colour', darken(colour, 0.3))
  else shadow(sk, rng, shade, [1, 0], p.half, colour)
  // The snow cap: down to a hem of drips, paper (or snow white) over the rock and its shade.
  const snowY = p.top + hgt * 0.32
  const l = flank(p, y0, -1, snowY)
  const r = flank(p, y0, 1, snowY)
  const drips = Math.max(2, Math.min(5, Math.floor((r[0] - l[0]) / (sk.style.weights.outline * 4))))
  const hem: Pt[] = []
  for (let i = 1; i <= drips * 2 - 1; i++) {
    const t = i / (drips * 2)
    const down = i % 2 === 0 ? hgt * rng.range(0.08, 0.13) : -hgt * 0.01
    hem.push([lerp(l, r, t)[0], snowY + down])
  }
  const cap: Pt[] = sharp([[p.x, p.top], r, ...hem.reverse(), l], 0.01)
  // Its outline retraces the summit's flanks, which the cap hides.
  mass(sk, rng, cap, SNOW)
  // The ridge line below the snow.
  // The ridge line below the snow, starting well clear of the cap's hem.
  if (holds(sk, p.half, 8)) sk.curve([lerp(ridge[1]!, ridge[2]!, 0.6), ridge[2]!, ridge[3]!], 'inner', { taper: 0.5 })
}

/** A straight-edged peak split down its axis, its right face hatched or inked, with a snow line. */
function faceted(sk: Sketch, rng: Random, p: Peak, y0: number, colour: string, front: boolean): void {
  const outline = sharp([
    [p.x - p.half, y0],
    [p.x, p.top],
    [p.x + p.half, y0],
  ])
  mass(sk, rng, outline, colour)
  // The snow line: a chevron a third of the way down, exact on both sides; the shaded face
  // starts below it, so the cap stays paper (or snow white).
  const snowY = p.top + (y0 - p.top) * 0.3
  const l = flank(p, y0, -1, snowY)
  const r = flank(p, y0, 1, snowY)
  const dip: Pt = [p.x, snowY + (y0 - p.top) * 0.06]
  const face = sharp([dip, r, [p.x + p.half, y0], [p.x, y0]])
  if (massive(sk)) sk.fill([face], 'shade', INK)
  else if (sk.inColour) sk.fill([face], 'colour', darken(colour, 0.3))
  else shadow(sk, rng, face, [1, 0], p.half * 2)
  if (sk.inColour) sk.fill([sharp([[p.x, p.top], r, dip, l])], 'colour', SNOW)
  sk.curve([r, dip, l], 'inner', { taper: 0 })
  // The axis between the faces, on the front peak only: on the peaks behind it would run into
  // the front peak's flanks.
  if (front) sk.curve([dip, [p.x, y0]], 'inner', { taper: 0 })
}
