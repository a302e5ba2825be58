import type { PlacementId } from '../placements.ts'
import type { ColourMode, StyleId } from '../styles.ts'
import { dictionary, type Dictionary, type Sense } from './dictionary.ts'
import { splitHangul, withoutParticle } from './hangul.ts'
import { LANGS, type Lang } from './lexicon/types.ts'
import { fold, hasDiacritics, normalise, scriptOf } from './normalise.ts'
import { findQuotes } from './quotes.ts'
import { readRelations, type Relation } from './relations.ts'
import { tokenise, type Token } from './tokenise.ts'
import type { CompositionId } from './vocabulary/compositions.ts'
import type { MoodId } from './vocabulary/moods.ts'

export interface Understanding {
  /** Concept ids in prompt order, each once. */
  concepts: string[]
  style?: StyleId
  colour?: ColourMode
  placement?: PlacementId
  composition?: CompositionId
  mood?: MoodId[]
  /**
   * How the motifs relate ("a snake wrapped around a dagger": coil, snake → dagger), among
   * the concepts; absent when the prompt relates none.
   */
  relations?: Relation[]
  /** Quoted passages, to be lettered as written. */
  lettering: string[]
  /** What was not understood, in order, with the understood words taken out. */
  leftover: string
}

export interface UnderstandOptions {
  /** The language the prompt is most likely in (the site's language); detected when absent. */
  language?: Lang
}

interface Match {
  start: number
  end: number
  senses: readonly Sense[]
}

const COMPOSITION_PRIORITY: readonly CompositionId[] = [
  'mandala',
  'badge',
  'banner',
  'symmetric',
  'vertical',
  'cluster',
  'centrepiece',
]

const KATAKANA = /[\p{Script=Katakana}ー]/u
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u

const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** Accented letters no other site language uses: a prompt with them is Vietnamese. */
const VIETNAMESE = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu

/** Guesses the prompt's language from its script, then from everyday and dictionary words. */
export function detectLanguage(text: string, tokens: readonly Token[], d: Dictionary = dictionary()): Lang {
  const count = { han: 0, kana: 0, hangul: 0, traditional: 0, simplified: 0 }
  for (const ch of EAST_ASIAN.test(text) ? text : '') {
    const s = scriptOf(ch)
    if (s === 'han') {
      count.han++
      if (d.traditionalOnly.has(ch)) count.traditional++
      if (d.simplifiedOnly.has(ch)) count.simplified++
    } else if (s === 'kana') count.kana++
    else if (s === 'hangul') count.hangul++
  }
  if (count.hangul > 0 && count.hangul >= count.han + count.kana) return 'ko'
  if (count.kana > 0) return 'ja'
  if (count.han > 0) return count.traditional > count.simplified ? 'tw' : 'zh'
  if (VIETNAMESE.test(text)) return 'vi'
  let best: Lang = 'en'
  let bestScore = 0
  for (const l of ['en', ...LANGS.filter((x) => x !== 'en')] as Lang[]) {
    let score = 0
    for (const t of tokens) if (d.stopwords[l].has(t.text) || d.exact.get(t.text)?.[l]) score++
    if (score > bestScore) {
      best = l
      bestScore = score
    }
  }
  return best
}

/** Plural and inflected forms reduced to the dictionary form, per language ("wolves" → "wolf"). */
const STEM_RULES: Partial<Record<Lang, readonly (readonly [RegExp, string])[]>> = {
  en: [
    [/ies$/, 'y'],
    [/ves$/, 'f'],
    [/ves$/, 'fe'],
    [/es$/, ''],
    [/s$/, ''],
  ],
  de: [
    [/nen$/, ''],
    [/en$/, ''],
    [/er$/, ''],
    [/e$/, ''],
    [/n$/, ''],
    [/s$/, ''],
  ],
  es: [
    [/es$/, ''],
    [/s$/, ''],
  ],
  pt: [
    [/ões$/, 'ão'],
    [/ães$/, 'ão'],
    [/ns$/, 'm'],
    [/es$/, ''],
    [/s$/, ''],
  ],
  fr: [
    [/aux$/, 'al'],
    [/x$/, ''],
    [/s$/, ''],
  ],
}

function stems(word: string, lang: Lang): string[] {
  const rules = STEM_RULES[lang]
  if (!rules || word.length < 4) return []
  const out: string[] = []
  for (const [re, rep] of rules) {
    if (!re.test(word)) continue
    const stem = word.replace(re, rep)
    if (stem.length >= 3 && !out.includes(stem)) out.push(stem)
  }
  return out
}

class Matcher {
  readonly matches: Match[] = []
  private readonly d: Dictionary
  private readonly lang: Lang
  /** Vietnamese spellings without accents count only in prompts typed without accents. */
  private readonly unaccented: boolean
  private readonly prefs: Lang[]
  private readonly crossStop: Set<string>[]

