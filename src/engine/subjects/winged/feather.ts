import { arcLengths, pointAtLength, smoothThrough } from '../../geometry/curves.ts'
import { lerp, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectModel } from '../model.ts'
import { ellipse } from '../../flowers/sprig-kit.ts'
import { linesAcross } from '../../flowers/model.ts'
import { countFor, drawBuilt, type Built, type InnerLine, type Part } from './parts.ts'

const TEAL = '#1d4e89'
const QUILL = '#f4efe4'
const PEACOCK_GREEN = '#0f7b3f'
const BRONZE = '#c68a2e'
const EYE_BLUE = '#1d4e89'

/**
 * A single feather along its shaft (base at the bottom, tip at the top): a straight quill whose
 * vanes are split into groups of barbs with gaps between them, the same feather curving, or a
 * peacock feather with wispy barbs and its eye. Its axis runs along the shaft.
 */
export const FEATHER: SubjectModel = {
  id: 'feather',
  shape: 'long',
  aspects: [0.19, 0.3, 0.3],
  draw(sk, rng, frame) {
    const colour = frame.colour ?? TEAL
    return drawBuilt(sk, rng, frame, (S) => {
      if (frame.form === 2) return peacock(sk, rng, S)
      const path: Pt[] =
        frame.form === 1
          ? [
              [0.05, 0.5],
              [0.1, 0.2],
              [0.06, -0.15],
              [-0.1, -0.5],
            ]
          : [
              [0, 0.5],
              [0.005, 0],
              [0, -0.5],
            ]
      return quill(sk, rng, S, path, colour)
    })
  },
}

/** A point and the unit normal (to the right of the way from base to tip) along the shaft. */
function shaftAt(path: readonly Pt[], lengths: readonly number[], t: number): { at: Pt; n: Pt } {
  const total = lengths[lengths.length - 1]!
  const at = pointAtLength(path, lengths, t * total)
  const ahead = pointAtLength(path, lengths, Math.min(total, t * total + 0.5))
  const behind = pointAtLength(path, lengths, Math.max(0, t * total - 0.5))
  const dx = ahead[0] - behind[0]
  const dy = ahead[1] - behind[1]
  const l = Math.hypot(dx, dy) || 1
  return { at, n: [-dy / l, dx / l] }
}

