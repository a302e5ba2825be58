/**
 * Lettering for tattoo designs: text set as filled outlines in millimetres, straight, on an arc,
 * along a path or on a ribbon banner, in six styles and the site's ten languages.
 */
export { LETTERING_FONT_IDS, LETTERING_FONTS } from './fonts.ts'
export type { CjkVariant, LetteringFont, LetteringFontId, LetteringLanguage } from './fonts.ts'
export { minCapHeightMm, type LegibilityOptions } from './legibility.ts'
export { ribbonBanner, type Ribbon, type RibbonBanner, type RibbonOptions } from './ribbon.ts'
export { setText, type Layout, type LetteringResult, type PlacedGlyph, type SetTextOptions } from './set-text.ts'
