import { CONCEPTS, promptParts, type Lang, type PromptPart, type PromptParts } from '@/engine'
import type { Service } from '@/server/service'
import type { ReadPromptInput } from './designs.schema'

/** A prompt's reading for the studio: each motif also named in the reader's language. */
export interface PromptReading extends PromptParts {
  parts: (PromptPart & { name?: string })[]
}

const CONCEPT_BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]))

/**
 * GET /designs/prompt-reading: the engine's reading of a prompt, part by part, read as a job of
 * it would be (the page's language unless the form names another). The lexicon stays on the
 * server: it is far too large for the studio's bundle.
 */
export const readPrompt: Service<ReadPromptInput, PromptReading> = async (caller, { prompt, language }) => {
  const locale = caller.context.locale as Lang
  const reading = promptParts(prompt, { language: language ?? locale })
  return {
    ...reading,
    parts: reading.parts.map((part) => {
      if (part.kind !== 'concept') return part
      const words = CONCEPT_BY_ID.get(part.id)?.words
      return { ...part, name: words?.[locale]?.[0] ?? words?.en[0] ?? part.id }
    }),
  }
}