  constructor(d: Dictionary, lang: Lang, unaccented: boolean) {
    this.d = d
    this.lang = lang
    this.unaccented = unaccented
    this.prefs = [lang, ...(['en', ...LANGS] as Lang[]).filter((l, i, all) => l !== lang && all.indexOf(l) === i)]
    this.crossStop = [d.stopwords[lang], d.stopwords.en]
  }

  /** Senses of a key, from the preferred language that has it; short everyday words stay home. */
  lookup(key: string, tokens: number): readonly Sense[] | undefined {
    const crossOk = tokens > 1 || (key.length >= 3 && !this.crossStop.some((s) => s.has(key)))
    const langs = crossOk ? this.prefs : [this.lang]
    const exact = this.d.exact.get(key)
    if (exact) for (const l of langs) if (exact[l]) return exact[l]
    const folded = this.d.folded.get(fold(key))
    if (folded)
      for (const l of langs) {
        if (l === 'vi' && !(this.lang === 'vi' && this.unaccented)) continue
        if (folded[l]) return folded[l]
      }
    return undefined
  }

  /** Inflections are guessed only in the prompt's language and English, where guesses are safest. */
  private stemmed(word: string): readonly Sense[] | undefined {
    for (const l of new Set<Lang>([this.lang, 'en'])) {
      for (const stem of stems(word, l)) {
        const s = this.d.exact.get(stem)?.[l] ?? this.d.folded.get(fold(stem))?.[l]
        if (s) return s
      }
    }
    return undefined
  }

  /** Longest dictionary entries in a run of Han and kana, left to right. */
  scanCjk(t: Token): void {
    const text = t.text
    let pos = 0
    while (pos < text.length) {
      const found = this.cjkAt(text, pos)
      if (found) {
        if (!found.senses.some((s) => s.kind === 'blocked'))
          this.matches.push({ start: t.start + pos, end: t.start + pos + found.length, senses: found.senses })
        pos += found.length
        continue
      }
      // A Latin word written against Han ("wolf和月亮") is looked up as a word.
      const word = /^[a-z0-9]+/.exec(text.slice(pos))?.[0]
      if (word) {
        const senses = /[a-z]/.test(word) ? this.lookup(word, 1) : undefined
        if (senses) this.matches.push({ start: t.start + pos, end: t.start + pos + word.length, senses })
        pos += word.length
        continue
      }
      pos++
    }
  }

  private cjkAt(text: string, pos: number): { length: number; senses: readonly Sense[] } | null {
    for (let len = Math.min(this.d.cjkMaxLength, text.length - pos); len >= 1; len--) {
      const key = text.slice(pos, pos + len)
      const perLang = this.d.cjk.get(key)
      if (!perLang) continue
      // Katakana words run into each other (カメ in カメラ): a katakana entry must stand alone.
      if (KATAKANA_WORD.test(key) && (KATAKANA.test(text[pos - 1] ?? '') || KATAKANA.test(text[pos + len] ?? ''))) continue
      const lang = this.prefs.find((l) => perLang[l]) ?? 'zh'
      return { length: len, senses: perLang[lang]! }
    }
    return null
  }

  /** A Korean word split into dictionary words and particles; failing that, a long enough stem. */
  splitKorean(t: Token): void {
    const pieces = splitHangul(t.text, (p) => this.d.hangul.get(p), this.d.hangulMaxLength)
    if (pieces && pieces.length > 0) {
      pieces.forEach((p, i) =>
        this.matches.push({
          // The particles go with the words they follow; the whole word is understood.
          start: i === 0 ? t.start : t.start + p.start,
          end: i === pieces.length - 1 ? t.end : t.start + p.end,
          senses: p.senses,
        }),
      )
      return
    }
    for (let len = Math.min(this.d.hangulMaxLength, t.text.length - 1); len >= 2; len--) {
      const senses = this.d.hangul.get(t.text.slice(0, len))
      if (senses) {
        this.matches.push({ start: t.start, end: t.start + len, senses })
        return
      }
    }
  }

  /** The longest entry starting at token i: how many tokens it spans and what it means. */
  private phraseAt(tokens: readonly Token[], i: number): { n: number; senses: readonly Sense[] } | null {
    const t = tokens[i]
    if (!t || t.kind === 'cjk') return null
    const longest = Math.min(this.d.phraseLength.get(fold(t.text)) ?? 1, tokens.length - i)
    for (let n = longest; n >= 1; n--) {
      const run = tokens.slice(i, i + n)
      if (run.some((x, k) => x.kind === 'cjk' || (k > 0 && x.breakBefore))) continue
      const texts = run.map((x) => x.text)
      const last = run[n - 1]!
      const keys = [texts.join(' ')]
      if (last.kind === 'hangul' && n > 1)
        for (const stripped of withoutParticle(last.text)) keys.push([...texts.slice(0, -1), stripped].join(' '))
      for (const key of keys) {
        const senses = this.lookup(key, n)
        if (senses) return { n, senses }
      }
    }
    return null
  }

