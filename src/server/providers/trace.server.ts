import {
  isUploadRejected,
  type DesignOutput,
  type DesignRequest,
  type DesignResult,
  type EngineRuntime,
  type ImagePrompt,
} from '@/engine'
import { ProviderError, type Progress, type ProviderName } from './provider'

/**
 * The picture a neural service sent, through the engine's upload intake: it refuses anything that
 * is not really a picture (HTML error pages, JSON, truncated bytes) and re-encodes the rest.
 */
export async function checkedPicture(runtime: EngineRuntime, bytes: Uint8Array, provider: ProviderName): Promise<Buffer> {
  try {
    return (await runtime.acceptUpload(bytes)).bytes
  } catch (error) {
    if (isUploadRejected(error)) throw new ProviderError('garbage', `the picture is not usable: ${error.message}`, provider)
    throw error
  }
}

// Fields only drawn requests have: the photo pipeline is not asked them. Anything else the request
// carries (options the engine or the job runner added) goes along.
const DRAWN_ONLY = [
  'prompt',
  'months',
  'flowers',
  'layout',
  'lettering',
  'style',
  'colour',
  'placement',
  'variations',
  'language',
]

export interface TraceOptions {
  signal: AbortSignal
  onProgress?: (progress: Progress) => void
  /** Share of the job already done when tracing starts (0–1). */
  from: number
  provider: ProviderName
  startedAt: number
}

/**
 * Every raster a neural service drew goes through the engine's photo pipeline (line art, or the
 * photo's own treatment), so a job yields PNG + SVG + stencil whatever drew it. The outputs of all
 * rasters become one result, numbered 1..n.
 */
export async function traceRasters(
  runtime: EngineRuntime,
  request: DesignRequest,
  rasters: Buffer[],
  prompt: ImagePrompt,
  { signal, onProgress, from, provider, startedAt }: TraceOptions,
): Promise<DesignResult> {
  const seed = request.seed ?? 1
  const outputs: DesignOutput[] = []
  for (const [i, image] of rasters.entries()) {
    const photo =
      request.tool === 'photo'
        ? { ...request, image, seed: seed + i }
        : {
            ...withoutDrawnFields(request),
            tool: 'photo' as const,
            image,
            treatment: 'line-art' as const,
            sizeMm: prompt.sizeMm ?? undefined,
            mirrorStencil: request.mirrorStencil,
            seed: seed + i,
          }
    const share = (done: number) => from + ((1 - from) * (i + done)) / rasters.length
    onProgress?.({ fraction: share(0), step: 'tracing' })
    let traced: DesignResult
    try {
      traced = await runtime.generate(photo, { signal, onProgress: (s) => onProgress?.({ fraction: share(s), step: 'tracing' }) })
    } catch (error) {
      // The intake let it through, yet the pipeline cannot read it: still the service's picture.
      if (isUploadRejected(error)) throw new ProviderError('garbage', `the picture cannot be traced: ${error.message}`, provider)
      throw error
    }
    for (const output of traced.outputs) outputs.push({ ...output, index: outputs.length + 1 })
  }
  onProgress?.({ fraction: 1, step: 'tracing' })
  return { outputs, concepts: prompt.concepts, style: prompt.style, missing: [], ms: Math.round(performance.now() - startedAt) }
}

function withoutDrawnFields(request: DesignRequest): Record<string, unknown> {
  return Object.fromEntries(Object.entries(request).filter(([key]) => key !== 'tool' && !DRAWN_ONLY.includes(key)))
}
