/**
 * The choices a design request offers, for forms and for the server's validation of a request
 * before it is queued (the engine checks the same again when it draws: design.ts, photo-design.ts).
 */
export { PLACEMENT_IDS, PLACEMENTS, type PlacementId, type PlacementSpec } from './placements.ts'
export { LAYOUT_IDS, type LayoutId } from './birth-flower/layouts.ts'
export { TREATMENT_IDS, type TreatmentId } from './photo/treatments/ids.ts'
export { LANGS, type Lang } from './text/lexicon/types.ts'
export { LETTERING_FONT_IDS, type LetteringFontId } from './lettering/fonts.ts'
export { MAX_BOUQUET_MONTHS, MAX_VARIATIONS } from './request.ts'

/** Photo designs: long side at print size, mm, and the main line's weight, mm. */
export const PHOTO_SIZE_RANGE_MM = [20, 600] as const
export const LINE_WEIGHT_RANGE_MM = [0.3, 4] as const
/** Drawn designs may be asked at any size from 10 to 600 mm (the placement narrows it: design.ts). */
export const DRAWN_SIZE_RANGE_MM = [10, 600] as const
/** The longest prompt and lettering the tools take. */
export const MAX_PROMPT_CHARS = 500
export const MAX_LETTERING_CHARS = 80
