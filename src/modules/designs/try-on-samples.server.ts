import { CONCEPTS, type StyleId } from '@/engine'
import { API_BASE } from '@/lib/constants'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Caller } from '@/server/caller'
import type { Engine } from '@/server/engine.server'
import { FileResult, type Service } from '@/server/service'

/** Designs to try on before making one's own: drawn by the engine, one per style family. */
const SAMPLES: { id: string; style: StyleId; colour: 'bw' | 'color' }[] = [
  { id: 'swallow', style: 'traditional', colour: 'color' },
  { id: 'rose', style: 'fine-line', colour: 'bw' },
  { id: 'wolf', style: 'blackwork', colour: 'bw' },
  { id: 'koi', style: 'japanese', colour: 'color' },
  { id: 'butterfly', style: 'dotwork', colour: 'bw' },
  { id: 'compass', style: 'geometric', colour: 'bw' },
]

export interface TryOnSample {
  id: string
  name: string
  url: string
}

/** GET /designs/samples: the sample designs, named in the reader's language (the lexicon's word). */
export const listTryOnSamples: Service<void, TryOnSample[]> = async (caller) =>
  SAMPLES.map(({ id }) => {
    const words = CONCEPTS.find((c) => c.id === id)?.words
    const name = words?.[caller.context.locale]?.[0] ?? words?.en[0] ?? id
    return { id, name, url: `${API_BASE}/designs/samples/${id}` }
  })

/** GET /designs/samples/:id: the PNG, drawn once per process (the engine is deterministic). */
export function readTryOnSample({ engine }: { engine: Engine }): Service<{ id: string }, FileResult, Caller> {
  const rendered = new Map<string, Promise<Uint8Array>>()

  async function render(sample: (typeof SAMPLES)[number]): Promise<Uint8Array> {
    const { generate, trimToInk } = await engine.runtime()
    const result = await generate({
      tool: 'text',
      prompt: sample.id,
      // On a square placement the subject fills the sample; a long one would hang a drop below it.
      placement: 'shoulder',
      style: sample.style,
      colour: sample.colour,
      variations: 1,
      seed: 7,
      language: 'en',
    })
    // Trimmed to the ink, so the editor's size handle is the design's own width.
    return trimToInk(result.outputs[0]!.png, 1200)
  }

  return async (_caller, { id }) => {
    const sample = SAMPLES.find((s) => s.id === id)
    if (!sample) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    let png = rendered.get(id)
    if (!png) {
      png = render(sample)
      rendered.set(id, png)
      png.catch(() => rendered.delete(id))
    }
    return new FileResult(await png, 'image/png', 'public-day')
  }
}
