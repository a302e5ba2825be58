import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startComfyUiStandIn } from '@/server/testing/comfyui-stand-in'
import { startOpenAiStandIn } from '@/server/testing/openai-stand-in'
import type { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { startServer, type RunningServer } from '../support/server'
import { fetchAs, jobEventsOf, signedInClient } from '../support/signed-in'

type OpenAi = Awaited<ReturnType<typeof startOpenAiStandIn>>
type ComfyUi = Awaited<ReturnType<typeof startComfyUiStandIn>>

const flowers = { tool: 'birth-flower', params: { months: [4], layout: 'single-stem' } }
const text = (prompt: string) => ({ tool: 'text', params: { prompt } })

/**
 * Jobs on the neural providers, each against a local server speaking its published protocol:
 * OpenAI Images draws birth flowers, ComfyUI draws text designs (IMAGE_ROUTES). Whatever fails,
 * the job fails with its reason and the credit goes back.
 */
describe.each(databaseKinds)('jobs on neural providers on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer
  let openai: OpenAi
  let comfy: ComfyUi
  const user = () => signedInClient(server.url, db.dataDir, 'neural')
  const slowQuota = async (c: ApiClient) =>
    (await c.get('/user')).data.permissions_quota.find(
      (q: { permission_name: string }) => q.permission_name === 'image_slow_prompts',
    ).used as number

  async function run(c: ApiClient, body: unknown) {
    const created = await c.post('/designs', body)
    expect(created.status, JSON.stringify(created)).toBe(200)
    const events = await jobEventsOf(c, created.data.id)
    return { id: created.data.id as string, last: events.at(-1)! }
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    openai = await startOpenAiStandIn({ slowMs: 30_000 })
    comfy = await startComfyUiStandIn()
    server = await startServer({
      ...db.env,
      TRUST_PROXY: 'true',
      IMAGE_PROVIDERS: 'builtin,openai,comfyui',
      IMAGE_ROUTES: 'birth-flower=openai,text=comfyui',
      IMAGE_PROVIDER_TIMEOUT_SECONDS: '10',
      OPENAI_API_KEY: 'sk-test-inkdraft',
      OPENAI_BASE_URL: openai.url,
      COMFYUI_URL: comfy.url,
    })
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await openai?.stop()
    await comfy?.stop()
    await db?.drop()
  })

  it('draws with OpenAI Images and traces the pictures into PNG, SVG and stencil', async () => {
    openai.behave('success')
    const c = await user()
    const { last } = await run(c, { ...flowers, variations: 2 })
    expect(last.event, JSON.stringify(last.data)).toBe('succeeded')
    expect(last.data).toMatchObject({ provider: 'openai', status: 'succeeded' })
    expect(last.data.outputs).toHaveLength(2)
    const asked = openai.requests.at(-1)!
    expect(asked.path).toBe('/v1/images/generations')
    expect(JSON.stringify(asked.body)).toMatch(/daisy|sweet pea/i)
    expect((await fetchAs(c, last.data.outputs[0].image_url)).headers.get('content-type')).toBe('image/png')
    expect(await slowQuota(c)).toBe(1)
  })

  it.each([
    ['server-error', 'provider'],
    ['refused', 'refused'],
    ['garbage', 'garbage'],
    ['slow', 'timeout'],
  ] as const)('fails an OpenAI job that answers %s as “%s” and gives the credit back', async (mode, reason) => {
    openai.behave(mode)
    const c = await user()
    const { last } = await run(c, flowers)
    expect(last).toMatchObject({ event: 'failed', data: { error: reason } })
    expect(last.data.error_message).toMatch(/credit/i)
    expect(await slowQuota(c)).toBe(0)
    const job = await c.get(`/designs/jobs/${last.data.id}`)
    expect(job.data).toMatchObject({ status: 'failed', error: reason, outputs: [] })
  })

  it('draws with ComfyUI and fails its execution error with the credit given back', async () => {
    comfy.behave('success')
    const c = await user()
    const ok = await run(c, text('a lantern with a moth'))
    expect(ok.last.event, JSON.stringify(ok.last.data)).toBe('succeeded')
    expect(ok.last).toMatchObject({ event: 'succeeded', data: { provider: 'comfyui' } })
    expect(JSON.stringify(comfy.prompts.at(-1)!.workflow)).toMatch(/lantern/)
    comfy.behave('execution-error')
    const failed = await run(c, text('a lantern with a moth'))
    expect(failed.last).toMatchObject({ event: 'failed', data: { error: 'provider' } })
    expect(await slowQuota(c)).toBe(1)
  })

  it('cancels a running ComfyUI job: the prompt is interrupted, the credit given back, no files kept', async () => {
    comfy.behave('slow')
    const c = await user()
    const created = await c.post('/designs', text('a compass rose'))
    const prompts = comfy.prompts.length
    // Running: ComfyUI has the prompt.
    for (let i = 0; i < 100 && comfy.prompts.length === prompts; i++) await new Promise((r) => setTimeout(r, 50))
    expect(comfy.prompts.length).toBe(prompts + 1)
    // A user watches a few jobs at once, not hundreds: the ninth open stream is refused.
    const watching = new AbortController()
    const streams = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetchAs(c, `/common-api/v1/designs/jobs/${created.data.id}/events`, { signal: watching.signal }),
      ),
    )
    expect(streams.map((r) => r.status)).toEqual(Array(8).fill(200))
    const ninth = await fetchAs(c, `/common-api/v1/designs/jobs/${created.data.id}/events`)
    expect(ninth.status).toBe(429)
    watching.abort()
    const canceled = await c.post(`/designs/jobs/${created.data.id}/cancel`)
    expect(canceled.data.status).toBe('canceled')
    expect(await slowQuota(c)).toBe(0)
    const events = await jobEventsOf(c, created.data.id)
    expect(events.at(-1)!.event).toBe('canceled')
    for (let i = 0; i < 60 && comfy.interrupts.length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(comfy.interrupts.length).toBeGreaterThan(0)
    expect((await c.get(`/designs/jobs/${created.data.id}`)).data).toMatchObject({ status: 'canceled', outputs: [] })
  })

  it('cancels a queued job before it runs: a FREE user’s second job waits for the first', async () => {
    comfy.behave('slow')
    const c = await user()
    const first = await c.post('/designs', text('a fox'))
    const second = await c.post('/designs', text('a hare'))
    const waiting = await c.get(`/designs/jobs/${second.data.id}`)
    expect(waiting.data).toMatchObject({ status: 'queued', position: expect.any(Number) })
    expect(waiting.data.estimated_start).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 1)
    expect(await slowQuota(c)).toBe(2)
    expect((await c.post(`/designs/jobs/${second.data.id}/cancel`)).data.status).toBe('canceled')
    expect((await c.post(`/designs/jobs/${first.data.id}/cancel`)).data.status).toBe('canceled')
    expect(await slowQuota(c)).toBe(0)
    const prompts = comfy.prompts.filter((p) => JSON.stringify(p.workflow).includes('a hare'))
    expect(prompts).toHaveLength(0)
  })
})

