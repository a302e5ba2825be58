import { Flower2, ImageUp, PenLine, ScanFace, type LucideIcon } from 'lucide-react'
import * as m from '@/paraglide/messages'
import { type ToolLink, TOOLS } from './nav'

export interface ToolCard extends ToolLink {
  icon: LucideIcon
  /** A line on what the tool does. */
  blurb: () => string
}

const LOOKS: Record<ToolLink['id'], Pick<ToolCard, 'icon' | 'blurb'>> = {
  text: { icon: PenLine, blurb: m.tool_text_blurb },
  'birth-flower': { icon: Flower2, blurb: m.tool_flower_blurb },
  photo: { icon: ImageUp, blurb: m.tool_photo_blurb },
  'try-on': { icon: ScanFace, blurb: m.tool_tryon_blurb },
}

/**
 * The tools as menus, the home page and the workspace show them. Apart from TOOLS so that every
 * page's first load, whose footer needs only names, carries no icons or blurbs (ADR 55).
 */
export const TOOL_CARDS: readonly ToolCard[] = TOOLS.map((tool) => ({ ...tool, ...LOOKS[tool.id] }))
