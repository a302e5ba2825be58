import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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

interface IconSetJson extends IconProps {
  prefix: string
  icons: Record<string, IconProps & { body: string }>
  aliases?: Record<string, IconProps & { parent: string }>
}

export const ICON_SETS: readonly IconSet[] = ['game-icons', 'fluent-emoji-high-contrast', 'tabler', 'mdi']

const loaded = new Map<IconSet, IconSetJson>()
const require = createRequire(import.meta.url)

/** The set's icons.json, read once; the sets are megabytes, so only the sets in use are read. */
export function iconSet(set: IconSet): IconSetJson {
  let json = loaded.get(set)
  if (!json) {
    if (!ICON_SETS.includes(set)) throw new Error(`Unknown icon set "${set}"`)
    json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8')) as IconSetJson
    loaded.set(set, json)
  }
  return json
}

export const hasIcon = (set: IconSet, name: string): boolean => {
  const json = iconSet(set)
  return name in json.icons || name in (json.aliases ?? {})
}

/** Every icon name of a set, aliases included. */
export const iconNames = (set: IconSet): string[] => {
  const json = iconSet(set)
  return [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})]
}

/** The icon with its aliases resolved: an alias inherits its parent and may turn or mirror it. */
export function readIcon(set: IconSet, name: string): IconData {
  const json = iconSet(set)
  const chain: IconProps[] = []
  let key = name
  for (let depth = 0; depth < 8; depth++) {
    const icon = json.icons[key]
    if (icon) {
      chain.push(icon)
      break
    }
    const alias = json.aliases?.[key]
    if (!alias) throw new Error(`No icon "${name}" in ${set}`)
    chain.push(alias)
    key = alias.parent
  }
  const base = chain[chain.length - 1]
  if (!base?.body) throw new Error(`No icon "${name}" in ${set}`)
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
