import type { PromptPart } from '@/engine'
import type { PromptReading } from '@/modules/designs'
import type { TextFormValues } from './text-preset'

/** Separators a removed word may leave doubled or dangling, in the scripts the prompts use. */
const SEPARATOR = '[,;，、；]'

/**
 * The prompt without the given stretches (a chip taken out of the reading), tidied so that no
 * double space or dangling comma is left where the words were.
 */
export function withoutSpans(prompt: string, spans: readonly (readonly [number, number])[]): string {
  let out = prompt
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end)
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(new RegExp(`\\s+(?=${SEPARATOR}|[.!?。！？])`, 'g'), '')
    .replace(new RegExp(`(${SEPARATOR})(\\s*${SEPARATOR})+`, 'g'), '$1')
    .replace(new RegExp(`^[\\s${SEPARATOR.slice(1, -1)}]+|[\\s${SEPARATOR.slice(1, -1)}]+$`, 'g'), '')
}

/** Whether a reading belongs to the prompt now in the box (offsets count in the NFC text). */
export const readingFits = (reading: PromptReading | undefined, prompt: string): reading is PromptReading =>
  reading !== undefined && reading.prompt === prompt.normalize('NFC')

/** The prompt with a part taken out: all the words that said it. */
export const withoutPart = (prompt: string, part: PromptPart): string => withoutSpans(prompt.normalize('NFC'), part.spans)

/**
 * A style, colour or placement read from the prompt that the form's own choice replaces (the
 * request's field wins over the prompt's words in the engine).
 */
export function isOverridden(part: PromptPart, values: Pick<TextFormValues, 'style' | 'colour' | 'placement'>): boolean {
  if (part.kind === 'style' || part.kind === 'colour' || part.kind === 'placement') {
    const chosen = values[part.kind]
    return chosen !== '' && chosen !== part.id
  }
  return false
}

/** What a field left on "auto" comes to: the prompt's word for it, if it has one. */
export function readValue(reading: PromptReading | undefined, kind: 'style' | 'colour' | 'placement'): string | undefined {
  return reading?.parts.find((p) => p.kind === kind)?.id
}

/** Whether the design will letter anything: the lettering field or a quoted passage. */
export const hasLettering = (reading: PromptReading | undefined, lettering: string): boolean =>
  lettering.trim() !== '' || Boolean(reading?.parts.some((p) => p.kind === 'lettering'))
