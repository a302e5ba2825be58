import { subtract } from '../geometry/clip.ts'
import { add, normalize, scale, sub, type Pt } from '../geometry/vec.ts'
import type { Random } from '../random.ts'
import type { LetteringFontId, LetteringLanguage } from './fonts.ts'
import { setText, type LetteringResult } from './set-text.ts'

export interface RibbonOptions {
  text: string
  font: LetteringFontId
  language?: LetteringLanguage
  capHeightMm: number
  /** Overall width, tails included; the lettering shrinks to fit if it must. Without it the banner fits the text. */
  widthMm?: number
  /** 0 = a straight band, 1 = a strong arch. */
  curve: number
  /** Varies the wave and the tails; without it the banner is symmetric. */
  rng?: Random
  letterSpacing?: number
  minStrokeMm?: number
}

export interface Ribbon {
  /** The front band the text sits on. */
  outline: Pt[]
  /** The triangles of the ribbon's back showing under each end where it folds behind. */
  folds: Pt[][]
  /** The swallow-tailed ends, as far as they show from behind the band. */
  tails: Pt[][]
  /** The band's centre line, left to right (the text follows it). */
  centreLine: Pt[]
}

export interface RibbonBanner {
  ribbon: Ribbon
  text: LetteringResult
}

/** Space between the letters and the band's edges, in cap heights. */
const MARGIN = 0.4
/** Proportions of the classic flash banner, in band heights unless said otherwise. */
const PAD_ENDS = 0.55
const TAIL_DROP = 0.55
const TAIL_LENGTH = 1.0
const TAIL_BOTTOM_LONGER = 0.18
const NOTCH = 0.42
const FOLD_WIDTH = 0.5

const SAMPLES = 72

/** The y of the centre of mass of filled rings (holes count negative, as they wind). */
function inkCentroidY(rings: readonly (readonly Pt[])[]): number {
  let area = 0
  let moment = 0
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x0, y0] = ring[j]!
      const [x1, y1] = ring[i]!
      const cross = x0 * y1 - x1 * y0
      area += cross
      moment += (y0 + y1) * cross
    }
  }
  return area === 0 ? 0 : moment / (3 * area)
}

interface Shape {
  halfLength: number
  height: number
  arch: number
  wave: number
}

/** The band's centre line: a parabolic arch with an optional S-wave laid over it, x from −L/2 to L/2. */
function centreLineOf({ halfLength, arch, wave }: Shape): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i <= SAMPLES; i++) {
    const u = (i / SAMPLES) * 2 - 1
    out.push([u * halfLength, -arch * (1 - u * u) + wave * Math.sin(Math.PI * u)])
  }
  return out
}

/** Unit normals pointing up the page (to the left of left-to-right travel). */
function upNormals(line: readonly Pt[]): Pt[] {
  return line.map((_, i) => {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(line.length - 1, i + 1)]!
    const t = normalize(sub(b, a))
    return [t[1], -t[0]] as Pt
  })
}

/**
 * One end's fold and tail, built in the end's own frame: `out` along the band away from the
 * middle, `down` across it towards the bottom of the page. The tail hangs a little lower than
 * the band and comes out from behind its end; the fold is the triangle of the ribbon's back seen
 * under the band between the two.
 */
function endPieces(end: Pt, out: Pt, h: number, droop: number, length: number): { fold: Pt[]; tail: Pt[] } {
  const down: Pt = out[0] >= 0 ? [-out[1], out[0]] : [out[1], -out[0]]
  const at = (a: number, b: number): Pt => add(end, add(scale(out, a), scale(down, b)))
  const drop = TAIL_DROP * h
  const top = drop - h / 2
  const bottom = drop + h / 2
  // The tail sags as it goes: the farther out, the lower (a gentle curve, not a kink).
  const sag = (a: number) => droop * length * (Math.max(0, a) / length) ** 1.6
  const tip = length + TAIL_BOTTOM_LONGER * h
  const edge = (from: number, to: number, b: number, n = 10): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = from + ((to - from) * i) / n
      return at(a, b + sag(a))
    })
  const tail = [...edge(0, length, top), at(length - NOTCH * h, drop + sag(length - NOTCH * h)), ...edge(tip, 0, bottom)]
  // Reaching up into the band, so that once the band hides its top it meets the band's curved edge.
  const fold = [at(0, h / 4), at(0, bottom), at(-FOLD_WIDTH * h, h / 2), at(-FOLD_WIDTH * h, h / 4)]
  return { fold, tail }
}

