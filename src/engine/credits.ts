import type { IconSet } from './text/lexicon/types.ts'

/**
 * Who made what the engine draws with, for the credits page. Kept apart from the lexicon so the
 * page does not load it; `credits.test.ts` checks that every icon set and face in use is listed.
 */
export interface Credit {
  id: string
  name: string
  author: string
  url: string
  licence: string
  licenceUrl: string
}

export const ICON_SET_CREDITS: Record<IconSet, Credit> = {
  'game-icons': {
    id: 'game-icons',
    name: 'Game Icons',
    author: 'Lorc, Delapouite and contributors (game-icons.net)',
    url: 'https://game-icons.net',
    licence: 'CC BY 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/3.0/',
  },
  'fluent-emoji-high-contrast': {
    id: 'fluent-emoji-high-contrast',
    name: 'Fluent Emoji High Contrast',
    author: 'Microsoft Corporation',
    url: 'https://github.com/microsoft/fluentui-emoji',
    licence: 'MIT',
    licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
  },
  tabler: {
    id: 'tabler',
    name: 'Tabler Icons',
    author: 'Paweł Kuna',
    url: 'https://tabler.io/icons',
    licence: 'MIT',
    licenceUrl: 'https://github.com/tabler/tabler-icons/blob/master/LICENSE',
  },
  mdi: {
    id: 'mdi',
    name: 'Material Design Icons',
    author: 'Pictogrammers',
    url: 'https://pictogrammers.com/library/mdi/',
    licence: 'Apache 2.0',
    licenceUrl: 'https://www.apache.org/licenses/LICENSE-2.0',
  },
}

const OFL = { licence: 'SIL Open Font License 1.1', licenceUrl: 'https://openfontlicense.org' }
const APACHE = { licence: 'Apache 2.0', licenceUrl: 'https://www.apache.org/licenses/LICENSE-2.0' }

/** Keyed by the @fontsource package each face comes from. */
export const FONT_CREDITS: Record<string, Credit> = {
  'great-vibes': {
    id: 'great-vibes',
    name: 'Great Vibes',
    author: 'Robert Leuschke (TypeSETit)',
    url: 'https://fonts.google.com/specimen/Great+Vibes',
    ...OFL,
  },
  unifrakturmaguntia: {
    id: 'unifrakturmaguntia',
    name: 'UnifrakturMaguntia',
    author: 'J. „Mach“ Wust',
    url: 'https://fonts.google.com/specimen/UnifrakturMaguntia',
    ...OFL,
  },
  'grenze-gotisch': {
    id: 'grenze-gotisch',
    name: 'Grenze Gotisch',
    author: 'Omnibus-Type',
    url: 'https://fonts.google.com/specimen/Grenze+Gotisch',
    ...OFL,
  },
  'special-elite': {
    id: 'special-elite',
    name: 'Special Elite',
    author: 'Astigmatic',
    url: 'https://fonts.google.com/specimen/Special+Elite',
    ...APACHE,
  },
  'playfair-display': {
    id: 'playfair-display',
    name: 'Playfair Display',
    author: 'Claus Eggers Sørensen',
    url: 'https://fonts.google.com/specimen/Playfair+Display',
    ...OFL,
  },
  'dancing-script': {
    id: 'dancing-script',
    name: 'Dancing Script',
    author: 'Impallari Type',
    url: 'https://fonts.google.com/specimen/Dancing+Script',
    ...OFL,
  },
  caveat: { id: 'caveat', name: 'Caveat', author: 'Impallari Type', url: 'https://fonts.google.com/specimen/Caveat', ...OFL },
  'noto-serif-jp': {
    id: 'noto-serif-jp',
    name: 'Noto Serif JP',
    author: 'Google, Adobe',
    url: 'https://fonts.google.com/noto/specimen/Noto+Serif+JP',
    ...OFL,
  },
  'noto-serif-sc': {
    id: 'noto-serif-sc',
    name: 'Noto Serif SC',
    author: 'Google, Adobe',
    url: 'https://fonts.google.com/noto/specimen/Noto+Serif+SC',
    ...OFL,
  },
  'noto-serif-tc': {
    id: 'noto-serif-tc',
    name: 'Noto Serif TC',
    author: 'Google, Adobe',
    url: 'https://fonts.google.com/noto/specimen/Noto+Serif+TC',
    ...OFL,
  },
  'noto-serif-kr': {
    id: 'noto-serif-kr',
    name: 'Noto Serif KR',
    author: 'Google, Adobe',
    url: 'https://fonts.google.com/noto/specimen/Noto+Serif+KR',
    ...OFL,
  },
  'yuji-syuku': {
    id: 'yuji-syuku',
    name: 'Yuji Syuku',
    author: 'Kinuta Font Factory',
    url: 'https://fonts.google.com/specimen/Yuji+Syuku',
    ...OFL,
  },
  'ma-shan-zheng': {
    id: 'ma-shan-zheng',
    name: 'Ma Shan Zheng',
    author: 'Ma ShanZheng',
    url: 'https://fonts.google.com/specimen/Ma+Shan+Zheng',
    ...OFL,
  },
  'lxgw-wenkai-tc': {
    id: 'lxgw-wenkai-tc',
    name: 'LXGW WenKai TC',
    author: 'LXGW',
    url: 'https://github.com/lxgw/LxgwWenkaiTC',
    ...OFL,
  },
  'nanum-brush-script': {
    id: 'nanum-brush-script',
    name: 'Nanum Brush Script',
    author: 'Sandoll Communication',
    url: 'https://fonts.google.com/specimen/Nanum+Brush+Script',
    ...OFL,
  },
}
