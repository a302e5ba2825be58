import type { LayoutId, LetteringFontId } from '@/engine/options'
import { currentLocale } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import type { FlowerProblem } from './flower-preset'
import { dateTimeFormat } from '@/lib/intl-formats'

export { PLACEMENT_NAMES } from '@/components/placement-names'

/** The names of the form's choices in the reader's language, keyed by the engine's ids. */
export const LAYOUT_NAMES: Record<LayoutId, () => string> = {
  'single-stem': m.ftool_layout_single_stem,
  bouquet: m.ftool_layout_bouquet,
  wreath: m.ftool_layout_wreath,
  spine: m.ftool_layout_spine,
  band: m.ftool_layout_band,
}

export const FONT_NAMES: Record<LetteringFontId, () => string> = {
  script: m.ftool_font_script,
  blackletter: m.ftool_font_blackletter,
  typewriter: m.ftool_font_typewriter,
  serif: m.ftool_font_serif,
  hand: m.ftool_font_hand,
  brush: m.ftool_font_brush,
}

export const PROBLEM_MESSAGES: Record<FlowerProblem, () => string> = {
  months_required: m.ftool_error_months_required,
  months_too_many: m.ftool_error_months_too_many,
  lettering_long: m.ftool_error_lettering_long,
  size_range: m.ftool_error_size_range,
  seed_range: m.ftool_error_seed_range,
}

/** "March", "3月", "tháng 3": the month's name as the reader's language writes it alone. */
export function monthName(month: number): string {
  return dateTimeFormat(currentLocale().htmlLang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 15))
}

/** The engine's previews, drawn once by scripts/render-flower-previews.ts. */
export const flowerPreview = (id: string) => `/studio/flowers/${id}.webp`
export const layoutPreview = (id: LayoutId) => `/studio/layouts/${id}.webp`