describe('a neural provider with the builtin engine as its fallback', () => {
  let db: TestDatabase
  let server: RunningServer
  let openai: OpenAi

  beforeAll(async () => {
    db = await createTestDatabase('sqlite')
    openai = await startOpenAiStandIn()
    server = await startServer({
      ...db.env,
      TRUST_PROXY: 'true',
      IMAGE_PROVIDERS: 'builtin,openai',
      IMAGE_ROUTES: 'birth-flower=openai',
      IMAGE_FALLBACK: 'builtin',
      OPENAI_API_KEY: 'sk-test-inkdraft',
      OPENAI_BASE_URL: openai.url,
    })
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await openai?.stop()
    await db?.drop()
  })

  it('draws the job with the engine when the service fails, and charges it once', async () => {
    openai.behave('server-error')
    const c = await signedInClient(server.url, db.dataDir, 'fallback')
    const created = await c.post('/designs', flowers)
    const last = (await jobEventsOf(c, created.data.id)).at(-1)!
    expect(last).toMatchObject({ event: 'succeeded', data: { provider: 'openai' } })
    expect(last.data.outputs).toHaveLength(1)
    expect(openai.requests.length).toBeGreaterThan(0)
    const quota = (await c.get('/user')).data.permissions_quota[0]
    expect(quota.used).toBe(1)
  })
})
