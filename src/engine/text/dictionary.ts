import { CONCEPTS, LANGS, type Concept, type Lang } from './lexicon/index.ts'
import { fold, hasDiacritics, isCjk, normalise, scriptOf } from './normalise.ts'
import { entryTokens } from './tokenise.ts'
import { COLOUR_WORDS } from './vocabulary/colours.ts'
import { COMPOSITION_WORDS } from './vocabulary/compositions.ts'
import { MOOD_WORDS } from './vocabulary/moods.ts'
import { PLACEMENT_WORDS } from './vocabulary/placements.ts'
import { BLOCKED, STOPWORDS } from './vocabulary/stopwords.ts'
import { STYLE_WORDS } from './vocabulary/styles.ts'

export type SenseKind = 'concept' | 'style' | 'colour' | 'placement' | 'composition' | 'mood' | 'blocked'

/** What a dictionary word means: one meaning per kind at most ("mandala" may be a concept and a layout). */
export interface Sense {
  kind: SenseKind
  id: string
}

type SenseMap = Map<string, Sense[]>
/** Senses per language under one key, so one lookup answers for every language. */
export type PerLang = Partial<Record<Lang, Sense[]>>
type PerLangMap = Map<string, PerLang>

export interface Dictionary {
  /** Keyed by the entry's tokens joined with spaces. */
  exact: PerLangMap
  /** The same keys without accents; Vietnamese spellings without accents live only here. */
  folded: PerLangMap
  /** Entries written in Han or kana, keyed by their text, per language. */
  cjk: PerLangMap
  cjkMaxLength: number
  /** Korean entries without their spaces, for splitting words with particles attached. */
  hangul: SenseMap
  hangulMaxLength: number
  /** Longest entry in tokens. */
  maxTokens: number
  /** Per first token (folded), the longest entry in tokens that starts with it. */
  phraseLength: Map<string, number>
  stopwords: Record<Lang, Set<string>>
  /** Han characters found only in Traditional (tw) or only in Simplified (zh) entries. */
  traditionalOnly: Set<string>
  simplifiedOnly: Set<string>
  /** Words given to two different concepts in one language (the first one wins). */
  clashes: { lang: Lang; word: string; ids: [string, string] }[]
}

const byLang = <T>(make: () => T) => Object.fromEntries(LANGS.map((l) => [l, make()])) as Record<Lang, T>

/** Adds a sense under a key; returns the concept it clashes with, if another concept has the word. */
function add(map: SenseMap, key: string, sense: Sense): string | undefined {
  const senses = map.get(key) ?? []
  const same = senses.find((s) => s.kind === sense.kind)
  if (!same) {
    senses.push(sense)
    map.set(key, senses)
    return undefined
  }
  return same.id !== sense.id && sense.kind === 'concept' ? same.id : undefined
}

function addFor(map: PerLangMap, key: string, lang: Lang, sense: Sense): string | undefined {
  const perLang = map.get(key) ?? {}
  map.set(key, perLang)
  perLang[lang] ??= []
  const senses = perLang[lang]
  const same = senses.find((s) => s.kind === sense.kind)
  if (!same) {
    senses.push(sense)
    return undefined
  }
  return same.id !== sense.id && sense.kind === 'concept' ? same.id : undefined
}

/** Every (language, word, meaning) of the lexicon and the vocabularies, concepts first. */
function* allWords(concepts: readonly Concept[]): Generator<[Lang, string, Sense]> {
  for (const c of concepts) for (const l of LANGS) for (const w of c.words[l]) yield [l, w, { kind: 'concept', id: c.id }]
  const lists: [SenseKind, Record<string, Record<Lang, readonly string[]>>][] = [
    ['style', STYLE_WORDS],
    ['colour', COLOUR_WORDS],
    ['placement', PLACEMENT_WORDS],
    ['composition', COMPOSITION_WORDS],
    ['mood', MOOD_WORDS],
  ]
  for (const [kind, table] of lists)
    for (const [id, words] of Object.entries(table)) for (const l of LANGS) for (const w of words[l]) yield [l, w, { kind, id }]
}

