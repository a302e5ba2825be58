import type { Lang } from './lexicon/types.ts'
import { LOCALES, normalise } from './normalise.ts'

export interface Token {
  /** Normalised (lower case, NFC) text; for CJK a whole run of Han and kana (and what is written into it). */
  text: string
  /** Offsets in the text given to `tokenise`. */
  start: number
  end: number
  kind: 'word' | 'hangul' | 'cjk'
  /** Punctuation (more than spaces, hyphens, apostrophes, &, + or /) separates it from the previous token. */
  breakBefore: boolean
}

/**
 * Han and kana with the digits, letters and marks written into them ("3月", "黑桃A", "々",
 * "フルール・ド・リス"); the scanner looks Latin words inside a run up as words.
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・々〆〇0-9０-９a-zA-Z]+/gu
const HANGUL = /\p{Script=Hangul}/u
const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

const segmenters = new Map<string, Intl.Segmenter>()
const segmenter = (locale: string) => {
  let s = segmenters.get(locale)
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, s)
  }
  return s
}

/** French elisions ("l'aigle") and English possessives ("mother's") hide the word itself. */
function trimClitics(word: string): { text: string; skip: number } {
  const elision = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'(?=\p{L}{2})/u.exec(word)
  const skip = elision ? elision[0].length : 0
  return { text: word.slice(skip).replace(/'s$/, ''), skip }
}

/**
 * Splits text into word tokens (Latin and other spaced scripts, via Intl.Segmenter), Hangul
 * words (particles still attached) and CJK runs, which the matcher scans for dictionary entries
 * since their word boundaries cannot be trusted.
 */
export function tokenise(text: string, lang?: Lang): Token[] {
  // `from` is where the token's segment starts, elision included, for judging the gap before it.
  const tokens: (Omit<Token, 'breakBefore'> & { from: number })[] = []
  let masked = text
  for (const m of text.matchAll(CJK_RUN)) {
    if (!HAS_CJK.test(m[0])) continue
    tokens.push({ text: normalise(m[0], lang), start: m.index, end: m.index + m[0].length, kind: 'cjk', from: m.index })
    masked = masked.slice(0, m.index) + ' '.repeat(m[0].length) + masked.slice(m.index + m[0].length)
  }
  for (const seg of segmenter(lang ? LOCALES[lang] : 'en').segment(masked)) {
    if (!seg.isWordLike) continue
    const { text: word, skip } = trimClitics(normalise(seg.segment, lang))
    if (!word) continue
    const kind = HANGUL.test(word) ? 'hangul' : 'word'
    tokens.push({ text: word, start: seg.index + skip, end: seg.index + seg.segment.length, kind, from: seg.index })
  }
  tokens.sort((a, b) => a.start - b.start)
  return tokens.map(({ from, ...t }, i) => {
    const prev = tokens[i - 1]
    const gap = prev ? text.slice(prev.end, from) : ''
    return { ...t, breakBefore: !prev || prev.kind === 'cjk' || t.kind === 'cjk' || /[^\s\-‐‑'’&+/]/u.test(gap) }
  })
}

/** Plain words separated by spaces and hyphens tokenise the same without the segmenter, much faster. */
const PLAIN = /^[\p{Script=Latin}\p{Script=Hangul}\p{M}' -]+$/u

/** The tokens of a dictionary entry, as the matcher will meet them in a prompt. */
export function entryTokens(entry: string, lang: Lang): string[] {
  if (!PLAIN.test(entry)) return tokenise(entry, lang).map((t) => t.text)
  return normalise(entry, lang)
    .split(/[\s-]+/)
    .map((w) => trimClitics(w.replace(/^'+|'+$/g, '')).text)
    .filter(Boolean)
}
