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
  name: () => string
}

/**
 * The four tools, in the order the product presents them: their names and addresses, which the
 * footer of every page needs. Their icons and blurbs are in tool-cards.ts.
 */
export const TOOLS: readonly ToolLink[] = [
  {
    id: 'text',
    marketing: '/{-$locale}/text-to-tattoo',
    app: '/{-$locale}/dashboard/text-to-tattoo',
    name: m.tool_text_name,
  },
  {
    id: 'birth-flower',
    marketing: '/{-$locale}/birth-flower-tattoo-generator',
    app: '/{-$locale}/dashboard/birth-flower-tattoo-generator',
    name: m.tool_flower_name,
  },
  {
    id: 'photo',
    marketing: '/{-$locale}/photo-to-tattoo',
    app: '/{-$locale}/dashboard/photo-to-tattoo',
    name: m.tool_photo_name,
  },
  {
    id: 'try-on',
    marketing: '/{-$locale}/tattoo-try-on',
    app: '/{-$locale}/dashboard/tattoo-try-on',
    name: m.tool_tryon_name,
  },
]
