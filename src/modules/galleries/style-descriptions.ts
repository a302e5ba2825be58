import * as m from '@/paraglide/messages'
import type { StyleHandle } from './style-catalogue'

/** What defines each style, in the reader's language. */
export const STYLE_DESCRIPTIONS: Record<StyleHandle, () => string> = {
  'fine-line': m.style_fine_line_body,
  minimalist: m.style_minimalist_body,
  traditional: m.style_traditional_body,
  'neo-traditional': m.style_neo_traditional_body,
  blackwork: m.style_blackwork_body,
  dotwork: m.style_dotwork_body,
  geometric: m.style_geometric_body,
  botanical: m.style_botanical_body,
  watercolor: m.style_watercolor_body,
  lettering: m.style_lettering_body,
  japanese: m.style_japanese_body,
  tribal: m.style_tribal_body,
  sketch: m.style_sketch_body,
}
