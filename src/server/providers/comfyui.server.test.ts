import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEngine } from '../engine.server'
import { startComfyUiStandIn } from '../testing/comfyui-stand-in'
import { createComfyUiProvider, fill, type Workflow } from './comfyui.server'
import txt2img from './comfyui/txt2img.json'
import { failure, never } from '../testing/provider-failure'

const engine = createEngine()
let standIn: Awaited<ReturnType<typeof startComfyUiStandIn>>
const provider = (timeoutMs = 20_000, url = standIn.url) =>
  createComfyUiProvider({ url, checkpoint: 'tattoo-sdxl.safetensors' }, engine, { timeoutMs, pollMs: 10 })
const inputs = (workflow: unknown, classType: string) =>
  Object.values(workflow as Workflow).find((node) => node.class_type === classType)?.inputs

beforeAll(async () => {
  standIn = await startComfyUiStandIn({ queuedPolls: 2, runningPolls: 2 })
  // Loaded before the short time limits below start counting.
  await engine.runtime()
})
afterAll(async () => {
  await standIn.stop()
  await (await engine.runtime()).stopEngine()
})
beforeEach(() => {
  standIn.behave('success')
  for (const list of [standIn.prompts, standIn.interrupts, standIn.queueDeletes, standIn.uploads, standIn.views]) list.length = 0
})

describe('ComfyUI provider', () => {
  it('queues the workflow with the prompt, seed and batch, polls until done and traces every picture', async () => {
    const result = await provider().generate(
      { tool: 'text', prompt: 'a swallow with "Mom"', variations: 3, seed: 42, placement: 'chest' },
      { signal: never() },
    )
    const [queued] = standIn.prompts
    expect(standIn.prompts).toHaveLength(1)
    expect(String(queued?.clientId)).toMatch(/^inkdraft-/)
    expect(inputs(queued?.workflow, 'KSampler')).toMatchObject({ seed: 42 })
    expect(inputs(queued?.workflow, 'EmptyLatentImage')).toMatchObject({ batch_size: 3 })
    const { width, height } = inputs(queued?.workflow, 'EmptyLatentImage') as { width: number; height: number }
    expect(width).toBeGreaterThan(height)
    expect(inputs(queued?.workflow, 'CheckpointLoaderSimple')).toEqual({ ckpt_name: 'tattoo-sdxl.safetensors' })
    const texts = Object.values(queued!.workflow)
      .filter((node) => node.class_type === 'CLIPTextEncode')
      .map((node) => String(node.inputs?.text))
    expect(texts[0]).toContain('"Mom"')
    expect(texts[1]).toContain('watermark')
    // Queued, running, then done: the history was asked until it had the outputs.
    expect(queued?.polls).toBe(5)
    expect(standIn.views).toHaveLength(3)
    expect(result.outputs.map((o) => [o.index, o.seed])).toEqual([
      [1, 42],
      [2, 43],
      [3, 44],
    ])
    for (const output of result.outputs) {
      expect(output.png.subarray(1, 4).toString()).toBe('PNG')
      expect(output.svg.toString()).toContain('<svg')
      expect(output.stencilSvg.toString()).toContain('<svg')
    }
  })

  it('uploads a photo for the img2img workflow', async () => {
    const photo = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/photos/coffee.png'))
    const result = await provider().generate({ tool: 'photo', image: photo, treatment: 'line-art', seed: 5 }, { signal: never() })
    expect(standIn.uploads).toHaveLength(1)
    // The photo as the intake keeps it (re-encoded, without metadata), named by its type.
    expect(standIn.uploads[0]).toMatchObject({ type: 'image/jpeg', fields: { type: 'input', overwrite: 'true' } })
    expect(standIn.uploads[0]?.filename).toMatch(/^inkdraft-[\w-]+\.jpg$/)
    const workflow = standIn.prompts[0]?.workflow
    expect(inputs(workflow, 'LoadImage')).toEqual({ image: standIn.uploads[0]?.filename })
    expect(inputs(workflow, 'RepeatLatentBatch')).toMatchObject({ amount: 1 })
    expect(inputs(workflow, 'KSampler')).toMatchObject({ seed: 5 })
    expect(result.outputs).toHaveLength(1)
    expect(result.style).toBe('line-art')
  })

  it("fails as the provider on a refused workflow, naming ComfyUI's own message", async () => {
    standIn.behave('bad-prompt')
    const error = await failure(provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))
    expect(error.reason).toBe('provider')
    expect(error.message).toContain('Prompt outputs failed validation')
    expect(error.message).toContain('nodes 4')
  })

  it('fails as the provider when the workflow fails while running', async () => {
    standIn.behave('execution-error')
    const error = await failure(provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))
    expect(error.reason).toBe('provider')
    expect(error.message).toContain('KSampler: CUDA out of memory')
  })

  it('fails as garbage when the pictures are not pictures', async () => {
    standIn.behave('garbage')
    expect((await failure(provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))).reason).toBe('garbage')
  })

  it('is unavailable when nothing listens at the address', async () => {
    const error = await failure(
      provider(20_000, 'http://127.0.0.1:9').generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }),
    )
    expect(error.reason).toBe('unavailable')
  })

  it('times out, interrupting the prompt and taking it off the queue', async () => {
    standIn.behave('slow')
    const error = await failure(provider(400).generate({ tool: 'text', prompt: 'a rose' }, { signal: never() }))
    expect(error.reason).toBe('timeout')
    const id = standIn.prompts[0]?.id
    expect(standIn.interrupts).toEqual([{ prompt_id: id }])
    expect(standIn.queueDeletes).toEqual([[id]])
  })

  it("on cancel, interrupts the prompt and rejects with the cancel's reason", async () => {
    standIn.behave('slow')
    const cancel = new AbortController()
    const job = provider().generate({ tool: 'text', prompt: 'a rose' }, { signal: cancel.signal })
    await expect.poll(() => standIn.prompts[0]?.polls ?? 0).toBeGreaterThan(1)
    const reason = new Error('canceled by the user')
    cancel.abort(reason)
    await expect(job).rejects.toBe(reason)
    expect(standIn.interrupts).toEqual([{ prompt_id: standIn.prompts[0]?.id }])
    expect(standIn.queueDeletes).toEqual([[standIn.prompts[0]?.id]])
  })

  it('fills every placeholder of the workflow file and refuses a workflow with an unknown one', () => {
    const values = { checkpoint: 'c', prompt: 'p', negative_prompt: 'n', seed: 1, batch_size: 2, width: 64, height: 128 }
    expect(JSON.stringify(fill(txt2img as Workflow, values))).not.toContain('{{')
    expect(() => fill({ '1': { class_type: 'X', inputs: { a: '{{lora}}' } } }, values)).toThrow('{{lora}}')
  })
})
