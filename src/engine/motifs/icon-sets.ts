import icons from './icons.json' with { type: 'json' }
import type { IconSet } from '../text/lexicon/types.ts'

/** An Iconify icon as drawn: its SVG body inside the box left, top, width × height. */
export interface IconData {
  body: string
  left: number
  top: number
  width: number
  height: number
  /** Quarter turns clockwise, then mirroring, as an alias may ask. */
  rotate: number
  hFlip: boolean
  vFlip: boolean
}

interface IconProps {
  body?: string
  left?: number
  top?: number
  width?: number
  height?: number
  rotate?: number
  hFlip?: boolean
  vFlip?: boolean
}

/** An Iconify set's icons.json, as far as the engine reads it. */
export interface IconSetJson extends IconProps {
  prefix: string
  icons: Record<string, IconProps & { body: string }>
  aliases?: Record<string, IconProps & { parent: string }>
}

export const ICON_SETS: readonly IconSet[] = ['game-icons', 'fluent-emoji-high-contrast', 'tabler', 'mdi']

/**
 * The icons the lexicon draws, resolved from the four sets by scripts/extract-icons.ts. The sets
 * are 14 MB of JSON for some 430 icons: held in every engine thread they were a third of its
 * heap and slowed each full collection, and a deployment would have needed the packages.
 */
const EXTRACTED = icons as Record<string, IconData>

export const iconKey = (set: IconSet, name: string) => `${set}:${name}`

/** An icon of the lexicon (anything else is a programming error: extract-icons.ts lists them). */
export function readIcon(set: IconSet, name: string): IconData {
  const icon = EXTRACTED[iconKey(set, name)]
  if (!icon) throw new Error(`No icon "${name}" in ${set}: run npm run icons:extract`)
  return icon
}

/** An icon of a whole set with its aliases resolved: an alias inherits its parent and may turn or mirror it. */
export function resolveIcon(json: IconSetJson, name: string): IconData {
  const chain: IconProps[] = []
  let key = name
  for (let depth = 0; depth < 8; depth++) {
    const icon = json.icons[key]
    if (icon) {
      chain.push(icon)
      break
    }
    const alias = json.aliases?.[key]
    if (!alias) throw new Error(`No icon "${name}" in ${json.prefix}`)
    chain.push(alias)
    key = alias.parent
  }
  const base = chain[chain.length - 1]
  if (!base?.body) throw new Error(`No icon "${name}" in ${json.prefix}`)
  // Transformations of an alias add to its parent's; sizes of the nearest one win.
  const pick = <K extends 'left' | 'top' | 'width' | 'height'>(k: K, fallback: number) =>
    chain.find((c) => c[k] !== undefined)?.[k] ?? json[k] ?? fallback
  return {
    body: base.body,
    left: pick('left', 0),
    top: pick('top', 0),
    width: pick('width', 16),
    height: pick('height', 16),
    rotate: chain.reduce((r, c) => r + (c.rotate ?? 0), 0) % 4,
    hFlip: chain.reduce((f, c) => f !== !!c.hFlip, false),
    vFlip: chain.reduce((f, c) => f !== !!c.vFlip, false),
  }
}
