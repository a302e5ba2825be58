import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, toFile } from 'openai'
import type { ImagesResponse } from 'openai/resources/images'
import { imagePrompt, MAX_UPLOAD_BYTES, type ImagePrompt } from '@/engine'
import type { Engine } from '../engine.server'
import { imageType } from './image-type'
import { ProviderError, type Provider } from './provider'
import { withTimeLimit, type TimeLimited } from './time-limit'
import { checkedPicture, traceRasters } from './trace.server'

export interface OpenAiSettings {
  apiKey: string
  /** An OpenAI-compatible Images API, e.g. `https://api.openai.com/v1` (the SDK's default when unset). */
  baseUrl: string | undefined
  model: string
}

export interface OpenAiOptions {
  /** The provider's time limit for one job, tracing included (IMAGE_PROVIDER_TIMEOUT_SECONDS). */
  timeoutMs: number
  /** The SDK's own retries of 408/409/429/5xx and lost connections, within the time limit. */
  maxRetries?: number
}

/** Codes OpenAI answers with a 400 when its safety system refuses the prompt or the picture. */
const REFUSALS = new Set(['content_policy_violation', 'moderation_blocked'])

/** Share of a job the service's drawing stands for; tracing takes the rest. */
const RENDERED = 0.7

/**
 * An OpenAI-compatible Images API: `images.generate` for text and birth-flower designs (n =
 * variations), `images.edit` for a photo. Its pictures are checked by the engine's intake and
 * traced by its photo pipeline.
 */
export function createOpenAiProvider(settings: OpenAiSettings, engine: Engine, options: OpenAiOptions): Provider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    maxRetries: options.maxRetries ?? 1,
    timeout: options.timeoutMs,
  })
  // GPT Image models always answer base64 and refuse `response_format`; older and other models are asked for it.
  const gptImage = /^(gpt-image|chatgpt-image)/.test(settings.model)
  return {
    name: 'openai',
    async generate(request, { signal, onProgress }) {
      const startedAt = performance.now()
      const limited = withTimeLimit(signal, options.timeoutMs)
      try {
        const runtime = await engine.runtime()
        onProgress?.({ fraction: 0, step: 'prompting' })
        const prompt = imagePrompt(request)
        const common = {
          model: settings.model,
          prompt: prompt.prompt,
          ...(gptImage ? {} : { response_format: 'b64_json' as const }),
        }
        onProgress?.({ fraction: 0.05, step: 'rendering' })
        const response =
          request.tool === 'photo'
            ? await client.images.edit(
                {
                  ...common,
                  image: await toFile(request.image, `photo.${imageType(request.image).ext}`, {
                    type: imageType(request.image).mime,
                  }),
                  n: 1,
                  size: gptImage ? 'auto' : '1024x1024',
                },
                { signal: limited.signal },
              )
            : await client.images.generate(
                { ...common, n: request.variations ?? 1, size: standardSize(prompt) },
                { signal: limited.signal },
              )
        const rasters: Buffer[] = []
        for (const bytes of await picturesOf(response, limited.signal))
          rasters.push(await checkedPicture(runtime, bytes, 'openai'))
        return await traceRasters(runtime, request, rasters, prompt, {
          signal: limited.signal,
          onProgress,
          from: RENDERED,
          provider: 'openai',
          startedAt,
        })
      } catch (error) {
        throw failure(error, signal, limited)
      }
    },
  }
}

/** The three sizes every GPT Image model draws, nearest the placement's proportion. */
function standardSize({ width, height }: ImagePrompt): '1024x1024' | '1536x1024' | '1024x1536' {
  const aspect = width / height
  return aspect > 1.25 ? '1536x1024' : aspect < 0.8 ? '1024x1536' : '1024x1024'
}

async function picturesOf(response: ImagesResponse, signal: AbortSignal): Promise<Uint8Array[]> {
  // A proxy's HTML page or plain text reaches here as a string, not as the API's object.
  const data = typeof response === 'object' && response !== null ? (response as Partial<ImagesResponse>).data : undefined
  if (!Array.isArray(data) || data.length === 0) throw new ProviderError('garbage', 'the answer holds no image', 'openai')
  const pictures: Uint8Array[] = []
  for (const image of data) {
    if (typeof image?.b64_json === 'string' && image.b64_json.length > 0) pictures.push(Buffer.from(image.b64_json, 'base64'))
    else if (typeof image?.url === 'string') {
      // Some OpenAI-compatible services answer with a link even when asked for base64.
      pictures.push(await linkedPicture(image.url, signal))
    } else throw new ProviderError('garbage', 'an image in the answer has neither data nor a link', 'openai')
  }
  return pictures
}

/**
 * A picture behind a link in the answer: web addresses only, no further than the upload limit
 * (the intake would refuse more anyway), counted as it arrives rather than trusted from a header.
 */
async function linkedPicture(url: string, signal: AbortSignal): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new ProviderError('garbage', 'the image link is not a web address', 'openai')
  const answer = await fetch(url, { signal })
  if (!answer.ok || !answer.body) throw new ProviderError('provider', `the image link answered ${answer.status}`, 'openai')
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of answer.body) {
    size += chunk.byteLength
    if (size > MAX_UPLOAD_BYTES) {
      await answer.body.cancel().catch(() => {})
      throw new ProviderError('garbage', 'the linked image is larger than any picture we take', 'openai')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function failure(error: unknown, caller: AbortSignal, limited: TimeLimited): unknown {
  // A canceled job rejects with the caller's own reason, as the engine does.
  if (caller.aborted) return caller.reason
  if (limited.timedOut()) return new ProviderError('timeout', 'no picture within the time limit', 'openai')
  if (error instanceof ProviderError) return error
  if (error instanceof APIConnectionTimeoutError) return new ProviderError('timeout', error.message, 'openai')
  if (error instanceof APIConnectionError) return new ProviderError('unavailable', error.message, 'openai')
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status === 400 && REFUSALS.has(String(error.code))) return new ProviderError('refused', error.message, 'openai')
    return new ProviderError('provider', error.message, 'openai')
  }
  return error
}
