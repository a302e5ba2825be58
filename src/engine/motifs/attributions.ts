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

/**
 * The sets' own credits (their info.json, checked by the tests). Game-icons.net credits its
 * artists per icon on its site; the Iconify package does not carry per-icon authors, so the
 * set's authors are credited together, as the set itself does.
 */
const SET_CREDITS: Record<IconSet, SetCredit> = {
  'game-icons': {
    name: 'Game Icons',
    author: 'Lorc, Delapouite and contributors (game-icons.net)',
    authorUrl: 'https://game-icons.net',
    licence: 'CC BY 3.0',
    spdx: 'CC-BY-3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/3.0/',
    sourceUrl: 'https://github.com/game-icons/icons',
    changes: CHANGES,
  },
  'fluent-emoji-high-contrast': {
    name: 'Fluent Emoji High Contrast',
    author: 'Microsoft Corporation',
    authorUrl: 'https://github.com/microsoft/fluentui-emoji',
    licence: 'MIT',
    spdx: 'MIT',
    licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    sourceUrl: 'https://github.com/microsoft/fluentui-emoji',
    changes: CHANGES,
  },
  tabler: {
    name: 'Tabler Icons',
    author: 'Paweł Kuna',
    authorUrl: 'https://github.com/tabler/tabler-icons',
    licence: 'MIT',
    spdx: 'MIT',
    licenceUrl: 'https://github.com/tabler/tabler-icons/blob/master/LICENSE',
    sourceUrl: 'https://tabler.io/icons',
    changes: CHANGES,
  },
  mdi: {
    name: 'Material Design Icons',
    author: 'Pictogrammers',
    authorUrl: 'https://pictogrammers.com',
    licence: 'Apache 2.0',
    spdx: 'Apache-2.0',
    licenceUrl: 'https://github.com/Templarian/MaterialDesign/blob/master/LICENSE',
    sourceUrl: 'https://github.com/Templarian/MaterialDesign',
    changes: CHANGES,
  },
}

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
