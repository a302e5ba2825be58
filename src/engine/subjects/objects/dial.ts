import { smoothThrough } from '../../geometry/curves.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { massive, open, oval, piece } from './kit.ts'

/**
 * Round dials shared by the compass and the clock: a rim as a band between two circles, ticks
 * round a face, a bow ring on top, and glyphs (compass letters, roman numerals) drawn as strokes.
 */

/** A rim between radii `r0` < `r1` about `c`: coloured band, both edges outlined; its outer circle covers what lies behind. */
export function rim(sk: Sketch, rng: Random, c: Pt, r0: number, r1: number, colour: string): Pt[] {
  const outer = oval(c, r1, r1, 28, -Math.PI / 2)
  const inner = oval(c, r0, r0, 24, -Math.PI / 2)
  sk.element(outer, { smooth: true })
  const o = smoothThrough(outer, { closed: true, step: 0.5 })
  const i = smoothThrough(inner, { closed: true, step: 0.5 }).reverse()
  if (massive(sk) || !open(sk, r1 - r0)) sk.fill([o, i], 'shade', INK)
  else if (sk.inColour) sk.fill([o, i], 'colour', colour)
  sk.curve(outer, 'outline', { closed: true })
  sk.curve(inner, 'inner', { closed: true })
  void rng
  return outer
}

/** The face inside a rim: it hides what lies behind and takes the face colour in colour mode. */
export function face(sk: Sketch, c: Pt, r: number, colour: string): void {
  const ring = oval(c, r, r, 24)
  sk.element(ring, { smooth: true })
  if (sk.inColour) sk.fill([smoothThrough(ring, { closed: true, step: 0.5 })], 'colour', colour)
}

/** How many ticks fit round a circle of radius `r` with paper between them, up to `most`, from a set of counts that divide evenly. */
export function ticksThatFit(sk: Sketch, r: number, weight: number, counts: readonly number[]): number {
  // Bold styles space their ticks wider than the print gap alone asks: a ring of close bars reads as grey.
  const room = (2 * Math.PI * r) / (weight * (sk.style.weights.outline >= 2 ? 3 : 1) + 1.2)
  return [...counts].reverse().find((n) => n <= room) ?? counts[0]!
}

/** Radial ticks from `r0` to `r1`; every `major`th tick runs longer, from `rMajor`. */
export function ticks(sk: Sketch, c: Pt, n: number, r0: number, r1: number, weight: number, major = 0, rMajor = r0): void {
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2
    const from = major > 0 && i % major === 0 ? rMajor : r0
    sk.curve([polar(a, from, c), polar(a, r1, c)], weight, { taper: 0 })
  }
}

/** The bow: a ring on a short neck above the case, for a chain or a cord. */
export function bow(sk: Sketch, rng: Random, c: Pt, caseR: number, ringR: number, thick: number, colour: string): Pt[][] {
  const neckH = ringR * 0.9
  const neckW = Math.max(thick * 1.3, caseR * 0.16)
  const top = c[1] - caseR
  const neck: Pt[] = [
    [c[0] - neckW / 2, top + thick],
    [c[0] - neckW / 2, top - neckH],
    [c[0] + neckW / 2, top - neckH],
    [c[0] + neckW / 2, top + thick],
  ]
  const ringC: Pt = [c[0], top - neckH - ringR * 0.7]
  const ring = rim(sk, rng, ringC, ringR - thick / 2, ringR + thick / 2, colour)
  piece(sk, rng.fork('neck'), neck, colour, { widthMm: neckW })
  return [ring, neck]
}

/** Stroke glyphs on a unit box (x 0…w, y 0…1, y down): capitals for the compass, roman numerals for the clock. */
const GLYPHS: Record<string, { w: number; strokes: Pt[][] }> = {
  N: {
    w: 0.7,
    strokes: [
      [
        [0, 1],
        [0, 0],
        [0.7, 1],
        [0.7, 0],
      ],
    ],
  },
  S: {
    w: 0.62,
    strokes: [
      [
        [0.62, 0.12],
        [0.32, 0],
        [0.02, 0.22],
        [0.31, 0.5],
        [0.6, 0.78],
        [0.3, 1],
        [0, 0.88],
      ],
    ],
  },
  E: {
    w: 0.56,
    strokes: [
      [
        [0.56, 0],
        [0, 0],
        [0, 1],
        [0.56, 1],
      ],
      [
        [0, 0.5],
        [0.45, 0.5],
      ],
    ],
  },
  W: {
    w: 1.2,
    strokes: [
      [
        [0, 0],
        [0.3, 1],
        [0.6, 0.3],
        [0.9, 1],
        [1.2, 0],
      ],
    ],
  },
  I: {
    w: 0,
    strokes: [
      [
        [0, 0],
        [0, 1],
      ],
    ],
  },
  // V and X open wide: a narrow V's point pinches the paper inside it.
  V: {
    w: 0.9,
    strokes: [
      [
        [0, 0],
        [0.45, 1],
        [0.9, 0],
      ],
    ],
  },
  X: {
    w: 0.8,
    strokes: [
      [
        [0, 0],
        [0.8, 1],
      ],
      [
        [0.8, 0],
        [0, 1],
      ],
    ],
  },
}

/** The width of a word in glyph units, with `gap` between letters (a share of the height). */
export const wordWidth = (word: string, gap: number): number =>
  [...word].reduce((sum, ch) => sum + (GLYPHS[ch]?.w ?? 0.5), 0) + gap * Math.max(0, word.length - 1)

/**
 * A word of stroke glyphs `h` tall, centred on `at`, turned by `angle` (0 = upright), drawn at
 * `weight`; sharp joins (an N's diagonals, a V's point) are kept as one line each.
 */
export function word(sk: Sketch, text: string, at: Pt, h: number, angle: number, weight: number, gap = 0.35): void {
  const total = wordWidth(text, gap) * h
  let x = -total / 2
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const put = ([u, v]: Pt): Pt => {
    const lx = x + u * h
    const ly = (v - 0.5) * h
    return [at[0] + lx * cos - ly * sin, at[1] + lx * sin + ly * cos]
  }
  for (const ch of text) {
    const g = GLYPHS[ch]
    if (!g) continue
    for (const stroke of g.strokes) {
      // Straight strokes keep their corners: each leg is its own line so the spline cannot round a V.
      if (ch === 'S') sk.curve(stroke.map(put), weight, { taper: 0 })
      else for (let i = 0; i + 1 < stroke.length; i++) sk.curve([put(stroke[i]!), put(stroke[i + 1]!)], weight, { taper: 0 })
    }
    x += (g.w + gap) * h
  }
}

/** The roman numeral for an hour, 1–12. */
export const roman = (hour: number): string =>
  ['I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][hour - 1]!

/** A spade-tipped hand from the centre `c` to radius `len` at `angle`, `half` wide at the spade. */
export function hand(sk: Sketch, c: Pt, angle: number, len: number, half: number, weight: number): Pt[] {
  const tip = polar(angle, len, c)
  const neck = polar(angle, len * 0.72, c)
  const side = angle + Math.PI / 2
  sk.element().curve([polar(angle + Math.PI, len * 0.14, c), neck], weight, { taper: 0 })
  const blade: Pt[] = [
    neck,
    [neck[0] + Math.cos(side) * half, neck[1] + Math.sin(side) * half],
    tip,
    [neck[0] - Math.cos(side) * half, neck[1] - Math.sin(side) * half],
  ]
  sk.element(blade)
  sk.fill([blade], 'shade', INK)
  return blade
}
