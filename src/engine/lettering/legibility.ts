import { MIN_LINE_MM } from '../styles.ts'
import type { LetteringFontId, LetteringLanguage } from './fonts.ts'
import { setText } from './set-text.ts'
import { HAIRLINE_MARGIN, meanStroke } from './stroke-weight.ts'

/** Letters that show a face's hairlines, bowls and joins, per writing system. */
const SAMPLES: Partial<Record<LetteringLanguage, string>> & { latin: string } = {
  latin: 'Hamburgefonstiv',
  vi: 'Mẹ yêu con mãi mãi',
  ja: '永遠の愛',
  ko: '영원한 사랑',
  zh: '永远爱你',
  tw: '永遠愛你',
}

export interface LegibilityOptions {
  /** Picks the sample: CJK faces for ja / ko / zh / tw, the Vietnamese letters for vi. */
  language?: LetteringLanguage
  minStrokeMm?: number
  /** How much thickening is acceptable, as a share of the face's mean stroke (0.3 = 30 %). */
  maxGrowth?: number
}

const known = new Map<string, number>()

/**
 * The smallest cap height at which the font can be tattooed without its strokes growing by more
 * than `maxGrowth` of their mean width. Below it the hairlines are so thin that lifting them to
 * the minimum stroke visibly fattens every letter and starts to close counters.
 *
 * Both widths scale with the cap height c: the hairline is h·c and the mean stroke m·c (measured
 * once at 10 mm). Thickening adds 2δ = min − h·c to every stroke, and 2δ ≤ g·m·c holds from
 * c = min / (h + g·m) on.
 */
export function minCapHeightMm(font: LetteringFontId, options: LegibilityOptions = {}): number {
  const { language, minStrokeMm = MIN_LINE_MM, maxGrowth = 0.3 } = options
  const key = `${font}/${language ?? ''}/${minStrokeMm}/${maxGrowth}`
  const cached = known.get(key)
  if (cached !== undefined) return cached
  const text = (language && SAMPLES[language]) || SAMPLES.latin
  const reference = 10
  const set = setText({ text, font, language, capHeightMm: reference, layout: { kind: 'straight' }, minStrokeMm: 5 })
  const raw = setText({ text, font, language, capHeightMm: reference, layout: { kind: 'straight' }, minStrokeMm: 0 })
  const hairline = (set.hairlineMm * (1 - HAIRLINE_MARGIN)) / reference
  const mean = meanStroke(raw.rings) / reference
  const out = minStrokeMm / (hairline + maxGrowth * mean)
  known.set(key, out)
  return out
}
