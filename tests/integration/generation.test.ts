import { describe, expect, it } from 'vitest'
import { printedWidthMm, readPdf } from '@/engine/testing/read-pdf'
import type { ApiClient } from '../support/api-client'
import { databaseKinds } from '../support/databases'
import { serverOn } from '../support/server-on'
import { fetchAs, jobEventsOf, signedInClient } from '../support/signed-in'
import { sqlOn } from '../support/sql'

const startOfUtcDay = () => {
  const d = new Date()
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / 1000
}

const text = (prompt: string, extra: Record<string, unknown> = {}) => ({ tool: 'text', params: { prompt }, ...extra })

describe.each(databaseKinds)('the generation service on %s', (kind) => {
  const suite = serverOn(kind)
  const user = (tag = 'gen', locale = 'en') => signedInClient(suite.server.url, suite.db.dataDir, tag, locale)
  const sql = (query: string, params: unknown[] = []) => sqlOn(suite.db)(query, params)
  const userIdOf = async (c: ApiClient) => (await c.get('/user')).data.user.id as string
  const slowUsed = async (c: ApiClient) =>
    (await c.get('/user')).data.permissions_quota.find(
      (q: { permission_name: string }) => q.permission_name === 'image_slow_prompts',
    ).used as number

  /** Waits for a job to end and returns the last event. */
  async function finished(c: ApiClient, id: string) {
    const events = await jobEventsOf(c, id)
    return { events, last: events.at(-1)! }
  }

  it('queues a text design, streams its progress, and keeps PNG, SVG and stencil for its owner only', async () => {
    const owner = await user()
    const created = await owner.post('/designs', text('a swallow carrying a rose', { variations: 2, seed: 42 }))
    expect(created).toMatchObject({
      status: 200,
      code: 200,
      data: { tool: 'text', lane: 'slow', provider: 'builtin', seed: 42, variations: 2 },
    })
    expect(['queued', 'running', 'succeeded']).toContain(created.data.status)
    expect(await slowUsed(owner)).toBe(1)

    const { events, last } = await finished(owner, created.data.id)
    expect(last.event).toBe('succeeded')
    expect(events.map((e) => e.event).filter((e) => e !== 'queued' && e !== 'progress')).toEqual(['succeeded'])
    const job = last.data
    expect(job.outputs).toHaveLength(2)
    expect(job.outputs.map((o: { index: number }) => o.index)).toEqual([1, 2])

    const picture = await fetchAs(owner, job.outputs[0].image_url)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    expect(picture.headers.get('cache-control')).toMatch(/^private/)

    // Someone else cannot tell the file exists.
    const stranger = await user('stranger')
    for (const url of [job.outputs[0].image_url, job.outputs[0].svg_url, job.outputs[0].stencil_url]) {
      const res = await fetchAs(stranger, url)
      expect(res.status, url).toBe(404)
    }
    expect((await stranger.get(`/designs/jobs/${job.id}`)).status).toBe(404)

    // SVG and stencil are for ranks with SVG export.
    const svg = await fetchAs(owner, job.outputs[0].svg_url)
    expect(svg.status).toBe(403)
    expect(await svg.json()).toMatchObject({ code: 400103 })
    await sql(`update "user" set rank = 'PRO' where id = $1`, [await userIdOf(owner)])
    const upgraded = await fetchAs(owner, job.outputs[0].svg_url)
    expect(upgraded.status).toBe(200)
    expect(upgraded.headers.get('content-type')).toBe('image/svg+xml')
    expect(await upgraded.text()).toMatch(/^<svg|^<\?xml/)

    // The stencil sheet: Letter for an English reader, the design at its print size on both pages.
    const pdf = await fetchAs(owner, job.outputs[0].pdf_url)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const pages = await readPdf(new Uint8Array(await pdf.arrayBuffer()))
    expect(pages).toHaveLength(2)
    for (const page of pages) {
      expect(Math.abs(page.widthMm - 215.9)).toBeLessThan(0.5)
      expect(Math.abs(page.heightMm - 279.4)).toBeLessThan(0.5)
      expect(Math.abs(printedWidthMm(page) - job.outputs[0].width_mm)).toBeLessThan(0.5)
    }

    // Success commits the credit: still one used, none reserved.
    expect(await slowUsed(owner)).toBe(1)
    const [row] = await sql('select used, reserved from quota_usage where user_id = $1', [await userIdOf(owner)])
    expect({ used: Number(row!.used), reserved: Number(row!.reserved) }).toEqual({ used: 1, reserved: 0 })
  })

  it('refuses what the rank does not allow and what the engine cannot draw before anything is queued', async () => {
    const c = await user()
    const variations = await c.post('/designs', text('a moth', { variations: 4 }))
    expect(variations).toMatchObject({ status: 403, code: 400103, data: { permission: 'max_variations', max: 2 } })
    const lane = await c.post('/designs', text('a moth', { lane: 'priority' }))
    expect(lane).toMatchObject({ status: 403, code: 400103, data: { permission: 'priority_lane' } })
    const empty = await c.post('/designs', text('   '))
    expect(empty).toMatchObject({ status: 400, code: 400001, data: { fields: { 'params.prompt': 'validation_required' } } })
    const months = await c.post('/designs', { tool: 'birth-flower', params: { months: [13] } })
    expect(months).toMatchObject({ code: 400001 })
    expect(Object.keys(months.data.fields)[0]).toMatch(/^params\.months/)
    const invisible = await c.post('/designs', text('\u200b\u200b\u200b'))
    expect(invisible).toMatchObject({ code: 400001, data: { fields: { 'params.prompt': 'validation_prompt_empty' } } })
    const nul = await c.post('/designs', text('a rose\u0000'))
    expect(nul).toMatchObject({ code: 400001, data: { fields: { 'params.prompt': 'validation_text' } } })
    const noParams = await c.post('/designs', { tool: 'text', params: null })
    expect(noParams).toMatchObject({ code: 400001, data: { fields: { params: 'validation_required' } } })
    const flowerChoices = await c.post('/designs', {
      tool: 'birth-flower',
      params: { months: [1, 2], flowers: ['primary', 'secondary', 'primary'] },
    })
    expect(flowerChoices).toMatchObject({ code: 400001, data: { fields: { 'params.flowers': 'validation_range' } } })
    const tool = await c.post('/designs', { tool: 'sculpture', params: {} })
    expect(tool).toMatchObject({ code: 400001, data: { fields: { tool: 'validation_choice' } } })
    const photo = await c.post('/designs', { tool: 'photo', params: { upload_id: crypto.randomUUID() } })
    expect(photo).toMatchObject({ code: 400001, data: { fields: { 'params.upload_id': 'validation_upload_missing' } } })
    // The engine's own check: a bouquet holds six months at most.
    const bouquet = await c.post('/designs', {
      tool: 'birth-flower',
      params: { months: [1, 2, 3, 4, 5, 6, 7], layout: 'bouquet' },
    })
    expect(bouquet).toMatchObject({ status: 400, code: 400001, data: { fields: { 'params.months': 'validation_design_field' } } })
    // Nothing was queued or charged.
    expect(await slowUsed(c)).toBe(0)
    expect((await c.get('/designs')).data.total).toBe(0)
  })

  it('gives exactly the credits left to fifty simultaneous requests, and says which quota and when it resets', async () => {
    const c = await user('race')
    const userId = await userIdOf(c)
    // 3 of FREE's 10 slow prompts left today.
    await sql('insert into quota_usage (user_id, permission_name, period_start, used, reserved) values ($1, $2, $3, 7, 0)', [
      userId,
      'image_slow_prompts',
      startOfUtcDay(),
    ])
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => c.post('/designs', text(`a wave number ${i}`))))
    const accepted = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.code === 400102)
    expect(accepted).toHaveLength(3)
    expect(refused).toHaveLength(47)
    for (const r of refused) {
      expect(r.status).toBe(403)
      expect(r.data).toEqual({
        permission_name: 'image_slow_prompts',
        limit: 10,
        period: 'day',
        resets_at: startOfUtcDay() + 86_400,
      })
    }
    // The reservations show at once.
    expect(await slowUsed(c)).toBe(10)
    for (const a of accepted) expect((await finished(c, a.data.id)).last.event).toBe('succeeded')
    const [row] = await sql('select used, reserved from quota_usage where user_id = $1', [userId])
    expect({ used: Number(row!.used), reserved: Number(row!.reserved) }).toEqual({ used: 10, reserved: 0 })
    const jobs = await sql('select count(*) as n from design_job where user_id = $1', [userId])
    expect(Number(jobs[0]!.n)).toBe(3)
  })

  it('tells the prompts held by jobs in flight apart in the user info, inside `used`', async () => {
    const c = await user('reserved')
    await sql('insert into quota_usage (user_id, permission_name, period_start, used, reserved) values ($1, $2, $3, 4, 2)', [
      await userIdOf(c),
      'image_slow_prompts',
      startOfUtcDay(),
    ])
    const quotas = (await c.get('/user')).data.permissions_quota
    expect(quotas[0]).toMatchObject({ permission_name: 'image_slow_prompts', limit: 10, used: 6, reserved: 2 })
    expect(quotas[1]).toMatchObject({ permission_name: 'image_priority_prompts', used: 0, reserved: 0 })
  })

  it('keeps a history: newest first, filtered, favourites, re-runs with the same seed, deletion with the files', async () => {
    const c = await user('history')
    await sql(`update "user" set rank = 'PRO' where id = $1`, [await userIdOf(c)])
    const first = await c.post('/designs', text('a lighthouse in fine line', { seed: 7 }))
    const firstJob = (await finished(c, first.data.id)).last.data
    const flower = await c.post('/designs', { tool: 'birth-flower', params: { months: [5, 11], layout: 'bouquet' }, seed: 3 })
    expect(flower.status).toBe(200)
    await finished(c, flower.data.id)

    const history = await c.get('/designs')
    expect(history.data).toMatchObject({ page: 1, page_size: 20, total: 2 })
    expect(history.data.items.map((j: { id: string }) => j.id)).toEqual([flower.data.id, first.data.id])
    expect((await c.get('/designs?tool=text')).data.items.map((j: { id: string }) => j.id)).toEqual([first.data.id])

    expect(await c.post(`/designs/${first.data.id}/favorite`, { favorite: true })).toMatchObject({
      status: 200,
      data: { favorite: true },
    })
    expect((await c.get('/designs?favorite=true')).data.items.map((j: { id: string }) => j.id)).toEqual([first.data.id])

    // Same params and seed: the builtin engine draws the same design.
    const again = await c.post(`/designs/${first.data.id}/rerun`, {})
    expect(again).toMatchObject({ status: 200, data: { seed: 7, params: { prompt: 'a lighthouse in fine line' } } })
    const againJob = (await finished(c, again.data.id)).last.data
    const bytes = async (url: string) => Buffer.from(await (await fetchAs(c, url)).arrayBuffer())
    expect((await bytes(againJob.outputs[0].svg_url)).equals(await bytes(firstJob.outputs[0].svg_url))).toBe(true)
    // New variations: new seeds.
    const varied = await c.post(`/designs/${first.data.id}/rerun`, { variations: 3 })
    expect(varied.data.variations).toBe(3)
    expect(varied.data.seed).not.toBe(7)
    await finished(c, varied.data.id)

    expect((await c.delete(`/designs/${first.data.id}`)).status).toBe(200)
    for (const url of [firstJob.outputs[0].image_url, firstJob.outputs[0].svg_url])
      expect((await fetchAs(c, url)).status).toBe(404)
    expect((await c.get(`/designs/jobs/${first.data.id}`)).status).toBe(404)
    expect((await c.delete(`/designs/${first.data.id}`)).status).toBe(404)
  })
})