function quill(sk: Sketch, rng: Random, S: number, control: Pt[], colour: string): Built {
  const path = smoothThrough(
    control.map(([x, y]) => [x * S, y * S] as Pt),
    { step: 0.5 },
  )
  const lengths = arcLengths(path)
  const t0 = 0.17
  const W = 0.11 * S
  // Half-width of the vane: full a third of the way up, then narrowing to a rounded point.
  const half = (t: number) => {
    const u = Math.max(0, Math.min(1, (t - t0) / (1 - t0)))
    const rise = Math.sin((Math.PI / 2) * Math.min(1, u / 0.3)) ** 0.7
    return W * rise * Math.sqrt(Math.max(0, 1 - Math.max(0, u - 0.3) ** 2 / 0.49)) * (0.55 + 0.45 * (1 - u))
  }
  const lag = 0.09
  const edge = (t: number, side: number, dip = 1): Pt => {
    const { at, n } = shaftAt(path, lengths, Math.min(1, t))
    const h = half(Math.min(1, t)) * dip * side
    return [at[0] + n[0] * h, at[1] + n[1] * h]
  }
  const spine = (t: number): Pt => shaftAt(path, lengths, t).at
  const parts: Part[] = []
  // Too narrow for its barbs to part (bold lines, a small feather): one vane, the shaft up its middle.
  const whole = linesAcross(sk, W) < 5
  if (whole) {
    const up = Array.from({ length: 9 }, (_, i) => edge(t0 + ((1 - t0) * i) / 9, -1))
    const down = Array.from({ length: 9 }, (_, i) => edge(1 - ((1 - t0) * (i + 1)) / 9, 1))
    // A few barb grooves cut in from each edge, alternating sides: the vane's texture at this size.
    const grooves: InnerLine[] = []
    const n = countFor(sk, (1 - t0) * S, 4, 2, 7)
    for (let j = 0; j < n; j++) {
      const t = t0 + ((1 - t0) * (j + 0.7)) / (n + 0.6)
      // Alternate sides, each cut slanting in towards the shaft the way the barbs lie.
      const side = j % 2 === 0 ? -1 : 1
      grooves.push({
        pts: [edge(t + lag, side, 1.05), edge(t + lag * 0.5, side, 0.62), edge(t + lag * 0.15, side, 0.32)],
        weight: 'detail',
        room: 3,
        taper: 0.6,
      })
    }
    // The shaft up the vane: an ink line, or in a black vane a paper one.
    grooves.push({
      pts: Array.from({ length: 6 }, (_, i) => spine(t0 + ((0.82 - t0) * i) / 5)),
      weight: 'inner',
      room: 0,
      taper: 0.5,
    })
    parts.push({
      outline: [spine(t0), ...up.slice(1), spine(1), ...down.slice(0, -1)],
      ink: { colour, tone: 'dark', shadow: [0.8, 0.6], widthMm: W * 2 },
      lines: grooves,
    })
  }
  for (const side of whole ? [] : [-1, 1]) {
    const r = rng.fork(`side${side}`)
    // The vane splits where its barbs part: one or two gaps on each side.
    const splits = countFor(sk, W, 4, 1, 2)
    const cuts = [t0]
    for (let i = 0; i < splits; i++) cuts.push(t0 + ((1 - t0) * (i + 1)) / (splits + 1) + r.around(0, 0.04))
    cuts.push(1 - lag)
    for (let k = 0; k < cuts.length - 1; k++) {
      const a = cuts[k]!
      const b = cuts[k + 1]!
      const last = k === cuts.length - 2
      const outer: Pt[] = []
      const steps = 6
      for (let i = 0; i <= steps; i++) {
        const t = a + ((b - a) * i) / steps + lag
        // The edge dips into each split, so the gap reads as barbs parting.
        const dip =
          last && i === steps ? 0 : 1 - 0.45 * Math.max(0, 1 - Math.min(i, steps - i) / 1.6) * (k === 0 && i === 0 ? 0 : 1)
        outer.push(edge(t, side, dip))
      }
      if (last) outer[outer.length - 1] = spine(1)
      const inner: Pt[] = Array.from({ length: 4 }, (_, i) => spine(b - ((b - a) * i) / 3))
      const outline = [spine(a), ...outer, ...inner]
      const strands: InnerLine[] = []
      const barbs = countFor(sk, (b - a) * S, 2.6, 1, 6)
      for (let j = 0; j < barbs; j++) {
        const t = a + ((b - a) * (j + 0.6)) / (barbs + 0.2)
        // Each strand runs from the shaft right out to the edge: a line stopping just short of
        // another would leave a sliver of paper too narrow to hold.
        strands.push({
          pts: [spine(t), edge(t + lag * 0.7, side, 0.55), edge(t + lag * 1.05, side, 1.02)],
          weight: 'detail',
          room: 5,
          taper: 0,
        })
      }
      parts.push({ outline, ink: { colour, tone: 'dark', shadow: [side * 0.8, 0.6], widthMm: W }, lines: strands })
    }
  }
  // The shaft runs up the middle of the vane; the bare quill below it.
  const shaftLine: InnerLine = {
    pts: Array.from({ length: 6 }, (_, i) => spine(t0 + ((0.84 - t0) * i) / 5)),
    weight: 'inner',
    room: 0,
  }
  const qw = Math.max(0.012 * S, sk.style.weights.outline * 0.9)
  const base = shaftAt(path, lengths, 0)
  const top = shaftAt(path, lengths, t0 + 0.04)
  const mid = shaftAt(path, lengths, t0 / 2)
  const stalk: Pt[] = [
    [base.at[0] + base.n[0] * qw * 0.3, base.at[1] + base.n[1] * qw * 0.3],
    [mid.at[0] + mid.n[0] * qw * 0.5, mid.at[1] + mid.n[1] * qw * 0.5],
    [top.at[0] + top.n[0] * qw * 0.5, top.at[1] + top.n[1] * qw * 0.5],
    [top.at[0] - top.n[0] * qw * 0.5, top.at[1] - top.n[1] * qw * 0.5],
    [mid.at[0] - mid.n[0] * qw * 0.5, mid.at[1] - mid.n[1] * qw * 0.5],
    [base.at[0] - base.n[0] * qw * 0.3, base.at[1] - base.n[1] * qw * 0.3],
  ]
  parts.push({ outline: stalk, ink: { colour: QUILL, widthMm: qw }, lines: whole ? [] : [{ ...shaftLine, outside: true }] })
  return { parts, anchors: { axis: [spine(0), spine(1)], girth: W, focus: spine(0.6) } }
}

