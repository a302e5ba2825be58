import { promptParts, type Lang, type PromptParts } from '@/engine'
import type { Service } from '@/server/service'
import type { ReadPromptInput } from './designs.schema'

/**
 * GET /designs/prompt-reading: the engine's reading of a prompt, part by part, read as a job of
 * it would be (the page's language unless the form names another). The lexicon stays on the
 * server: it is far too large for the studio's bundle.
 */
export const readPrompt: Service<ReadPromptInput, PromptParts> = async (caller, { prompt, language }) =>
  promptParts(prompt, { language: language ?? (caller.context.locale as Lang) })
