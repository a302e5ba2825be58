/**
 * The designs the birth-flower page's month picker shows (ADR 42): one per month, a request of
 * the studio's birth-flower tool for that month alone (its default style; one stem, since its
 * default bouquet of a single month leaves the bouquet's name banner empty; a fixed seed), drawn
 * at build time by scripts/build-gallery.ts into public/gallery like the galleries' designs, so
 * picking a month costs the server nothing.
 */
export const BIRTH_MONTH_TASTE = { layout: 'single-stem', style: 'fine-line', seed: 1 } as const

export interface BirthMonthTaste {
  tool: 'birth-flower'
  months: [number]
  layout: (typeof BIRTH_MONTH_TASTE)['layout']
  style: (typeof BIRTH_MONTH_TASTE)['style']
  seed: number
  /** None: drawn where the gallery draws (gallery-key.ts). */
  placement?: never
}

/** The month's design request (1–12). */
export const birthMonthTaste = (month: number): BirthMonthTaste => ({
  tool: 'birth-flower',
  months: [month],
  ...BIRTH_MONTH_TASTE,
})

/** All twelve, January first. */
export const BIRTH_MONTH_TASTES: readonly BirthMonthTaste[] = Array.from({ length: 12 }, (_, i) => birthMonthTaste(i + 1))
