import { PLACEMENTS, type PlacementId } from '@/engine/options'
import type { LocaleInfo } from '@/i18n/locales'

/** Where nothing names a placement, the engine draws for the forearm (engine/text/reading.ts). */
export const DEFAULT_PLACEMENT: PlacementId = 'forearm'

/** The design's width and height at print size: the placement's proportion, its long side `sizeMm`. */
export function printSize(placement: PlacementId, sizeMm?: number): { widthMm: number; heightMm: number } {
  const { aspect, sizeMm: usual } = PLACEMENTS[placement]
  const long = sizeMm ?? usual
  return aspect >= 1 ? { widthMm: long, heightMm: long / aspect } : { widthMm: long * aspect, heightMm: long }
}

/**
 * The size slider's range: the placement's usual range, widened to take a size from elsewhere (a
 * print check's "larger size" may go past it; the engine takes 10–600 mm at any placement).
 */
export function sizeRange(placement: PlacementId, sizeMm?: number): { min: number; max: number; usual: number } {
  const { minMm, maxMm, sizeMm: usual } = PLACEMENTS[placement]
  return { min: Math.min(minMm, sizeMm ?? minMm), max: Math.max(maxMm, sizeMm ?? maxMm), usual }
}

/**
 * Inches for the English pages (their readers are mostly in the US, and their stencil paper is
 * Letter: designs/stencil-labels.ts), centimetres everywhere else.
 */
export const usesInches = (locale: Pick<LocaleInfo, 'code'>): boolean => locale.code === 'en'

export function formatLength(mm: number, locale: Pick<LocaleInfo, 'code' | 'tag'>): string {
  const inches = usesInches(locale)
  return new Intl.NumberFormat(locale.tag, {
    style: 'unit',
    unit: inches ? 'inch' : 'centimeter',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(inches ? mm / 25.4 : mm / 10)
}