export function buildDictionary(concepts: readonly Concept[] = CONCEPTS): Dictionary {
  const d: Dictionary = {
    exact: new Map(),
    folded: new Map(),
    cjk: new Map(),
    cjkMaxLength: 1,
    hangul: new Map(),
    hangulMaxLength: 1,
    maxTokens: 1,
    phraseLength: new Map(),
    stopwords: byLang(() => new Set()),
    traditionalOnly: new Set(),
    simplifiedOnly: new Set(),
    clashes: [],
  }
  // A Vietnamese spelling without accents that only repeats an accented one of the same
  // meaning ("soi" for "sói") is for unaccented prompts: in accented text it is another word.
  const accentedVi = new Set<string>()
  for (const [l, w, s] of allWords(concepts)) {
    if (l === 'vi' && hasDiacritics(normalise(w, l))) accentedVi.add(`${s.kind}:${s.id}:${fold(normalise(w, l))}`)
  }
  const hanChars: Record<'tw' | 'zh', Set<string>> = { tw: new Set(), zh: new Set() }

  for (const [lang, word, sense] of allWords(concepts)) {
    const text = normalise(word, lang).trim()
    if (!text) continue
    const scripts = new Set([...text].map(scriptOf))
    if ([...text].every((ch) => isCjk(scriptOf(ch)) || /[0-9a-z\s・]/.test(ch)) && (scripts.has('han') || scripts.has('kana'))) {
      const key = text.replace(/\s+/g, '')
      // A lone kana is a particle far more often than a word.
      if (!scripts.has('han') && key.length < 2) continue
      const clash = addFor(d.cjk, key, lang, sense)
      if (clash) d.clashes.push({ lang, word, ids: [clash, sense.id] })
      d.cjkMaxLength = Math.max(d.cjkMaxLength, key.length)
      if (lang === 'tw' || lang === 'zh') for (const ch of key) hanChars[lang].add(ch)
      continue
    }
    const tokens = entryTokens(text, lang)
    if (tokens.length === 0) continue
    const key = tokens.join(' ')
    d.maxTokens = Math.max(d.maxTokens, tokens.length)
    const first = fold(tokens[0]!)
    d.phraseLength.set(first, Math.max(d.phraseLength.get(first) ?? 1, tokens.length))
    const foldedKey = fold(key)
    const foldedOnly = lang === 'vi' && foldedKey === key && accentedVi.has(`${sense.kind}:${sense.id}:${key}`)
    if (!foldedOnly) {
      const clash = addFor(d.exact, key, lang, sense)
      if (clash) d.clashes.push({ lang, word, ids: [clash, sense.id] })
    }
    // Vietnamese without accents collides a lot in single syllables (cá fish, ca sing, cà
    // aubergine): only phrases fold by themselves; single syllables need their spelling listed.
    if (lang !== 'vi' || tokens.length > 1 || foldedKey === key) addFor(d.folded, foldedKey, lang, sense)
    if (scripts.has('hangul')) {
      const compact = tokens.join('')
      add(d.hangul, compact, sense)
      d.hangulMaxLength = Math.max(d.hangulMaxLength, compact.length)
    }
  }
  for (const w of BLOCKED) {
    const perLang = d.cjk.get(w) ?? {}
    for (const l of ['ja', 'tw', 'zh'] as const) perLang[l] = [{ kind: 'blocked', id: w }]
    d.cjk.set(w, perLang)
    d.cjkMaxLength = Math.max(d.cjkMaxLength, w.length)
  }
  for (const l of LANGS) for (const w of STOPWORDS[l]) d.stopwords[l].add(normalise(w, l))
  for (const ch of hanChars.tw) if (!hanChars.zh.has(ch)) d.traditionalOnly.add(ch)
  for (const ch of hanChars.zh) if (!hanChars.tw.has(ch)) d.simplifiedOnly.add(ch)
  return d
}

let shared: Dictionary | null = null

/** The dictionary of the whole lexicon, built on first use. */
export const dictionary = (): Dictionary => (shared ??= buildDictionary())
