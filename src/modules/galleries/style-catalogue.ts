import * as m from '@/paraglide/messages'

/**
 * The thirteen styles of the design engine (DESIGN.md §2) with their gallery handles. The
 * engine's style ids and these handles are the same words. Their descriptions live in
 * style-descriptions.ts, which only the pages that show them import.
 */
export const STYLE_CATALOGUE = [
  { handle: 'fine-line', name: m.style_fine_line },
  { handle: 'minimalist', name: m.style_minimalist },
  { handle: 'traditional', name: m.style_traditional },
  { handle: 'neo-traditional', name: m.style_neo_traditional },
  { handle: 'blackwork', name: m.style_blackwork },
  { handle: 'dotwork', name: m.style_dotwork },
  { handle: 'geometric', name: m.style_geometric },
  { handle: 'botanical', name: m.style_botanical },
  { handle: 'watercolor', name: m.style_watercolor },
  { handle: 'lettering', name: m.style_lettering },
  { handle: 'japanese', name: m.style_japanese },
  { handle: 'tribal', name: m.style_tribal },
  { handle: 'sketch', name: m.style_sketch },
] as const

export type StyleHandle = (typeof STYLE_CATALOGUE)[number]['handle']

export function styleByHandle(handle: string) {
  return STYLE_CATALOGUE.find((s) => s.handle === handle)
}
