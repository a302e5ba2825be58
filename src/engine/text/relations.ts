import { CONCEPTS, type Lang } from './lexicon/index.ts'
import { fold, normalise } from './normalise.ts'
import {
  ARTICLES,
  BODY_PART_CONCEPTS,
  COILING_CONCEPTS,
  CONNECTIVE_HOMOGRAPHS,
  OWNER_WORDS,
  RELATION_PATTERNS,
  type PatternKind,
  type RelationId,
} from './vocabulary/relations.ts'

/** Two motifs of a prompt and how they relate; subject and object are concept ids. */
export interface Relation {
  kind: RelationId
  subject: string
  object: string
}

/** The relation between two motifs in either direction, if the prompt gave one. */
export function relationBetween(relations: readonly Relation[], a: string, b: string): Relation | undefined {
  return relations.find((r) => (r.subject === a && r.object === b) || (r.subject === b && r.object === a))
}

/** A stretch of the prompt with what the dictionary read there (the matcher's output). */
export interface ReadSpan {
  start: number
  end: number
  senses: readonly { kind: string; id: string }[]
}

export interface RelationReading {
  relations: Relation[]
  /** Where the relation words are, to be taken out of the leftover. */
  cues: { start: number; end: number }[]
  /** Indices of spans that are relation words rather than motifs ("its claws"). */
  dropped: Set<number>
}

const SPACELESS = new Set<Lang>(['ja', 'zh', 'tw'])
/** Motifs stand in the skeleton as one private-use character each, understood words as another. */
const MARK0 = 0xe100
const MARK = '[\\uE100-\\uE1FF]'
const UNDERSTOOD = '\uE0FF'
const FILLER = '\uE0FD'
const BREAK = ',.;:!?、。，；：！？\\n'
const LETTER = '[\\p{L}\\p{M}\\p{N}]'
/** "一条蛇", "一輪のバラ": a count before a motif is part of it. */
const COUNT = '(?:[一两兩二三几幾数數这這那][个個只隻条條朵把枝支颗顆棵头頭匹尾片轮輪羽本枚][的の]?)?'
const WORD = /[^\s\uE100-\uE1FF\uE0FF,.;:!?]+/gu
const HANGUL = /\p{Script=Hangul}/u
const UNDERSTOOD_KINDS = new Set(['style', 'colour', 'placement'])

interface Compiled {
  kind: PatternKind
  re: RegExp
  /** Capture groups of the subject and the object. */
  s: number
  o: number
  /** Capture groups of the pattern's own words. */
  words: number[]
  headLater: boolean
  /** For each item the pattern needs, strings one of which the text must contain: a quick test before the expression. */
  needles: string[][]
}

interface LangPatterns {
  patterns: Compiled[]
  /** Removes the words that only introduce a style, colour or placement ("in fine line"). */
  introducing?: RegExp
  cues: Set<string>
  stems: string[]
}

const latin = (text: string, lang: Lang) => fold(normalise(text, lang))
const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Splits a pattern at the spaces outside parentheses. */
function items(src: string): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of src) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ' ' && depth === 0) {
      if (cur) out.push(cur)
      cur = ''
    } else cur += ch
  }
  if (cur) out.push(cur)
  return out
}

/**
 * Strings of which a text must contain one for an item to match, or null when that is not
 * simply known: the alternatives of "(wrapped|coiled)", the stem of "entour*", the に of "Oに(…)".
 */
function needlesOf(body: string): string[] | null {
  const rest = body.replace(/[\uE001\uE002]/g, '')
  const group = /^\((.*)\)$/.exec(rest)?.[1]
  if (group !== undefined && !/[?\\]/.test(group) && balanced(group)) {
    const alts = group
      .replace(/[()]/g, '')
      .split('|')
      .map((a) => a.replace(/\*.*/, '*'))
    return alts.every((a) => a && a !== '*') ? alts.flatMap(expand) : null
  }
  let prefix = /^(?:[^()|*?\\[\]]|\[[^\]]+\])+/.exec(rest)?.[0]
  // "の?" makes its last character optional.
  if (prefix && rest[prefix.length] === '?') prefix = prefix.endsWith(']') ? undefined : prefix.slice(0, -1)
  return prefix ? expand(prefix) : null
}

