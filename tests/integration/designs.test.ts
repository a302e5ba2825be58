import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ApiClient } from '../support/api-client'
import { databaseKinds } from '../support/databases'
import { activatedAccount } from '../support/outbox'
import { serverOn } from '../support/server-on'

const FIXTURES = join(import.meta.dirname, '../fixtures/photos')
const PLACEMENT = { x: 0.45, y: 0.6, scale: 0.4, rotate: 15, curve: 0.3, perspective: 0, opacity: 0.9, look: 'fresh' }
let counter = 0

/** A form with one file, as the editor sends it. */
function form(bytes: Uint8Array, kind = 'photo', name = 'photo.jpg'): FormData {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', new Blob([bytes as BlobPart]), name)
  return body
}

describe.each(databaseKinds)('uploads and try-on on %s', (kind) => {
  const suite = serverOn(kind)

  async function user(email = `designs.${Date.now()}.${++counter}@example.com`): Promise<ApiClient> {
    const c = new ApiClient(suite.server.url)
    const cookies = await activatedAccount(suite.server.url, suite.db.dataDir, email, 'swallow-under-the-rose-7', c.ip)
    for (const pair of cookies.split('; ')) {
      const [name, ...value] = pair.split('=')
      c.cookies.set(name!, value.join('='))
    }
    return c
  }

  const file = (c: ApiClient, url: string) =>
    fetch(`${suite.server.url}${url}`, { headers: { cookie: c.cookieHeader(), 'x-forwarded-for': c.ip } })

  it('keeps an upload re-encoded, upright and without metadata, once per picture, for its owner only', async () => {
    const owner = await user()
    // A JPEG with GPS in its EXIF, stored sideways (orientation 6).
    const photo = await sharp(join(FIXTURES, 'chelsea.png'))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Inkdraft test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 7/1' } })
      .toBuffer()
    expect(photo.includes('Inkdraft test camera')).toBe(true)
    const first = await owner.post('/designs/uploads', form(photo))
    expect(first).toMatchObject({ status: 200, code: 200, data: { width: 300, height: 451, mime: 'image/jpeg' } })
    expect(first.data.url).toMatch(/^\/common-api\/v1\/designs\/files\/uploads\/[\w-]+\.jpg$/)
    // Sent again (a double click): the same upload.
    const again = await owner.post('/designs/uploads', form(photo))
    expect(again.data.upload_id).toBe(first.data.upload_id)

    const kept = await file(owner, first.data.url)
    expect(kept.status).toBe(200)
    expect(kept.headers.get('content-type')).toBe('image/jpeg')
    expect(kept.headers.get('content-security-policy')).toContain('sandbox')
    const bytes = Buffer.from(await kept.arrayBuffer())
    for (const marker of ['Exif', 'GPS', 'Inkdraft test camera', '51/1']) expect(bytes.includes(marker)).toBe(false)
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()

    // Listed as the owner's photos, newest first, and nobody else's.
    const photos = await owner.get('/designs/uploads?kind=photo')
    expect(photos.data).toMatchObject({
      page: 1,
      page_size: 20,
      total: 1,
      items: [{ upload_id: first.data.upload_id, url: first.data.url }],
    })
    expect((await owner.get('/designs/uploads?kind=design')).data.total).toBe(0)
    expect((await owner.get('/designs/uploads?page_size=500')).data.fields).toEqual({ page_size: 'validation_range' })

    const stranger = await user()
    expect((await stranger.get('/designs/uploads?kind=photo')).data.total).toBe(0)
    expect((await file(stranger, first.data.url)).status).toBe(404)
    expect((await fetch(`${suite.server.url}${first.data.url}`)).status).toBe(401)
    expect((await file(owner, '/common-api/v1/designs/files/uploads/../inkdraft.sqlite')).status).toBe(404)
  })

  it('refuses bad files with their reason, and anonymous uploads', async () => {
    const c = await user()
    const empty = await c.post('/designs/uploads', form(new Uint8Array()))
    expect(empty).toMatchObject({ status: 415, code: 400301, data: { reason: 'empty' } })
    const text = await c.post(
      '/designs/uploads',
      form(new TextEncoder().encode('just words, not a picture'), 'photo', 'photo.jpg'),
    )
    expect(text).toMatchObject({ status: 415, code: 400301, data: { reason: 'type' } })
    const huge = await c.post('/designs/uploads', form(new Uint8Array(21 * 1024 * 1024)))
    expect(huge).toMatchObject({ status: 413, code: 400301, data: { reason: 'size' } })
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>'
    // An SVG is a design, never a photo; as a design it is drawn to PNG; with a script it is refused.
    expect((await c.post('/designs/uploads', form(new TextEncoder().encode(svg), 'photo'))).data).toEqual({ reason: 'type' })
    const drawn = await c.post('/designs/uploads', form(new TextEncoder().encode(svg), 'design', 'd.svg'))
    expect(drawn.data).toMatchObject({ mime: 'image/png', width: 2048, height: 2048 })
    const scripted = svg.replace('<rect', '<script>alert(1)</script><rect')
    expect((await c.post('/designs/uploads', form(new TextEncoder().encode(scripted), 'design'))).data).toEqual({
      reason: 'unsafe_svg',
    })
    const anonymous = await new ApiClient(suite.server.url).post(
      '/designs/uploads',
      form(readFileSync(join(FIXTURES, 'coffee.png'))),
    )
    expect(anonymous).toMatchObject({ status: 401, code: 401 })
  })

  it('saves a try-on at the photo’s full size as a finished job of its owner', async () => {
    const c = await user()
    const body = await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, 'coffee.png'))))
    const sample = await fetch(`${suite.server.url}/common-api/v1/designs/samples/wolf`)
    expect(sample.headers.get('content-type')).toBe('image/png')
    const design = await c.post('/designs/uploads', form(new Uint8Array(await sample.arrayBuffer()), 'design', 'wolf.png'))
    expect(design.data.mime).toBe('image/png')

    const saved = await c.post('/designs/try-on', {
      body_upload_id: body.data.upload_id,
      design_upload_id: design.data.upload_id,
      placement: PLACEMENT,
    })
    expect(saved).toMatchObject({
      status: 200,
      data: { tool: 'try-on', status: 'succeeded', outputs: [{ index: 1, width: 600, height: 400, print: null }] },
    })
    const composite = await file(c, saved.data.outputs[0].image_url)
    expect(composite.headers.get('content-type')).toBe('image/jpeg')
    const pixels = await sharp(Buffer.from(await composite.arrayBuffer())).metadata()
    expect([pixels.width, pixels.height]).toEqual([600, 400])
    // The same through POST /designs (api.md), finished at once, free, and in the history.
    const viaDesigns = await c.post('/designs', {
      tool: 'try-on',
      params: { body_upload_id: body.data.upload_id, design_upload_id: design.data.upload_id, placement: PLACEMENT },
    })
    expect(viaDesigns).toMatchObject({ status: 200, data: { tool: 'try-on', status: 'succeeded', outputs: [{ width: 600 }] } })
    const history = await c.get('/designs?tool=try-on')
    expect(history.data.items.map((j: { id: string }) => j.id)).toEqual([viaDesigns.data.id, saved.data.id])
    expect((await c.get('/user')).data.permissions_quota[0].used).toBe(0)

    // Someone else's upload is not there for this user; a placement out of range names its field.
    const stranger = await user()
    const foreign = await stranger.post('/designs/try-on', {
      body_upload_id: body.data.upload_id,
      design_upload_id: design.data.upload_id,
      placement: PLACEMENT,
    })
    expect(foreign).toMatchObject({
      status: 400,
      code: 400001,
      data: { fields: { body_upload_id: 'validation_upload_missing' } },
    })
    expect((await file(stranger, saved.data.outputs[0].image_url)).status).toBe(404)
    const wrong = await c.post('/designs/try-on', {
      body_upload_id: body.data.upload_id,
      design_upload_id: design.data.upload_id,
      placement: { ...PLACEMENT, scale: 9, look: 'tanned' },
    })
    expect(wrong.data.fields).toEqual({ 'placement.scale': 'validation_range', 'placement.look': 'validation_choice' })
  })

  it('deletes a user’s uploads and try-ons with the account', async () => {
    const email = `leaving.${Date.now()}@example.com`
    const c = await user(email)
    const body = await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, 'chelsea.png'))))
    const design = await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, 'coffee.png')), 'design'))
    const saved = await c.post('/designs/try-on', {
      body_upload_id: body.data.upload_id,
      design_upload_id: design.data.upload_id,
      placement: PLACEMENT,
    })
    const onDisk = [body.data.url, design.data.url, saved.data.outputs[0].image_url].map((url: string) =>
      join(suite.db.dataDir, 'files', url.replace('/common-api/v1/designs/files/', '')),
    )
    for (const path of onDisk) expect(existsSync(path)).toBe(true)
    expect((await c.delete('/user', { confirm_email: email })).code).toBe(200)
    for (const path of onDisk) expect(existsSync(path)).toBe(false)
  })

  it('limits uploads per account: 120 an hour, then 429 with a retry time', async () => {
    const c = await user()
    for (let i = 0; i < 120; i++) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i, g: 255 - i, b: 7 } } })
        .png()
        .toBuffer()
      expect((await c.post('/designs/uploads', form(png))).code, `upload ${i + 1}`).toBe(200)
    }
    const over = await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, 'coffee.png'))))
    expect(over).toMatchObject({ status: 429 })
    expect(over.data.retry_after).toBeGreaterThan(0)
  }, 60_000)

  it('lists the sample designs in the reader’s language', async () => {
    const ja = await new ApiClient(suite.server.url, undefined, 'ja').get('/designs/samples')
    expect(ja.data).toHaveLength(6)
    expect(ja.data.find((s: { id: string }) => s.id === 'wolf').name).toBe('狼')
  })

  it('reads a prompt part by part for its signed-in user, motifs named in the reader’s language', async () => {
    const anonymous = await new ApiClient(suite.server.url).get('/designs/prompt-reading?prompt=wolf')
    expect(anonymous.status).toBe(401)
    const c = await user()
    const prompt = 'a wolf in watercolor "Luna"'
    const read = await c.get(`/designs/prompt-reading?prompt=${encodeURIComponent(prompt)}&language=en`)
    expect(read).toMatchObject({ status: 200, data: { prompt, language: 'en', leftover: 'a in' } })
    expect(read.data.parts).toEqual([
      { kind: 'concept', id: 'wolf', spans: [[2, 6]], name: 'wolf' },
      { kind: 'style', id: 'watercolor', spans: [[10, 20]] },
      { kind: 'lettering', id: 'Luna', spans: [[21, 27]] },
    ])
    const ja = new ApiClient(suite.server.url, c.ip, 'ja')
    for (const [name, value] of c.cookies) ja.cookies.set(name, value)
    expect((await ja.get('/designs/prompt-reading?prompt=wolf')).data.parts[0].name).toBe('狼')
    const long = await c.get(`/designs/prompt-reading?prompt=${'x'.repeat(501)}`)
    expect(long).toMatchObject({ status: 400, code: 400001, data: { fields: { prompt: 'validation_too_long' } } })
  })
})
