/**
 * The galleries module's entry for other modules: handles and the style catalogue. Pages import
 * the descriptions (style-descriptions.ts) directly, so that only the pages that show them load
 * them.
 */
export { HANDLE_PATTERN, isHandle, nameFromHandle } from './handle'
export { STYLE_CATALOGUE, styleByHandle, type StyleHandle } from './style-catalogue'