/** A needle with its character classes spelt out: "[缠纏]绕" is 缠绕 or 纏绕. */
function expand(needle: string): string[] {
  const m = /\[([^\]]+)\]/.exec(needle)
  if (!m) return [needle]
  return [...m[1]!].flatMap((ch) => expand(needle.slice(0, m.index) + ch + needle.slice(m.index + m[0].length)))
}

const balanced = (s: string) => {
  let depth = 0
  for (const ch of s) {
    if (ch === '(') depth++
    else if (ch === ')' && --depth < 0) return false
  }
  return depth === 0
}

/** Whether an item is one parenthesised group marked optional: "(de|du)?", not "(从)O(中)?". */
function isOptional(item: string): boolean {
  if (!item.startsWith('(') || !item.endsWith(')?')) return false
  let depth = 0
  for (let i = 0; i < item.length - 2; i++) {
    if (item[i] === '(') depth++
    else if (item[i] === ')' && --depth === 0) return false
  }
  return true
}

/** The words and stems (before a *) of the language's patterns: every other word is a filler. */
function vocabularyOf(lang: Lang): { cues: Set<string>; stems: string[] } {
  const cues = new Set<string>()
  const stems = new Set<string>()
  for (const [, src] of RELATION_PATTERNS[lang]) {
    const text = latin(src.replace(/[SO~]/g, ' '), lang)
    for (const m of text.matchAll(/([\p{L}\p{M}]+)(\*)?/gu)) (m[2] ? stems : cues).add(m[1]!)
  }
  return { cues, stems: [...stems] }
}

