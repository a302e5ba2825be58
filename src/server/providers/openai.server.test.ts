import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEngine } from '../engine.server'
import { startOpenAiStandIn } from '../testing/openai-stand-in'
import { createOpenAiProvider } from './openai.server'
import type { Progress } from './provider'
import { failure, never } from '../testing/provider-failure'

const engine = createEngine()
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>
const provider = (timeoutMs = 20_000, model = 'gpt-image-1') =>
  createOpenAiProvider({ apiKey: 'sk-test', baseUrl: standIn.url, model }, engine, { timeoutMs, maxRetries: 0 })

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ slowMs: 30_000 })
  // Loaded before the short time limits below start counting.
  await engine.runtime()
})
afterAll(async () => {
  await standIn.stop()
  await (await engine.runtime()).stopEngine()
})
beforeEach(() => {
  standIn.behave('success')
  standIn.requests.length = 0
})

describe('OpenAI provider', () => {
  it('draws n variations and traces each into PNG, SVG and stencil', async () => {
    const progress: Progress[] = []
    const result = await provider().generate(
      { tool: 'text', prompt: 'a wolf and the moon on my forearm', variations: 2, seed: 7, mirrorStencil: true },
      { signal: never(), onProgress: (p) => progress.push(p) },
    )
    const [request] = standIn.requests
    expect(request?.path).toBe('/v1/images/generations')
    expect(request?.authorization).toBe('Bearer sk-test')
    expect(request?.body).toMatchObject({ model: 'gpt-image-1', n: 2, size: '1024x1536' })
    // GPT Image models refuse response_format.
    expect(request?.body).not.toHaveProperty('response_format')
    expect(String(request?.body.prompt)).toContain('tattoo design of wolf and moon')
    expect(String(request?.body.prompt)).toContain('no text')
    expect(result.outputs.map((o) => o.index)).toEqual([1, 2])
    expect(result.outputs.map((o) => o.seed)).toEqual([7, 8])
    for (const output of result.outputs) {
      expect(output.png.subarray(1, 4).toString()).toBe('PNG')
      expect(output.svg.toString()).toContain('<svg')
      expect(output.stencilSvg.toString()).toContain('<svg')
      // The forearm's usual size, as the engine would have drawn it.
      expect(Math.max(output.widthMm, output.heightMm)).toBeCloseTo(160, 0)
    }
    expect(result.concepts).toEqual(['wolf', 'moon'])
    expect(progress.map((p) => p.step)).toEqual(expect.arrayContaining(['prompting', 'rendering', 'tracing']))
    expect(progress.at(-1)).toEqual({ fraction: 1, step: 'tracing' })
  })

  it('asks other models for base64', async () => {
    await provider(20_000, 'dall-e-3').generate({ tool: 'birth-flower', months: [6] }, { signal: never() })
    expect(standIn.requests[0]?.body).toMatchObject({ response_format: 'b64_json', n: 1 })
    expect(String(standIn.requests[0]?.body.prompt)).toContain('rose')
  })

  it("edits a photo and traces it with the photo request's own treatment", async () => {
    const photo = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/photos/coffee.png'))
    const result = await provider().generate(
      { tool: 'photo', image: photo, treatment: 'stencil', sizeMm: 80 },
      { signal: never() },
    )
    const [request] = standIn.requests
    expect(request?.path).toBe('/v1/images/edits')
    expect(request?.image).toEqual({ type: 'image/png', bytes: photo.byteLength })
    expect(request?.body).toMatchObject({ model: 'gpt-image-1', n: '1', size: 'auto' })
    expect(result.style).toBe('stencil')
    expect(result.outputs).toHaveLength(1)
    expect(Math.max(result.outputs[0]!.widthMm, result.outputs[0]!.heightMm)).toBeCloseTo(80, 0)
  })

  it('fails with the reason each error answer stands for', async () => {
    const cases = [
      ['bad-request', 'provider'],
      ['unauthorized', 'provider'],
      ['rate-limited', 'provider'],
      ['server-error', 'provider'],
      ['refused', 'refused'],
      ['garbage', 'garbage'],
      ['not-json', 'garbage'],
    ] as const
    for (const [mode, reason] of cases) {
      standIn.behave(mode)
      const error = await failure(provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))
      expect(error.reason, mode).toBe(reason)
      expect(error.provider).toBe('openai')
    }
  })

  it('is unavailable when nothing listens at the address', async () => {
    const down = createOpenAiProvider({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-image-1' }, engine, {
      timeoutMs: 20_000,
      maxRetries: 0,
    })
    expect((await failure(down.generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))).reason).toBe('unavailable')
  })

  it('times out on a slow answer and drops the request', async () => {
    standIn.behave('slow')
    const error = await failure(provider(300).generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))
    expect(error.reason).toBe('timeout')
    await expect.poll(() => standIn.requests[0]?.aborted).toBe(true)
  })

  it("aborts the HTTP request when the job is canceled, rejecting with the cancel's reason", async () => {
    standIn.behave('slow')
    const cancel = new AbortController()
    const job = provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: cancel.signal })
    await expect.poll(() => standIn.requests.length).toBe(1)
    const reason = new Error('canceled by the user')
    cancel.abort(reason)
    await expect(job).rejects.toBe(reason)
    await expect.poll(() => standIn.requests[0]?.aborted).toBe(true)
  })
})
