import {
  EngineInputError,
  type DesignRequest,
  type DesignResult,
  type EngineAnswer,
  type EngineCall,
  type GenerateOptions,
  type PhotoRequest,
} from './request.ts'
import type { PhotoPreview } from './photo/photo-preview.ts'
import type { TryOnRequest, TryOnResult } from './try-on/render.ts'
import { UploadRejected, type RejectReason } from './photo/intake/rejection.ts'
import { stopIntake } from './photo/intake/intake-client.ts'
import { threadClient, threadEntry } from './threads/client.ts'
import type { ThreadError } from './threads/protocol.ts'
import { ENGINE_RESOURCE_LIMITS, ENGINE_TIME_LIMIT_MS } from './threads/engine-limits.ts'
import { asBuffer } from './bytes.ts'

const engine = threadClient<EngineCall, EngineAnswer, number>(threadEntry('engine-thread', import.meta.url), {
  name: 'design engine',
  resourceLimits: ENGINE_RESOURCE_LIMITS,
  // The thread takes one call at a time: one over its limit is cut off alone, the next goes on.
  timeLimit: ({ tool }) => {
    const ms = tool === 'try-on' ? ENGINE_TIME_LIMIT_MS.tryOn : ENGINE_TIME_LIMIT_MS.design
    return {
      ms,
      error: () =>
        tool === 'try-on'
          ? // Its work is bounded (try-on/render.ts); what can still run long is decoding what was sent.
            new UploadRejected('corrupt', `the try-on was still rendering after ${ms / 1000} s`)
          : new Error(`design engine: the ${tool} design was still drawing after ${ms / 1000} s`),
    }
  },
  reviveError,
})

/**
 * Live previews run on a thread of their own, so a preview asked for while a slider moves never
 * waits behind a full design or a try-on on the engine's thread (ADR 29).
 */
const previewEngine = threadClient<EngineCall, EngineAnswer, number>(threadEntry('engine-thread', import.meta.url), {
  name: 'photo preview',
  resourceLimits: ENGINE_RESOURCE_LIMITS,
  timeLimit: () => {
    const ms = ENGINE_TIME_LIMIT_MS.photoPreview
    return { ms, error: () => new Error(`photo preview: still drawing after ${ms / 1000} s`) }
  },
  reviveError,
})

function reviveError(error: ThreadError): Error {
  return error.field !== undefined
    ? new EngineInputError(error.field, error.message)
    : error.reason !== undefined
      ? new UploadRejected(error.reason as RejectReason, error.message)
      : new Error(`design engine: ${error.message}`)
}

/**
 * The built-in provider: 1–4 variations of a design as vector art, each with its PNG and stencil,
 * made on the engine's own thread. Same request and seed, same bytes.
 */
export async function generate(request: DesignRequest, { signal, onProgress }: GenerateOptions = {}): Promise<DesignResult> {
  const result = (await engine.call(request, { signal, onEvent: onProgress })) as DesignResult
  // Buffers arrive from the thread as plain Uint8Arrays over the same memory; a PDF is one already.
  for (const output of result.outputs) {
    output.svg = asBuffer(output.svg)
    output.png = asBuffer(output.png)
    output.stencilSvg = asBuffer(output.stencilSvg)
  }
  return result
}

/**
 * A try-on composite at the body photo's resolution up to 4096 px (try-on/render.ts), on the engine's
 * thread: half a second of pixel work that must not hold up the web server's event loop.
 */
export async function tryOn(request: TryOnRequest, { signal }: { signal?: AbortSignal } = {}): Promise<TryOnResult> {
  const result = (await engine.call({ tool: 'try-on', ...request }, { signal })) as TryOnResult
  result.jpeg = asBuffer(result.jpeg)
  return result
}

/**
 * A photo's treatment at 400 px as a transparent PNG, for the live preview while sliders move;
 * a caller that stops waiting (`signal`) takes its request out of the thread's queue.
 */
export async function previewPhoto(request: PhotoRequest, { signal }: { signal?: AbortSignal } = {}): Promise<PhotoPreview> {
  return (await previewEngine.call({ tool: 'photo-preview', photo: request }, { signal })) as PhotoPreview
}

/** Stops the engine's threads (tests, shutdown); requests in flight fail. The next request starts them again. */
export async function stopEngine(): Promise<void> {
  await Promise.all([engine.stop(), previewEngine.stop(), stopIntake()])
}
