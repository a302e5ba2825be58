import type { Lang } from './lexicon/types.ts'

/** BCP 47 locales of the site's languages, for case mapping and word segmentation. */
export const LOCALES: Record<Lang, string> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  tw: 'zh-Hant',
  vi: 'vi',
  zh: 'zh-Hans',
}

/** NFC, locale-aware lower case, one kind of apostrophe. */
export function normalise(text: string, lang?: Lang): string {
  // Plain ASCII needs neither composition nor a locale (the hot path of every prompt).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, controls included
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().replace(/`/g, "'")
  return text
    .normalize('NFC')
    .toLocaleLowerCase(lang ? LOCALES[lang] : undefined)
    .replace(/[’ʼ`´]/g, "'")
}

const LATIN_LETTER = /\p{Script=Latin}/u
const MARK = /\p{M}/gu
/** Latin letters that carry their accent in the letter itself, not a combining mark. */
const SPECIAL: Record<string, string> = { đ: 'd', ð: 'd', ø: 'o', ł: 'l', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' }

/**
 * Latin letters without their accents ("löwe" → "lowe", "sói" → "soi"), for people who type
 * without them. Other scripts stay untouched: decomposing kana or Hangul would break them.
 */
const folded = new Map<string, string>()

export function fold(text: string): string {
  let out = folded.get(text)
  if (out === undefined) {
    out = foldUncached(text)
    if (folded.size > 50_000) folded.clear()
    folded.set(text, out)
  }
  return out
}

function foldUncached(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, controls included
  if (/^[\x00-\x7f]*$/.test(text)) return text
  let out = ''
  for (const ch of text) {
    if (!LATIN_LETTER.test(ch)) out += ch
    else out += SPECIAL[ch] ?? ch.normalize('NFD').replace(MARK, '')
  }
  return out
}

/** Whether a (normalised) text has any accented Latin letter. */
export const hasDiacritics = (text: string): boolean => fold(text) !== text

export type Script = 'han' | 'kana' | 'hangul' | 'latin' | 'other'

const HAN = /[\p{Script=Han}々〆〇]/u
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー・]/u
const HANGUL = /\p{Script=Hangul}/u

export function scriptOf(ch: string): Script {
  if (HAN.test(ch)) return 'han'
  if (KANA.test(ch)) return 'kana'
  if (HANGUL.test(ch)) return 'hangul'
  if (LATIN_LETTER.test(ch)) return 'latin'
  return 'other'
}

/** CJK text is matched by scanning, not by words: Han and kana run together without spaces. */
export const isCjk = (s: Script) => s === 'han' || s === 'kana'
