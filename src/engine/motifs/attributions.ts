import { ICON_SET_CREDITS } from '../credits.ts'
import { CONCEPTS } from '../text/lexicon/index.ts'
import type { IconSet } from '../text/lexicon/types.ts'

/** Credit for one icon set, as the attribution page shows it. */
export interface Attribution {
  set: IconSet
  /** The set's name. */
  name: string
  /** Whom the licence asks to credit. */
  author: string
  authorUrl: string
  /** Licence name and SPDX id. */
  licence: string
  spdx: string
  licenceUrl: string
  sourceUrl: string
  /** What the engine does to the icons (CC BY asks that changes be indicated). */
  changes: string
  /** The icons the lexicon uses, sorted. */
  icons: string[]
}

type SetCredit = Omit<Attribution, 'set' | 'icons'>

const CHANGES = 'Converted to outlines and redrawn by the Inkdraft tattoo engine.'

/** What the credits page does not show but the set's own metadata has (checked by the tests). */
const SOURCES: Record<IconSet, { spdx: string; sourceUrl: string }> = {
  'game-icons': { spdx: 'CC-BY-3.0', sourceUrl: 'https://github.com/game-icons/icons' },
  'fluent-emoji-high-contrast': { spdx: 'MIT', sourceUrl: 'https://github.com/microsoft/fluentui-emoji' },
  tabler: { spdx: 'MIT', sourceUrl: 'https://tabler.io/icons' },
  mdi: { spdx: 'Apache-2.0', sourceUrl: 'https://github.com/Templarian/MaterialDesign' },
}

/**
 * Game-icons.net credits its artists per icon on its site; the Iconify package does not carry
 * per-icon authors, so the set's authors are credited together, as the set itself does.
 */
const SET_CREDITS = Object.fromEntries(
  (Object.keys(SOURCES) as IconSet[]).map((set) => {
    const c = ICON_SET_CREDITS[set]
    const credit: SetCredit = {
      name: c.name,
      author: c.author,
      authorUrl: c.url,
      licence: c.licence,
      licenceUrl: c.licenceUrl,
      ...SOURCES[set],
      changes: CHANGES,
    }
    return [set, credit]
  }),
) as Record<IconSet, SetCredit>

/** Every icon set the lexicon draws from, with the icons it uses; sets it does not use are left out. */
export const ATTRIBUTIONS: readonly Attribution[] = (() => {
  const used = new Map<IconSet, Set<string>>()
  for (const c of CONCEPTS) {
    if (!('set' in c.motif)) continue
    const icons = used.get(c.motif.set) ?? new Set<string>()
    icons.add(c.motif.name)
    used.set(c.motif.set, icons)
  }
  return (Object.keys(SET_CREDITS) as IconSet[])
    .filter((set) => used.has(set))
    .map((set) => ({ set, ...SET_CREDITS[set], icons: [...used.get(set)!].sort() }))
})()
