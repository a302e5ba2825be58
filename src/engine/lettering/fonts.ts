import type { FaceId } from './font-files.ts'

/** The site's ten languages; they decide which Chinese glyph forms Han-only text gets. */
export type LetteringLanguage = 'en' | 'de' | 'es' | 'fr' | 'ja' | 'ko' | 'pt' | 'tw' | 'vi' | 'zh'

/** Which CJK faces a text needs: kana means Japanese, Hangul Korean, Han alone depends on the language. */
export type CjkVariant = 'ja' | 'ko' | 'zh-Hans' | 'zh-Hant'

/** The six lettering styles' ids, spelled out so that checking a request needs none of the faces. */
export const LETTERING_FONT_IDS = ['script', 'blackletter', 'typewriter', 'serif', 'hand', 'brush'] as const
export type LetteringFontId = (typeof LETTERING_FONT_IDS)[number]

export interface LetteringFont {
  id: LetteringFontId
  /** Faces for Latin (and Vietnamese) text, best first; the first that has every letter of a text wins. */
  latin: readonly FaceId[]
  /** Faces for CJK text, by variant, best first. */
  cjk: Readonly<Record<CjkVariant, readonly FaceId[]>>
}

const SERIF_CJK: Record<CjkVariant, readonly FaceId[]> = {
  ja: ['noto-serif-jp', 'noto-serif-tc', 'noto-serif-sc', 'noto-serif-kr'],
  ko: ['noto-serif-kr', 'noto-serif-tc', 'noto-serif-jp', 'noto-serif-sc'],
  'zh-Hans': ['noto-serif-sc', 'noto-serif-tc', 'noto-serif-jp', 'noto-serif-kr'],
  'zh-Hant': ['noto-serif-tc', 'noto-serif-sc', 'noto-serif-jp', 'noto-serif-kr'],
}

/** The brush face of each variant first, then the serif ones for any character it lacks. */
const BRUSH_CJK: Record<CjkVariant, readonly FaceId[]> = {
  ja: ['yuji-syuku', ...SERIF_CJK.ja],
  ko: ['nanum-brush-script', ...SERIF_CJK.ko],
  'zh-Hans': ['ma-shan-zheng', ...SERIF_CJK['zh-Hans']],
  'zh-Hant': ['lxgw-wenkai-tc', ...SERIF_CJK['zh-Hant']],
}

/**
 * The six lettering styles. Every Latin list ends in Playfair Display, which has the Vietnamese
 * letters: a style without them (blackletter, typewriter) sets such a text in serif rather than
 * mixing two alphabets in one word. CJK has no blackletter or typewriter: those use the serif faces.
 */
export const LETTERING_FONTS: Readonly<Record<LetteringFontId, LetteringFont>> = {
  script: { id: 'script', latin: ['great-vibes', 'dancing-script', 'playfair-display'], cjk: BRUSH_CJK },
  blackletter: {
    id: 'blackletter',
    latin: ['unifrakturmaguntia', 'grenze-gotisch', 'playfair-display'],
    cjk: SERIF_CJK,
  },
  typewriter: { id: 'typewriter', latin: ['special-elite', 'playfair-display'], cjk: SERIF_CJK },
  serif: { id: 'serif', latin: ['playfair-display'], cjk: SERIF_CJK },
  hand: { id: 'hand', latin: ['caveat', 'dancing-script', 'playfair-display'], cjk: BRUSH_CJK },
  brush: { id: 'brush', latin: ['caveat', 'dancing-script', 'playfair-display'], cjk: BRUSH_CJK },
}

/** Faces whose letters join up: on a curve they bend with it, so the joins still meet. */
export const JOINED_FACES: ReadonlySet<FaceId> = new Set<FaceId>(['great-vibes', 'dancing-script'])

export const isLetteringFontId = (id: unknown): id is LetteringFontId =>
  typeof id === 'string' && (LETTERING_FONT_IDS as readonly string[]).includes(id)

export type CharClass = 'kana' | 'han' | 'hangul' | 'cjk-mark' | 'other'

/** The writing system of one code point, as far as picking a face needs it. */
export function charClass(cp: number): CharClass {
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9f)) return 'kana'
  if ((cp >= 0xac00 && cp <= 0xd7ff) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f)) return 'hangul'
  if ((cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) return 'hangul'
  if (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f) ||
    cp === 0x3005 ||
    cp === 0x3007
  )
    return 'han'
  // CJK punctuation and full-width forms: drawn by the CJK face when the text is CJK.
  if ((cp >= 0x3000 && cp <= 0x303f) || (cp >= 0xff00 && cp <= 0xffef)) return 'cjk-mark'
  return 'other'
}

/** Which CJK faces a text takes: kana is always Japanese and Hangul Korean; Han alone follows the language. */
export function cjkVariant(text: string, language?: LetteringLanguage): CjkVariant {
  for (const ch of text) {
    const c = charClass(ch.codePointAt(0)!)
    if (c === 'kana') return 'ja'
    if (c === 'hangul') return 'ko'
  }
  if (language === 'ja') return 'ja'
  if (language === 'ko') return 'ko'
  if (language === 'tw') return 'zh-Hant'
  // Han without a hint: Simplified is the likelier reading; a missing form falls back down the list.
  return 'zh-Hans'
}
