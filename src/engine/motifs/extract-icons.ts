/**
 * Builds icons.json: every icon the lexicon names, resolved (aliases followed) from the
 * @iconify-json sets, which are development dependencies only. Run after changing the lexicon:
 *   npm run icons:extract
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { CONCEPTS } from '../text/lexicon/index.ts'
import type { IconSet } from '../text/lexicon/types.ts'
import { iconKey, resolveIcon, type IconData, type IconSetJson } from './icon-sets.ts'

const require = createRequire(import.meta.url)

const sets = new Map<IconSet, IconSetJson>()

/** A whole @iconify-json set, read once (for extraction and for tests of icons outside the lexicon). */
export function wholeIconSet(set: IconSet): IconSetJson {
  let json = sets.get(set)
  if (!json) {
    json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8')) as IconSetJson
    sets.set(set, json)
  }
  return json
}

/** The extracted icons, keyed `set:name` in sorted order, so the file diffs cleanly. */
export function extractIcons(): Record<string, IconData> {
  const out = new Map<string, IconData>()
  for (const { motif } of CONCEPTS) {
    if (!('set' in motif)) continue
    out.set(iconKey(motif.set, motif.name), resolveIcon(wholeIconSet(motif.set), motif.name))
  }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** One icon per line. */
export function formatIcons(icons: Record<string, IconData>): string {
  const lines = Object.entries(icons).map(([key, icon]) => `  ${JSON.stringify(key)}: ${JSON.stringify(icon)}`)
  return `{\n${lines.join(',\n')}\n}\n`
}

if (import.meta.main) {
  const icons = extractIcons()
  writeFileSync(new URL('./icons.json', import.meta.url), formatIcons(icons))
  console.log(`${Object.keys(icons).length} icons written to src/engine/motifs/icons.json`)
}