/**
 * A traditional tattoo banner: a band that arches (and, with `rng`, waves) gently, each end folding
 * behind into a swallow-tailed tail, the text set along the band's centre line. All geometry is in
 * mm around (0, 0); the caller strokes the outlines with its own line weights.
 */
export function ribbonBanner(options: RibbonOptions): RibbonBanner {
  const { text, font, language, widthMm, rng, letterSpacing, minStrokeMm } = options
  const curve = Math.min(1, Math.max(0, options.curve))
  let capHeightMm = options.capHeightMm

  // Measure the text straight: its length and how far it rises and falls about its cap middle.
  const measure = (cap: number) => {
    const flat = setText({ text, font, language, capHeightMm: cap, layout: { kind: 'straight' }, letterSpacing, minStrokeMm: 0 })
    // The letters sit where the eye weighs them: halfway between the middle of their ink and its
    // centre of mass (which lowercase pulls down), the band round them with a margin, a flourish
    // past a cap height excepted.
    const top = Math.max(flat.box.minY, -cap * 1.1)
    const bottom = Math.min(flat.box.maxY, cap)
    const middle = ((top + bottom) / 2 + inkCentroidY(flat.rings)) / 2
    const half = Math.max(middle - top, bottom - middle, cap / 2)
    const height = 2 * (half + MARGIN * cap)
    const band = flat.widthMm + 2 * Math.max(PAD_ENDS * height, cap * 0.8)
    const total = band + 2 * (TAIL_LENGTH + TAIL_BOTTOM_LONGER) * height
    // How far that middle sits below the middle of the cap height (where the path puts the text).
    const inkMiddle = middle
    return { height, band, total, inkMiddle }
  }
  let size = measure(capHeightMm)
  if (widthMm !== undefined && size.total > widthMm) {
    // Everything scales with the cap height, so one proportional step fits it.
    capHeightMm *= widthMm / size.total
    size = measure(capHeightMm)
  }
  const h = size.height
  const tailsReach = (TAIL_LENGTH + TAIL_BOTTOM_LONGER) * h
  const band = widthMm !== undefined ? Math.max(size.band, widthMm - 2 * tailsReach) : size.band
  const shape: Shape = {
    halfLength: band / 2,
    height: h,
    arch: curve * band * 0.11,
    wave: rng ? rng.around(0, 0.14 * h) * (1 - 0.5 * curve) : 0,
  }
  const centreLine = centreLineOf(shape)
  const normals = upNormals(centreLine)
  const topEdge = centreLine.map((p, i) => add(p, scale(normals[i]!, h / 2)))
  const bottomEdge = centreLine.map((p, i) => add(p, scale(normals[i]!, -h / 2)))
  const outline = [...topEdge, ...bottomEdge.reverse()]

  const n = centreLine.length
  const leftOut = normalize(sub(centreLine[0]!, centreLine[1]!))
  const rightOut = normalize(sub(centreLine[n - 1]!, centreLine[n - 2]!))
  const droop = (side: string) => 0.1 + 0.12 * curve + (rng ? rng.fork(side).around(0, 0.05) : 0)
  const length = (side: string) => TAIL_LENGTH * h * (rng ? rng.fork(`${side} length`).around(1, 0.08) : 1)
  const left = endPieces(centreLine[0]!, leftOut, h, droop('left'), length('left'))
  const right = endPieces(centreLine[n - 1]!, rightOut, h, droop('right'), length('right'))

  // Whatever of the pieces behind would show through the band is hidden by it.
  const hide = (ring: Pt[]) => subtract([ring], [outline])

  return {
    ribbon: {
      outline,
      folds: [...hide(left.fold), ...hide(right.fold)],
      tails: [...hide(left.tail), ...hide(right.tail)],
      centreLine,
    },
    text: setText({
      text,
      font,
      language,
      capHeightMm,
      letterSpacing,
      minStrokeMm,
      // Laid on a line shifted so that the ink, not the cap height, sits in the middle of the band.
      layout: { kind: 'path', path: centreLine.map((p, i) => add(p, scale(normals[i]!, size.inkMiddle))) },
    }),
  }
}
