import sharp from 'sharp'
import type { LocaleCode } from '@/i18n/locales'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { CONCEPTS } from '@/engine/text/lexicon/index'
import type { StyleId } from '@/engine/styles'
import { engine } from '@/server/engine.server'

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
export function listTryOnSamples(locale: LocaleCode): TryOnSample[] {
  return SAMPLES.map(({ id }) => {
    const words = CONCEPTS.find((c) => c.id === id)?.words
    return { id, name: words?.[locale]?.[0] ?? words?.en[0] ?? id, url: `/common-api/v1/designs/samples/${id}` }
  })
}

const rendered = new Map<string, Promise<Buffer>>()

async function render(sample: (typeof SAMPLES)[number]): Promise<Buffer> {
  const { generate } = await engine()
  const result = await generate({
    tool: 'text',
    prompt: sample.id,
    style: sample.style,
    colour: sample.colour,
    variations: 1,
    seed: 7,
    language: 'en',
  })
  // Trimmed to the ink, so the editor's size handle is the design's own width.
  return sharp(result.outputs[0]!.png)
    .trim({ threshold: 0 })
    .resize({ width: 1200, height: 1200, fit: 'inside' })
    .png()
    .toBuffer()
}

/** GET /designs/samples/:id: the PNG, drawn once per process (the engine is deterministic). */
export async function readTryOnSample(id: string): Promise<Response> {
  const sample = SAMPLES.find((s) => s.id === id)
  if (!sample) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
  let png = rendered.get(id)
  if (!png) {
    png = render(sample)
    rendered.set(id, png)
    png.catch(() => rendered.delete(id))
  }
  return new Response(new Uint8Array(await png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  })
}
