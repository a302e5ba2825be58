import * as m from '@/paraglide/messages'

/**
 * The thirteen styles of the design engine (DESIGN.md §2), with their gallery handles. The
 * engine's style ids and these handles are the same words.
 */
export const STYLE_CATALOGUE = [
  { handle: 'fine-line', name: m.style_fine_line, body: m.style_fine_line_body },
  { handle: 'minimalist', name: m.style_minimalist, body: m.style_minimalist_body },
  { handle: 'traditional', name: m.style_traditional, body: m.style_traditional_body },
  { handle: 'neo-traditional', name: m.style_neo_traditional, body: m.style_neo_traditional_body },
  { handle: 'blackwork', name: m.style_blackwork, body: m.style_blackwork_body },
  { handle: 'dotwork', name: m.style_dotwork, body: m.style_dotwork_body },
  { handle: 'geometric', name: m.style_geometric, body: m.style_geometric_body },
  { handle: 'botanical', name: m.style_botanical, body: m.style_botanical_body },
  { handle: 'watercolor', name: m.style_watercolor, body: m.style_watercolor_body },
  { handle: 'lettering', name: m.style_lettering, body: m.style_lettering_body },
  { handle: 'japanese', name: m.style_japanese, body: m.style_japanese_body },
  { handle: 'tribal', name: m.style_tribal, body: m.style_tribal_body },
  { handle: 'sketch', name: m.style_sketch, body: m.style_sketch_body },
] as const

export type StyleHandle = (typeof STYLE_CATALOGUE)[number]['handle']

export function styleByHandle(handle: string) {
  return STYLE_CATALOGUE.find((s) => s.handle === handle)
}
