import type { Lang } from './lexicon/types.ts'
import { MAX_MOTIFS } from './reading.ts'
import { analyse, type UnderstandOptions } from './understand.ts'

export type PromptPartKind = 'concept' | 'style' | 'colour' | 'placement' | 'lettering'

/** One thing the engine took from a prompt, with every stretch of the prompt that said it. */
export interface PromptPart {
  kind: PromptPartKind
  /** The concept, style, colour or placement id; for lettering, the quoted text. */
  id: string
  /** UTF-16 [start, end) offsets into `PromptParts.prompt`. */
  spans: [number, number][]
}

export interface PromptParts {
  /** The prompt as read (NFC): the offsets count in this string. */
  prompt: string
  language: Lang
  /** In prompt order: the motifs drawn, then the style, colour and placement it names, then lettering. */
  parts: PromptPart[]
  /** What was not understood. */
  leftover: string
}

/**
 * The engine's reading of a prompt word by word, for a form that shows it as it is typed and lets
 * the writer take a part out again (by removing its spans). Only what the drawing uses is listed:
 * the first motifs, the first style, colour and placement named.
 */
export function promptParts(prompt: string, options: UnderstandOptions = {}): PromptParts {
  const { understanding: u, text, spans, quotes, language } = analyse(prompt, options)
  const where = (kind: PromptPartKind, id: string): [number, number][] =>
    spans.filter((s) => s.senses.some((x) => x.kind === kind && x.id === id)).map((s) => [s.start, s.end])
  const parts: PromptPart[] = u.concepts.slice(0, MAX_MOTIFS).map((id) => ({ kind: 'concept', id, spans: where('concept', id) }))
  for (const kind of ['style', 'colour', 'placement'] as const) {
    const id = u[kind]
    if (id) parts.push({ kind, id, spans: where(kind, id) })
  }
  for (const q of quotes) if (q.text) parts.push({ kind: 'lettering', id: q.text, spans: [[q.start, q.end]] })
  return { prompt: text, language, parts, leftover: u.leftover }
}