  run(tokens: readonly Token[]): void {
    let i = 0
    while (i < tokens.length) {
      const t = tokens[i]!
      if (t.kind === 'cjk') {
        this.scanCjk(t)
        i++
        continue
      }
      const here = this.phraseAt(tokens, i)
      if (here && here.n > 1 && !tokens[i + 1]!.breakBefore) {
        // "con cá chép": "con cá" (a fish) would cut "cá chép" (koi) in two; a longer
        // reading that starts one word later and runs past this one wins.
        const next = this.phraseAt(tokens, i + 1)
        if (next && next.n > here.n - 1) {
          i++
          continue
        }
      }
      if (here) {
        this.matches.push({ start: t.start, end: tokens[i + here.n - 1]!.end, senses: here.senses })
        i += here.n
        continue
      }
      if (t.kind === 'hangul') this.splitKorean(t)
      else {
        const senses = this.stemmed(t.text)
        if (senses) this.matches.push({ start: t.start, end: t.end, senses })
      }
      i++
    }
    this.matches.sort((a, b) => a.start - b.start)
  }
}

/** The text between understood spans, each piece cleared of the punctuation that joined it to them. */
function leftoverOf(text: string, spans: readonly { start: number; end: number }[]): string {
  const pieces: string[] = []
  let pos = 0
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const chunks: [number, number][] = []
  for (const s of sorted) {
    if (s.start > pos) chunks.push([pos, s.start])
    pos = Math.max(pos, s.end)
  }
  if (pos < text.length) chunks.push([pos, text.length])
  for (const [a, b] of chunks) {
    let piece = text.slice(a, b)
    if (a > 0) piece = piece.replace(/^[\s\p{P}\p{S}]+/u, '')
    if (b < text.length) piece = piece.replace(/[\s\p{P}\p{S}]+$/u, '')
    piece = piece.trim()
    if (piece) pieces.push(piece)
  }
  return pieces.join(' ').replace(/\s+/g, ' ')
}

/**
 * Reads a tattoo request in any of the site's languages: the concepts to draw, and the style,
 * colour, placement, layout and mood words, with quoted text set aside as lettering. Never
 * throws; a prompt it cannot read comes back as leftover.
 */
export function understand(prompt: string, options: UnderstandOptions = {}): Understanding {
  return analyse(prompt, options).understanding
}

/** A stretch of the prompt the reading took something from, with every sense it gave. */
export interface Span {
  start: number
  end: number
  senses: readonly Sense[]
}

/**
 * The reading together with where it came from: the spans of the understood words and of the
 * quoted passages (UTF-16 offsets into the prompt as given, after NFC). For showing a reading
 * word by word (prompt-parts.ts).
 */
export function analyse(
  prompt: string,
  options: UnderstandOptions = {},
): {
  understanding: Understanding
  text: string
  spans: Span[]
  quotes: { start: number; end: number; text: string }[]
  language: Lang
} {
  // A hint from outside may be anything; only the site's languages count.
  const language = LANGS.find((l) => l === options.language)
  const text = typeof prompt === 'string' ? prompt.normalize('NFC') : ''
  const d = dictionary()
  const quotes = findQuotes(text)
  let masked = text
  for (const q of quotes) masked = masked.slice(0, q.start) + ' '.repeat(q.end - q.start) + masked.slice(q.end)

  const tokens = tokenise(masked, language)
  const lang = language ?? detectLanguage(masked, tokens, d)
  const matcher = new Matcher(d, lang, !hasDiacritics(normalise(masked, lang)))
  matcher.run(tokens)

  // Relation words that the lexicon also reads as motifs ("its claws") are dropped as motifs.
  const related = readRelations(masked, lang, matcher.matches)
  const spans = related.dropped.size ? matcher.matches.filter((_, i) => !related.dropped.has(i)) : matcher.matches

  const out: Understanding = { concepts: [], lettering: quotes.map((q) => q.text), leftover: '' }
  const moods: MoodId[] = []
  for (const m of spans) {
    for (const s of m.senses) {
      if (s.kind === 'concept' && !out.concepts.includes(s.id)) out.concepts.push(s.id)
      else if (s.kind === 'style') out.style ??= s.id as StyleId
      else if (s.kind === 'colour') out.colour ??= s.id as ColourMode
      else if (s.kind === 'placement') out.placement ??= s.id as PlacementId
      else if (s.kind === 'composition') {
        const id = s.id as CompositionId
        // A named layout (mandala, banner) says more than a size word (small, big).
        if (!out.composition || COMPOSITION_PRIORITY.indexOf(id) < COMPOSITION_PRIORITY.indexOf(out.composition))
          out.composition = id
      } else if (s.kind === 'mood' && !moods.includes(s.id as MoodId)) moods.push(s.id as MoodId)
    }
  }
  if (moods.length) out.mood = moods
  if (related.relations.length) out.relations = related.relations
  out.leftover = leftoverOf(text, [...spans, ...quotes, ...related.cues])
  return { understanding: out, text, spans, quotes, language: lang }
}
