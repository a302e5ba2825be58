import type { Pt } from '../geometry/vec.ts'
import { LETTERING_FONTS, type LetteringFont, type LetteringLanguage } from '../lettering/fonts.ts'
import { setText } from '../lettering/set-text.ts'

/**
 * Noto Serif in every language: lining figures for the ruler, and the same face for Latin and CJK
 * labels (its Latin is the same in the JP, SC, TC and KR packages).
 */
const LABEL_FONT: LetteringFont = { ...LETTERING_FONTS.serif, latin: ['noto-serif-jp', 'playfair-display'] }

export type Align = 'left' | 'right' | 'centre'

/**
 * A label as filled outlines in page millimetres, its baseline at `baseline`. Labels are drawn as
 * paths from the lettering's own faces because PDF's standard fonts have no CJK and embedding a font needs fontkit. A label
 * wider than `maxWidthMm` is set smaller rather than run off the sheet.
 */
export function labelRings(
  text: string,
  {
    x,
    baseline,
    capMm,
    align,
    maxWidthMm = Infinity,
    language,
  }: {
    x: number
    baseline: number
    capMm: number
    align: Align
    maxWidthMm?: number
    language?: LetteringLanguage
  },
): { rings: Pt[][]; widthMm: number } {
  if (text.trim() === '') return { rings: [], widthMm: 0 }
  const set = (cap: number) =>
    setText({ text, font: LABEL_FONT, language, capHeightMm: cap, layout: { kind: 'straight' }, minStrokeMm: 0 })
  let cap = capMm
  let result = set(cap)
  if (result.widthMm > maxWidthMm) {
    cap = (cap * maxWidthMm) / result.widthMm
    result = set(cap)
  }
  const { minX, maxX } = result.box
  // Glyph centres sit at the middle of the cap height: the baseline is half a cap height below.
  const capMiddle = result.glyphs.length > 0 ? result.glyphs[0]!.centre[1] : 0
  const shift: Pt = [
    align === 'left' ? x - minX : align === 'right' ? x - maxX : x - (minX + maxX) / 2,
    baseline - cap / 2 - capMiddle,
  ]
  return { rings: result.rings.map((r) => r.map(([px, py]) => [px + shift[0], py + shift[1]] as Pt)), widthMm: result.widthMm }
}
