import { Flower2, ImageUp, PenLine, ScanFace, type LucideIcon } from 'lucide-react'
import * as m from '@/paraglide/messages'

export interface ToolLink {
  id: 'text' | 'birth-flower' | 'photo' | 'try-on'
  marketing:
    | '/{-$locale}/text-to-tattoo'
    | '/{-$locale}/birth-flower-tattoo-generator'
    | '/{-$locale}/photo-to-tattoo'
    | '/{-$locale}/tattoo-try-on'
  app:
    | '/{-$locale}/dashboard/text-to-tattoo'
    | '/{-$locale}/dashboard/birth-flower-tattoo-generator'
    | '/{-$locale}/dashboard/photo-to-tattoo'
    | '/{-$locale}/dashboard/tattoo-try-on'
  icon: LucideIcon
  name: () => string
  blurb: () => string
}

/** The four tools, in the order the product presents them. */
export const TOOLS: readonly ToolLink[] = [
  {
    id: 'text',
    marketing: '/{-$locale}/text-to-tattoo',
    app: '/{-$locale}/dashboard/text-to-tattoo',
    icon: PenLine,
    name: m.tool_text_name,
    blurb: m.tool_text_blurb,
  },
  {
    id: 'birth-flower',
    marketing: '/{-$locale}/birth-flower-tattoo-generator',
    app: '/{-$locale}/dashboard/birth-flower-tattoo-generator',
    icon: Flower2,
    name: m.tool_flower_name,
    blurb: m.tool_flower_blurb,
  },
  {
    id: 'photo',
    marketing: '/{-$locale}/photo-to-tattoo',
    app: '/{-$locale}/dashboard/photo-to-tattoo',
    icon: ImageUp,
    name: m.tool_photo_name,
    blurb: m.tool_photo_blurb,
  },
  {
    id: 'try-on',
    marketing: '/{-$locale}/tattoo-try-on',
    app: '/{-$locale}/dashboard/tattoo-try-on',
    icon: ScanFace,
    name: m.tool_tryon_name,
    blurb: m.tool_tryon_blurb,
  },
]