function compileLang(lang: Lang): LangPatterns {
  const spaceless = SPACELESS.has(lang)
  const { cues, stems } = vocabularyOf(lang)
  const articles = (ARTICLES[lang] ?? []).filter((w) => cues.has(w)).map(escapeRe)
  // Words of no pattern are one FILLER character each by now (see fillersOf).
  const filler = `(?:[${FILLER}${UNDERSTOOD}]${articles.length ? `|(?:${articles.join('|')})(?!${LETTER})` : ''})`
  const gap = spaceless ? `[^\\uE100-\\uE1FF${BREAK}]{0,4}?` : `(?:\\s+${filler}){0,3}\\s+`
  const patterns = RELATION_PATTERNS[lang].map(([kind, raw]) => {
    const headLater = raw.startsWith('~')
    let group = 0
    let s = 0
    let o = 0
    const words: number[] = []
    const needles: string[][] = []
    const list = items(raw.replace(/^~/, ''))
    const first = list[0]!.replace(/S/g, '\uE001').replace(/O/g, '\uE002')
    const last = list[list.length - 1]!.replace(/S/g, '\uE001').replace(/O/g, '\uE002')
    const parts = list.map((item) => {
      const optional = isOptional(item)
      let body = optional ? item.slice(0, -1) : item
      body = body.replace(/S/g, '\uE001').replace(/O/g, '\uE002')
      if (!spaceless) body = latin(body, lang)
      const needed = optional ? null : needlesOf(body)
      // Spaced languages test the first word of each alternative against the words present.
      if (needed) needles.push(needed.map((n) => (spaceless ? n.replace(/\*$/, '') : n.split(/\s+/)[0]!).replace(/\\/g, '')))
      const onlyMarker = /^[\uE001\uE002]$/.test(body)
      if (!onlyMarker) words.push(++group)
      body = body
        .replace(/\((?!\?)/g, '(?:')
        .replace(/\*/g, '[\\p{L}\\p{M}]*')
        .replace(/ /g, spaceless ? '' : '\\s+')
        .replace(/[\uE001\uE002]/g, (m) => {
          group++
          if (m === '\uE001') s = group
          else o = group
          return `${spaceless ? COUNT : ''}(${MARK})`
        })
      return { body: onlyMarker ? body : `(${body})`, optional }
    })
    let src = ''
    parts.forEach((p, i) => {
      const joined = i === 0 ? p.body : gap + p.body
      src += p.optional ? `(?:${joined})?` : joined
    })
    // Motifs are never inside words: only a pattern that starts or ends with a word needs a boundary there.
    if (!spaceless && !/^[\uE001\uE002]$/.test(first)) src = `(?<!${LETTER})${src}`
    if (!spaceless && !/^[\uE001\uE002]$/.test(last)) src = `${src}(?!${LETTER})`
    return { kind, re: new RegExp(src, 'gud'), s, o, words, headLater, needles }
  })
  const introducing = spaceless
    ? undefined
    : new RegExp(
        `(?<!${LETTER})[^\\s${FILLER}${UNDERSTOOD}\\uE100-\\uE1FF${BREAK}]+(?:\\s+${filler}){0,3}?\\s*${UNDERSTOOD}+|${UNDERSTOOD}+`,
        'gu',
      )
  return { patterns, introducing, cues, stems }
}

const compiled = new Map<Lang, LangPatterns>()
const patternsFor = (lang: Lang) => {
  const known = compiled.get(lang)
  if (known) return known
  const p = compileLang(lang)
  compiled.set(lang, p)
  return p
}

let conceptInfo: Map<string, { celestial: boolean; piercing: boolean; korean: string[] }> | null = null
const infoOf = (id: string) => {
  conceptInfo ??= new Map(
    CONCEPTS.map((c) => [
      c.id,
      {
        celestial: c.category === 'celestial',
        piercing: c.category === 'weapon' || c.id === 'arrow',
        korean: c.words.ko.map((w) => normalise(w, 'ko').replace(/\s+/g, '')).sort((a, b) => b.length - a.length),
      },
    ]),
  )
  return conceptInfo.get(id)
}

/** The prompt with each motif as one mark, and where each character came from. */
interface Skeleton {
  text: string
  from: number[]
  to: number[]
}

function skeleton(
  text: string,
  lang: Lang,
  spans: readonly ReadSpan[],
  motifs: Map<number, { mark: string; id: string }>,
): Skeleton {
  const spaceless = SPACELESS.has(lang)
  let out = ''
  const from: number[] = []
  const to: number[] = []
  const push = (s: string, a: number, b: number) => {
    for (const ch of s) {
      out += ch
      from.push(a)
      to.push(b)
    }
  }
  const plain = (a: number, b: number) => {
    const chunk = text.slice(a, b)
    // Most text keeps its length when lowered and stripped of accents: one call for the whole stretch.
    const whole = spaceless ? chunk : latin(chunk, lang)
    if (whole.length === chunk.length) {
      const lower = spaceless ? whole : whole.replace(/['"“”„«»()[\]{}/\-‐‑]/gu, ' ')
      for (let i = 0; i < lower.length; i++) {
        out += lower[i]
        from.push(a + i)
        to.push(a + i + 1)
      }
      return
    }
    for (let i = a; i < b;) {
      const cp = text.codePointAt(i)!
      const ch = String.fromCodePoint(cp)
      const next = i + ch.length
      let n = spaceless ? ch : latin(ch, lang)
      // Apostrophes and hyphens part words ("d'une", "au-dessus"); quotes and brackets say nothing.
      if (!spaceless && /['’\-‐‑"“”„«»()[\]{}/]/u.test(n)) n = ' '
      push(n, i, next)
      i = next
    }
  }
  let pos = 0
  spans.forEach((sp, k) => {
    if (sp.start < pos) return
    plain(pos, sp.start)
    const motif = motifs.get(k)
    if (motif) {
      push(motif.mark, sp.start, sp.end)
      // Korean particles stay after their noun: 단검을 → mark + 을.
      const raw = text.slice(sp.start, sp.end)
      if (HANGUL.test(raw)) {
        const word = normalise(raw, lang).replace(/\s+/g, '')
        const stem = infoOf(motif.id)?.korean.find((w) => word.startsWith(w))
        if (stem && stem.length < word.length) push(word.slice(stem.length), sp.start, sp.end)
      }
    } else if (sp.senses.some((x) => UNDERSTOOD_KINDS.has(x.kind)))
      push(spaceless ? UNDERSTOOD : ` ${UNDERSTOOD} `, sp.start, sp.end)
    else plain(sp.start, sp.end)
    pos = sp.end
  })
  plain(pos, text.length)
  return { text: out, from, to }
}

/**
 * The skeleton with each word that no pattern uses as one FILLER character: patterns then
 * skip fillers with a character class, not by testing every word against every cue word.
 */
function fillersOf(sk: Skeleton, cues: Set<string>, stems: readonly string[]): Skeleton {
  let text = ''
  const from: number[] = []
  const to: number[] = []
  let pos = 0
  for (const m of sk.text.matchAll(WORD)) {
    const w = m[0]
    if (cues.has(w) || stems.some((st) => w.startsWith(st))) continue
    for (let i = pos; i < m.index; i++) {
      text += sk.text[i]
      from.push(sk.from[i]!)
      to.push(sk.to[i]!)
    }
    text += FILLER
    from.push(sk.from[m.index]!)
    to.push(sk.to[m.index + w.length - 1]!)
    pos = m.index + w.length
  }
  for (let i = pos; i < sk.text.length; i++) {
    text += sk.text[i]
    from.push(sk.from[i]!)
    to.push(sk.to[i]!)
  }
  return { text, from, to }
}

/** The skeleton without the words that introduce a style, colour or placement. */
function withoutIntroductions(sk: Skeleton, re: RegExp): Skeleton {
  const cut = new Uint8Array(sk.text.length)
  for (const m of sk.text.matchAll(re)) cut.fill(1, m.index, m.index + m[0].length)
  let text = ''
  const from: number[] = []
  const to: number[] = []
  for (let i = 0; i < sk.text.length; i++) {
    if (cut[i]) {
      if (!text.endsWith(' ')) {
        text += ' '
        from.push(sk.from[i]!)
        to.push(sk.to[i]!)
      }
      continue
    }
    text += sk.text[i]
    from.push(sk.from[i]!)
    to.push(sk.to[i]!)
  }
  return { text, from, to }
}

interface Link {
  kind: PatternKind
  /** Whether the subject is the earlier of the two motifs. */
  subjectFirst: boolean
  headLater: boolean
  cues: { start: number; end: number }[]
}

/** Whether the text may hold a needle: a word of it (a stem ending in *) or, without spaces, a part of it. */
function presence(sk: Skeleton, spaceless: boolean): (needle: string) => boolean {
  if (spaceless) return (n) => sk.text.includes(n)
  const words = new Set(sk.text.match(WORD) ?? [])
  return (n) => {
    if (!n.endsWith('*')) return words.has(n)
    const stem = n.slice(0, -1)
    for (const w of words) if (w.startsWith(stem)) return true
    return false
  }
}

function findLinks(sk: Skeleton, patterns: readonly Compiled[], links: (Link | undefined)[], spaceless: boolean): void {
  const has = presence(sk, spaceless)
  for (const p of patterns) {
    if (!p.needles.every((alts) => alts.some(has))) continue
    p.re.lastIndex = 0
    for (let m = p.re.exec(sk.text); m; m = p.re.exec(sk.text)) {
      // Matches may overlap: "a and b and c" links a to b and b to c.
      p.re.lastIndex = m.index + 1
      if (!m[p.s] || !m[p.o]) continue
      const s = m[p.s]!.charCodeAt(0) - MARK0
      const o = m[p.o]!.charCodeAt(0) - MARK0
      const first = Math.min(s, o)
      if (Math.abs(s - o) !== 1 || links[first]) continue
      const ranges: [number, number][] = spaceless
        ? [[m.index, m.index + m[0].length]]
        : p.words.flatMap((g) => (m!.indices?.[g] ? [m!.indices[g]] : []))
      const cues: { start: number; end: number }[] = []
      for (const [a, b] of ranges)
        for (let i = a; i < b; i++) {
          if (/[\s\uE100-\uE1FF\uE0FD\uE0FF]/u.test(sk.text[i]!)) continue
          const last = cues[cues.length - 1]
          if (last && last.end >= sk.from[i]!) last.end = Math.max(last.end, sk.to[i]!)
          else cues.push({ start: sk.from[i]!, end: sk.to[i]! })
        }
      links[first] = { kind: p.kind, subjectFirst: s < o, headLater: p.headLater, cues }
    }
  }
}

/** A found phrasing as a relation, deciding the kinds that depend on the motifs. */
function resolve(kind: PatternKind, subject: string, object: string): Relation {
  if (kind === 'around')
    return COILING_CONCEPTS.includes(subject)
      ? { kind: 'coil', subject, object }
      : { kind: 'frame', subject: object, object: subject }
  // "the moon over/on a wolf": a sky above, not a bird perching.
  if (kind === 'perch' && infoOf(subject)?.celestial && !infoOf(object)?.celestial)
    return { kind: 'under', subject: object, object: subject }
  if (kind === 'inside' && object === 'hand') return { kind: 'hold', subject: object, object: subject }
  // A blade or an arrow in something is stuck in it: "a dagger in a heart".
  if (kind === 'inside' && infoOf(subject)?.piercing) return { kind: 'pierce', subject, object }
  return { kind, subject, object }
}

/**
 * How the motifs of a prompt relate, read from the words between (and, in Japanese, Korean and
 * Chinese, around) each two motifs named next to each other. `spans` are the matcher's spans
 * in prompt order; `text` the prompt they index, quotes blanked out.
 */
export function readRelations(text: string, lang: Lang, spans: readonly ReadSpan[]): RelationReading {
  const dropped = new Set<number>()
  const conceptAt = (k: number) => spans[k]!.senses.find((s) => s.kind === 'concept')?.id
  let indices = spans.map((_, k) => k).filter((k) => conceptAt(k))
  if (indices.length < 2) return { relations: [], cues: [], dropped }

  const owners = OWNER_WORDS[lang] ?? []
  const homographs = CONNECTIVE_HOMOGRAPHS[lang] ?? []
  indices.forEach((k, n) => {
    const sp = spans[k]!
    if (owners.length && BODY_PART_CONCEPTS.includes(conceptAt(k)!)) {
      const before = latin(text.slice(Math.max(0, sp.start - 12), sp.start), lang).match(/(\p{L}+)\s*$/u)?.[1]
      if (before && owners.includes(before)) dropped.add(k)
    } else if (
      homographs.length &&
      n > 0 &&
      n < indices.length - 1 &&
      homographs.includes(latin(text.slice(sp.start, sp.end), lang))
    )
      dropped.add(k)
  })
  indices = indices.filter((k) => !dropped.has(k)).slice(0, 0xff)
  if (indices.length < 2) return { relations: [], cues: [], dropped }

  const ids = indices.map((k) => conceptAt(k)!)
  const motifs = new Map(indices.map((k, n) => [k, { mark: String.fromCharCode(MARK0 + n), id: ids[n]! }]))
  const { patterns, introducing, cues: words, stems } = patternsFor(lang)
  const spaceless = SPACELESS.has(lang)
  const raw = skeleton(text, lang, spans, motifs)
  const base = spaceless ? raw : fillersOf(raw, words, stems)
  const links: (Link | undefined)[] = Array.from({ length: ids.length - 1 }, () => undefined)
  findLinks(base, patterns, links, spaceless)
  if (introducing && links.some((l) => !l) && base.text.includes(UNDERSTOOD))
    findLinks(withoutIntroductions(base, introducing), patterns, links, spaceless)

  // Motifs linked by anything but `with` form a group; its head is the noun the phrase is about.
  const group = ids.map((_, n) => n)
  let start = 0
  for (let n = 0; n < ids.length - 1; n++) {
    const l = links[n]
    if (!l || l.kind === 'with') {
      start = n + 1
      continue
    }
    const head = l.headLater ? n + 1 : group[start]!
    for (let k = start; k <= n + 1; k++) group[k] = head
  }

  const relations: Relation[] = []
  const cues: { start: number; end: number }[] = []
  const add = (r: Relation) => {
    if (r.subject === r.object) return
    if (relations.some((x) => x.kind === r.kind && x.subject === r.subject && x.object === r.object)) return
    relations.push(r)
  }
  links.forEach((l, n) => {
    if (!l) return
    const [s, o] = l.subjectFirst ? [n, n + 1] : [n + 1, n]
    if (l.kind === 'with') {
      // Companions join the heads of their groups: "a snake around a dagger with roses" gives the snake roses.
      add({ kind: 'with', subject: ids[group[s]!]!, object: ids[group[o]!]! })
      return
    }
    add(resolve(l.kind, ids[s]!, ids[o]!))
    cues.push(...l.cues)
  })
  // `with` only where nothing stronger links the same two motifs.
  const strong = relations.filter((r) => r.kind !== 'with')
  return {
    relations: relations.filter((r) => r.kind !== 'with' || !relationBetween(strong, r.subject, r.object)),
    cues,
    dropped,
  }
}