function peacock(sk: Sketch, rng: Random, S: number): Built {
  const at = (x: number, y: number): Pt => [x * S, y * S]
  const parts: Part[] = []
  // Wispy barbs down the shaft: loose strands, no vane to hold them.
  const wisps: InnerLine[] = []
  const pairs = countFor(sk, 0.6 * S, 3.5, 3, 9)
  for (let i = 0; i < pairs; i++) {
    const r = rng.fork(`wisp${i}`)
    const y = 0.38 - (0.62 * i) / pairs
    for (const side of [-1, 1]) {
      const reach = (0.09 + 0.05 * Math.sin((Math.PI * i) / pairs)) * r.range(0.9, 1.1)
      wisps.push({
        pts: [at(0, y), at(side * reach * 0.6, y - 0.05), at(side * reach, y - 0.12)],
        weight: 'detail',
        room: 0,
        outside: true,
      })
    }
  }
  const shaft: InnerLine = { pts: [at(0, 0.5), at(0.01, 0.1), at(0, -0.2)], weight: 'outline', taper: 0.15 }
  // Loose strands and the bare shaft: lines only, no outline to fill.
  parts.push({ outline: [], ink: { colour: BRONZE, widthMm: 0 }, lines: [...wisps, shaft], bare: true })
  // The eye: a green teardrop fringed with barbs, a bronze ring, the blue heart and its dark centre.
  const drop: Pt[] = [
    at(0, -0.12),
    at(0.1, -0.2),
    at(0.14, -0.33),
    at(0.1, -0.45),
    at(0, -0.5),
    at(-0.1, -0.45),
    at(-0.14, -0.33),
    at(-0.1, -0.2),
  ]
  const fringe: InnerLine[] = []
  const strands = countFor(sk, 0.5 * S, 3.5, 4, 10)
  for (let i = 0; i < strands; i++) {
    const a = -Math.PI / 2 + (i - (strands - 1) / 2) * (2.4 / strands)
    const c = at(0, -0.32)
    fringe.push({
      pts: [
        lerp(c, [c[0] + Math.cos(a) * 0.12 * S, c[1] + Math.sin(a) * 0.17 * S], 0.8),
        [c[0] + Math.cos(a) * 0.12 * S, c[1] + Math.sin(a) * 0.17 * S],
      ],
      weight: 'detail',
      room: 8,
    })
  }
  parts.push(
    { outline: drop, ink: { colour: PEACOCK_GREEN, shadow: [1, 0], widthMm: 0.26 * S }, lines: fringe },
    {
      outline: ellipse(at(0, -0.32), 0.085 * S, 0.11 * S, 12),
      ink: { colour: BRONZE, widthMm: 0.16 * S, weight: 'inner' },
      outer: false,
    },
    {
      outline: ellipse(at(0, -0.31), 0.055 * S, 0.07 * S, 12),
      ink: { colour: EYE_BLUE, tone: 'dark', widthMm: 0.1 * S, weight: 'inner' },
      outer: false,
    },
  )
  return { parts, anchors: { axis: [at(0, 0.5), at(0, -0.5)], girth: 0.14 * S, focus: at(0, -0.32) } }
}
