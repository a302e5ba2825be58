import { randomInt, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { imagePixelSize, imagePrompt, type DesignRequest } from '@/engine'
import type { Engine } from '../engine.server'
import img2img from './comfyui/img2img.json'
import txt2img from './comfyui/txt2img.json'
import { imageType } from './image-type'
import { ProviderError, type Provider } from './provider'
import { withTimeLimit, type TimeLimited } from './time-limit'
import { checkedPicture, traceRasters } from './trace.server'

export interface ComfyUiSettings {
  /** The ComfyUI server, e.g. `http://gpu-box:8188`. */
  url: string
  /** The checkpoint file the workflows load (its name in ComfyUI's models/checkpoints). */
  checkpoint: string
}

export interface ComfyUiOptions {
  timeoutMs: number
  /** How often /history is asked whether the prompt is done. */
  pollMs?: number
}

/**
 * A ComfyUI workflow in its API format: node id → class and inputs. Inputs whose value is a
 * placeholder such as "{{seed}}" are filled for each job (comfyui/txt2img.json, img2img.json).
 */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown>; _meta?: unknown }>

interface HistoryEntry {
  outputs?: Record<string, { images?: { filename: string; subfolder: string; type: string }[] }>
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] }
}

const RENDERED = 0.7
/** The clean-up after a cancel may not hold the job up long. */
const CLEAN_UP_MS = 5_000

/**
 * A self-hosted ComfyUI over its HTTP API: POST /prompt with a workflow kept in the repository,
 * poll GET /history/{id}, fetch each picture from GET /view; a photo is uploaded first (POST
 * /upload/image) for the img2img workflow. A canceled or timed-out job is interrupted (POST
 * /interrupt) and taken off ComfyUI's queue (POST /queue {delete}).
 */
export function createComfyUiProvider(settings: ComfyUiSettings, engine: Engine, options: ComfyUiOptions): Provider {
  const base = settings.url.replace(/\/+$/, '')
  const pollMs = options.pollMs ?? 1000
  return {
    name: 'comfyui',
    async generate(request, { signal, onProgress }) {
      const startedAt = performance.now()
      const limited = withTimeLimit(signal, options.timeoutMs)
      let promptId: string | undefined
      try {
        const runtime = await engine.runtime()
        onProgress?.({ fraction: 0, step: 'prompting' })
        const prompt = imagePrompt(request)
        const seed = request.seed ?? randomInt(2 ** 31)
        let values: Record<string, string | number> = {
          checkpoint: settings.checkpoint,
          prompt: prompt.prompt,
          negative_prompt: prompt.negativePrompt,
          seed,
          batch_size: request.tool === 'photo' ? 1 : (request.variations ?? 1),
          width: prompt.width,
          height: prompt.height,
        }
        if (request.tool === 'photo') {
          const photo = await runtime.acceptUpload(request.image)
          values = {
            ...values,
            ...imagePixelSize(photo.width / photo.height),
            image: await upload(base, photo.bytes, limited.signal),
          }
        }
        const workflow = fill((request.tool === 'photo' ? img2img : txt2img) as Workflow, values)
        promptId = await queuePrompt(base, workflow, limited.signal)
        onProgress?.({ fraction: 0.1, step: 'rendering' })
        const images = await finished(base, promptId, pollMs, limited.signal)
        const rasters: Buffer[] = []
        for (const image of images)
          rasters.push(await checkedPicture(runtime, await view(base, image, limited.signal), 'comfyui'))
        return await traceRasters(runtime, { ...request, seed } as DesignRequest, rasters, prompt, {
          signal: limited.signal,
          onProgress,
          from: RENDERED,
          provider: 'comfyui',
          startedAt,
        })
      } catch (error) {
        if (limited.signal.aborted && promptId) await stop(base, promptId)
        throw failure(error, signal, limited)
      }
    },
  }
}

/** The workflow with its placeholders filled; a copy, the file's graph stays as it is. */
export function fill(workflow: Workflow, values: Record<string, string | number>): Workflow {
  const out: Workflow = {}
  for (const [id, node] of Object.entries(workflow)) {
    const inputs: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node.inputs)) {
      const name = typeof value === 'string' ? /^\{\{(\w+)\}\}$/.exec(value)?.[1] : undefined
      if (name !== undefined && !(name in values)) throw new Error(`ComfyUI workflow: no value for {{${name}}} (node ${id})`)
      inputs[key] = name !== undefined ? values[name] : value
    }
    out[id] = { ...node, inputs }
  }
  return out
}

async function call(url: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const response = await fetch(url, init)
  if (response.ok) return response
  throw new ProviderError('provider', `${init.method ?? 'GET'} ${new URL(url).pathname}: ${await errorText(response)}`, 'comfyui')
}

