import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../support/api-client'
import { databaseKinds } from '../support/databases'
import { serverOn } from '../support/server-on'
import { signedInClient } from '../support/signed-in'

const FIXTURES = join(import.meta.dirname, '../fixtures/photos')

function form(bytes: Uint8Array, kind = 'photo'): FormData {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', new Blob([bytes as BlobPart]), 'photo.png')
  return body
}

/** Share of the preview's pixels with ink, read from its alpha. */
async function inkShare(dataUrl: string): Promise<number> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true })
  let inked = 0
  for (const a of data) if (a > 127) inked++
  return inked / (info.width * info.height)
}

describe.each(databaseKinds)('the photo preview on %s', (kind) => {
  const suite = serverOn(kind)
  const user = (tag: string) => signedInClient(suite.server.url, suite.db.dataDir, tag)
  const upload = async (c: ApiClient, name = 'coffee.png') =>
    (await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, name))))).data.upload_id as string

  it('draws the treatment small and at once, for free, and follows the sliders', async () => {
    const c = await user('preview')
    const id = await upload(c)
    const started = performance.now()
    const first = await c.post('/designs/photo-preview', { upload_id: id, treatment: 'line-art', size_mm: 150 })
    const ms = performance.now() - started
    expect(first).toMatchObject({
      status: 200,
      code: 200,
      data: { width: 400, height: 267, width_mm: 150, height_mm: expect.closeTo(100, 0) },
    })
    expect(first.data.image).toMatch(/^data:image\/png;base64,/)
    expect(ms).toBeLessThan(10_000)
    const png = await sharp(Buffer.from(first.data.image.split(',')[1], 'base64')).metadata()
    expect([png.width, png.height, png.hasAlpha]).toEqual([400, 267, true])

    // Bolder lines ink more of the picture; the same request draws the same picture.
    const bold = await c.post('/designs/photo-preview', { upload_id: id, treatment: 'line-art', size_mm: 150, line_weight_mm: 2 })
    expect(await inkShare(bold.data.image)).toBeGreaterThan(await inkShare(first.data.image))
    const again = await c.post('/designs/photo-preview', { upload_id: id, treatment: 'line-art', size_mm: 150 })
    expect(again.data.image).toBe(first.data.image)

    // Free: no credit used, nothing in the history.
    const quota = (await c.get('/user')).data.permissions_quota as { used: number }[]
    expect(quota.every((q) => q.used === 0)).toBe(true)
    expect((await c.get('/designs')).data.total).toBe(0)
  }, 60_000)

  it('renders one preview at a time per user: requests replaced by newer ones are 429, the newest is drawn', async () => {
    const c = await user('preview-burst')
    const id = await upload(c)
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((detail) => c.post('/designs/photo-preview', { upload_id: id, treatment: 'dotwork', detail })),
    )
    const statuses = burst.map((r) => r.status)
    expect(
      statuses.every((s) => s === 200 || s === 429),
      statuses.join(),
    ).toBe(true)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1)
    for (const r of burst.filter((r) => r.status === 429)) expect(r.data).toMatchObject({ retry_after: 1 })
  }, 60_000)

  it('queues previews of a few users at most: past that a new user is answered 429 at once, not made to wait behind everyone', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => user(`preview-crowd-${n}`)))
    const ids = await Promise.all(users.map((c) => upload(c)))
    const answers = await Promise.all(
      users.map((c, i) => c.post('/designs/photo-preview', { upload_id: ids[i], treatment: 'dotwork', detail: 5 })),
    )
    const statuses = answers.map((r) => r.status)
    // MAX_PREVIEW_USERS (4) render one after another; the others are told to come back.
    expect(statuses.filter((s) => s === 200).length, statuses.join()).toBeGreaterThanOrEqual(4)
    expect(statuses.filter((s) => s === 429).length, statuses.join()).toBeGreaterThanOrEqual(1)
    for (const r of answers.filter((r) => r.status === 429)) expect(r.data).toMatchObject({ retry_after: 1 })
  }, 120_000)

  it('draws a sliver of a photo (1000:1) with its subject isolated, where isolating finds nothing to judge', async () => {
    // Probe finding: at 400 px such a strip is one pixel high; isolating its subject crashed the
    // treatment (500, "Invalid typed array length") or ran into the 15 s limit (500).
    const c = await user('preview-sliver')
    const strip = await sharp({ create: { width: 20_000, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const id = (await c.post('/designs/uploads', form(strip))).data.upload_id as string
    for (const treatment of ['line-art', 'halftone']) {
      const res = await c.post('/designs/photo-preview', { upload_id: id, treatment, isolate: true, detail: 5 })
      expect(res.status, treatment).toBe(200)
      expect(res.data).toMatchObject({ width: 400, height: 1 })
    }
  }, 60_000)

  it('answers hostile requests with a clear 4xx, never a 5xx', async () => {
    const owner = await user('preview-owner')
    const stranger = await user('preview-stranger')
    const id = await upload(owner, 'chelsea.png')
    const preview = (c: ApiClient, body: unknown) => c.post('/designs/photo-preview', body)

    const missing = await preview(owner, { upload_id: crypto.randomUUID() })
    expect(missing).toMatchObject({
      status: 400,
      code: 400001,
      data: { fields: { 'params.upload_id': 'validation_upload_missing' } },
    })
    const foreign = await preview(stranger, { upload_id: id })
    expect(foreign).toMatchObject({
      status: 400,
      code: 400001,
      data: { fields: { 'params.upload_id': 'validation_upload_missing' } },
    })
    const notUuid = await preview(owner, { upload_id: '../../etc/passwd' })
    expect(notUuid).toMatchObject({ status: 400, code: 400001, data: { fields: { upload_id: 'validation_required' } } })

    for (const [field, value] of [
      ['detail', 99],
      ['detail', 2.5],
      ['contrast', -1],
      ['line_weight_mm', 1e9],
      ['line_weight_mm', 'NaN'],
      ['size_mm', 1e308],
      ['size_mm', 0],
      ['treatment', 'oil-painting'],
      ['isolate', 'yes'],
      ['seed', 2 ** 40],
    ] as const) {
      const res = await preview(owner, { upload_id: id, [field]: value })
      expect(res.status, `${field}=${value}`).toBe(400)
      expect(res.data.fields, `${field}=${value}`).toHaveProperty(field)
    }
    expect((await preview(owner, [])).status).toBe(400)
    expect((await preview(owner, 'x'.repeat(10))).status).toBe(400)

    const visitor = await owner.call('POST', '/designs/photo-preview', { upload_id: id }, { cookie: '' })
    expect(visitor.status).toBe(401)
  }, 60_000)
})
