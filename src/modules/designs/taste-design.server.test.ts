import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { EngineRuntime } from '@/engine'
import { parseInput } from '@/lib/errors/validate'
import { applyLimit } from '@/server/http/caller.server'
import type { App } from '@/server/app.server'
import { anonymousCaller, userCaller } from '@/server/testing/caller'
import { memoryLimiter } from '@/server/testing/memory-limiter'
import { TasteSchema } from './designs.schema'
import { MAX_TASTES_AT_ONCE, tasteDesign } from './taste-design.server'
import { MAX_TASTE_PROMPT_CHARS } from './taste-limits'

/** A 3 × 2 PNG's first bytes: the signature and the IHDR chunk, which is all the service reads. */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

/** An engine whose drawings wait until the test lets them finish. */
function engine() {
  const asked: unknown[] = []
  const trims: number[] = []
  const pending: (() => void)[] = []
  let refuse: Error | undefined
  const runtime = {
    generate: async (request: unknown) => {
      asked.push(request)
      if (refuse) throw refuse
      await new Promise<void>((go) => pending.push(go))
      return { outputs: [{ png: png(2048, 2048) }] }
    },
    trimToInk: async (_png: Uint8Array, longSide: number) => {
      trims.push(longSide)
      return png(longSide, 300)
    },
  } as unknown as EngineRuntime
  return {
    deps: { engine: { runtime: async () => runtime } },
    asked,
    trims,
    finishAll: () => pending.splice(0).forEach((go) => go()),
    refuseWith: (error: Error) => (refuse = error),
    pending,
  }
}

const valid = (prompt: unknown) => parseInput(TasteSchema, { prompt })
const tick = () => new Promise((go) => setTimeout(go, 0))

describe('the text page’s taste: its input', () => {
  it('takes a short prompt, trimmed', () => {
    expect(valid('  a fox and the moon  ')).toEqual({ prompt: 'a fox and the moon' })
    expect(valid('x'.repeat(MAX_TASTE_PROMPT_CHARS))).toEqual({ prompt: 'x'.repeat(MAX_TASTE_PROMPT_CHARS) })
  })

  it('refuses an empty, invisible, too long or broken prompt with the field’s message key', () => {
    const fieldOf = (prompt: unknown) => {
      try {
        valid(prompt)
        return 'accepted'
      } catch (error) {
        return (error as { data: { fields: Record<string, string> } }).data.fields.prompt
      }
    }
    expect(fieldOf('   ')).toBe('validation_required')
    expect(fieldOf('\u200b')).toBe('validation_prompt_empty')
    expect(fieldOf('x'.repeat(MAX_TASTE_PROMPT_CHARS + 1))).toBe('validation_too_long')
    expect(fieldOf('\ud83d')).toBe('validation_text')
    expect(fieldOf(42)).toBe('validation_required')
    expect(v.safeParse(TasteSchema, {}).success).toBe(false)
  })
})

describe('the text page’s taste: the service', () => {
  it('draws one fine-line variation in the reader’s language and answers a small PNG', async () => {
    const e = engine()
    const taste = tasteDesign(e.deps)
    const answer = taste(anonymousCaller(), valid('a fox and the moon'))
    await tick()
    e.finishAll()
    const view = await answer
    expect(e.asked).toEqual([
      {
        tool: 'text',
        prompt: 'a fox and the moon',
        style: 'fine-line',
        placement: 'shoulder',
        variations: 1,
        seed: 1,
        language: 'en',
      },
    ])
    expect(e.trims).toEqual([480])
    expect(view).toMatchObject({ width: 480, height: 300 })
    expect(view.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
  })

  it(`draws at most ${MAX_TASTES_AT_ONCE} at once and tells the next to come back in a moment (503)`, async () => {
    const e = engine()
    const taste = tasteDesign(e.deps)
    const first = [taste(anonymousCaller(), valid('rose')), taste(userCaller(), valid('moth'))]
    await tick()
    await expect(taste(anonymousCaller(), valid('wave'))).rejects.toMatchObject({ code: 503, data: { retry_after: 5 } })
    e.finishAll()
    await Promise.all(first)
    const again = taste(anonymousCaller(), valid('wave'))
    await tick()
    e.finishAll()
    await expect(again).resolves.toMatchObject({ width: 480 })
    expect(e.asked).toHaveLength(3)
  })

  it('frees its place when the engine fails, and answers the engine’s refusal as the prompt’s validation error', async () => {
    const e = engine()
    const taste = tasteDesign(e.deps)
    e.refuseWith(Object.assign(new Error('no'), { name: 'EngineInputError', field: 'prompt' }))
    for (let i = 0; i <= MAX_TASTES_AT_ONCE; i++)
      await expect(taste(anonymousCaller(), valid('rose'))).rejects.toMatchObject({
        code: 400001,
        data: { fields: { prompt: 'validation_design_field' } },
      })
  })
})

describe('the text page’s taste: its request limit (tastesByIp)', () => {
  const appWith = () => ({ adapters: { limiter: memoryLimiter() } }) as unknown as App
  const from = (ip: string) => {
    const caller = anonymousCaller()
    return { ...caller, context: { ...caller.context, ip } }
  }

  it('allows five tastes an hour per address, then answers 429 with Retry-After, whoever is signed in', async () => {
    const app = appWith()
    for (let i = 0; i < 5; i++) await applyLimit(app, from('10.0.0.7'), 'tastesByIp')
    await expect(applyLimit(app, from('10.0.0.7'), 'tastesByIp')).rejects.toMatchObject({
      code: 429,
      data: { retry_after: expect.any(Number) },
    })
    // Signing in does not reset an address's tastes: the rule is per address.
    await expect(applyLimit(app, userCaller(), 'tastesByIp')).resolves.toBeUndefined()
    await expect(applyLimit(app, { ...userCaller(), context: from('10.0.0.7').context }, 'tastesByIp')).rejects.toMatchObject({
      code: 429,
    })
    // Another address has its own five.
    await expect(applyLimit(app, from('10.0.0.8'), 'tastesByIp')).resolves.toBeUndefined()
  })
})