/** ComfyUI's own error body ({error: {type, message, details}, node_errors}) when it sent one. */
async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string; details?: string } | string
      node_errors?: Record<string, unknown>
    }
    const error =
      typeof body.error === 'string' ? body.error : [body.error?.message, body.error?.details].filter(Boolean).join(': ')
    const nodes = Object.keys(body.node_errors ?? {})
    return `${response.status} ${error}${nodes.length ? ` (nodes ${nodes.join(', ')})` : ''}`
  } catch {
    return `${response.status} ${text.slice(0, 200)}`
  }
}

async function upload(base: string, bytes: Buffer, signal: AbortSignal): Promise<string> {
  const form = new FormData()
  const { mime, ext } = imageType(bytes)
  form.set('image', new Blob([new Uint8Array(bytes)], { type: mime }), `inkdraft-${randomUUID()}.${ext}`)
  form.set('type', 'input')
  form.set('overwrite', 'true')
  const answer = (await json(await call(`${base}/upload/image`, { method: 'POST', body: form, signal }))) as {
    name?: string
    subfolder?: string
  }
  if (typeof answer.name !== 'string') throw new ProviderError('garbage', 'the upload answer names no file', 'comfyui')
  return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name
}

async function queuePrompt(base: string, workflow: Workflow, signal: AbortSignal): Promise<string> {
  const answer = (await json(
    await call(`${base}/prompt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: workflow, client_id: `inkdraft-${randomUUID()}` }),
      signal,
    }),
  )) as { prompt_id?: unknown }
  if (typeof answer.prompt_id !== 'string') throw new ProviderError('garbage', 'the queued prompt has no id', 'comfyui')
  return answer.prompt_id
}

/** Polls the prompt's history until it has its pictures or its error. An absent entry is queued or running. */
async function finished(base: string, promptId: string, pollMs: number, signal: AbortSignal) {
  for (;;) {
    await sleep(pollMs, undefined, { signal })
    const history = (await json(await call(`${base}/history/${encodeURIComponent(promptId)}`, { signal }))) as Record<
      string,
      HistoryEntry
    >
    const entry = history[promptId]
    if (!entry) continue
    const status = entry.status
    if (status?.status_str === 'error') {
      const [event, data] = status.messages?.find(([e]) => e === 'execution_error' || e === 'execution_interrupted') ?? []
      const detail =
        event === 'execution_error' ? `${data?.node_type ?? 'a node'}: ${data?.exception_message ?? ''}` : 'interrupted'
      throw new ProviderError('provider', `the workflow failed (${detail})`, 'comfyui')
    }
    if (status?.completed || status?.status_str === 'success') {
      const images = Object.values(entry.outputs ?? {})
        .flatMap((output) => output.images ?? [])
        .filter((image) => image.type === 'output')
      if (images.length === 0) throw new ProviderError('garbage', 'the workflow finished without a picture', 'comfyui')
      return images
    }
  }
}

async function view(base: string, image: { filename: string; subfolder: string; type: string }, signal: AbortSignal) {
  const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type })
  return new Uint8Array(await (await call(`${base}/view?${query}`, { signal })).arrayBuffer())
}

async function json(response: Response): Promise<unknown> {
  try {
    const body = (await response.json()) as unknown
    if (typeof body === 'object' && body !== null) return body
  } catch {
    // fall through: not JSON
  }
  throw new ProviderError('garbage', `${new URL(response.url).pathname} did not answer JSON`, 'comfyui')
}

/**
 * Stops the prompt on ComfyUI: interrupted if it runs (newer versions interrupt only the prompt
 * named; older ones whatever runs, which is ours or nothing of ours while the queue is ours) and
 * taken off the queue if it waits. Failures here are not the job's: it is over either way.
 */
async function stop(base: string, promptId: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CLEAN_UP_MS),
    }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    )
  await Promise.all([post('/interrupt', { prompt_id: promptId }), post('/queue', { delete: [promptId] })])
}

function failure(error: unknown, caller: AbortSignal, limited: TimeLimited): unknown {
  if (caller.aborted) return caller.reason
  if (limited.timedOut()) return new ProviderError('timeout', 'no picture within the time limit', 'comfyui')
  if (error instanceof ProviderError) return error
  // fetch rejects with a TypeError when it cannot connect (refused, reset, DNS).
  if (error instanceof TypeError && /fetch failed/i.test(error.message))
    return new ProviderError('unavailable', `${error.message}${error.cause ? `: ${String(error.cause)}` : ''}`, 'comfyui')
  return error
}
