/**
 * What a hostile probe of the production build found (issue 17), each reproduced against the
 * built server and answered as it must be now. The resource cases watch `/health` while the
 * attack runs (it must keep answering within 100 ms) and the server's peak memory over the
 * whole suite (at most 1.5 GB). Login throttling has its own suite (login-throttling.test.ts),
 * the crash-safe mail outbox too (mail-durability.test.ts), and the fuzzer (fuzz.test.ts) sends
 * what no one thought of.
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { Worker } from 'node:worker_threads'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { activatedAccount, latestMail } from '../support/outbox'
import { startServer, type RunningServer } from '../support/server'

const PASSWORD = 'swallow-under-the-rose-7'
const FIXTURES = join(import.meta.dirname, '../fixtures/photos')
const HEALTH_BUDGET_MS = 100
const PEAK_RSS_BUDGET_BYTES = 1.5 * 1024 ** 3
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++counter}@example.com`

function form(bytes: Uint8Array, kind = 'photo', name = 'file.bin'): FormData {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', new Blob([bytes as BlobPart]), name)
  return body
}

/** The recipe: `<defs>` with a path and four groups, each using the one before ten times. */
function nestedUseSvg(levels = 4, fanOut = 10): string {
  const groups = Array.from({ length: levels }, (_, i) => {
    const uses = Array.from({ length: fanOut }, (_, j) => `<use href="#l${i}" x="${j}"/>`).join('')
    return `<g id="l${i + 1}">${uses}</g>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs><path id="l0" d="M0 0h10v10h-10z"/>${groups}</defs><use href="#l${levels}"/></svg>`
}

const turbulenceSvg = () =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="10"/></filter><rect width="2000" height="2000" filter="url(#f)"/></svg>'

/** A real PNG of `size`×`size` one-bit pixels: 50 MB of rows that deflate to almost nothing. */
function hugePng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = Buffer.alloc(size * (1 + Math.ceil(size / 8)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Asks `/health` every 20 ms while `attack` runs; the slowest answer, in ms. The asking is done on
 * a thread of its own: this thread is busy building and sending the attack, and its own delays
 * must not be counted as the server's. The thread's first fetch is not counted either: it loads
 * the fetch implementation and opens the connection, a cost of the client's.
 */
async function slowestHealthDuring<T>(url: string, attack: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  // What came before (the account's sign-up and its mail) is let finish: only the attack is timed.
  await new Promise((r) => setTimeout(r, 500))
  const watcher = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    let running = true, slowest = 0
    parentPort.on('message', () => (running = false))
    const ask = () => fetch(workerData + '/health').then((r) => r.arrayBuffer())
    ;(async () => {
      await ask()
      parentPort.postMessage('ready')
      while (running) {
        const started = performance.now()
        await ask()
        slowest = Math.max(slowest, performance.now() - started)
        await new Promise((r) => setTimeout(r, 20))
      }
      parentPort.postMessage(slowest)
    })()`,
    { eval: true, workerData: url },
  )
  await new Promise((resolve) => watcher.once('message', resolve))
  // One timed answer at least before the attack starts.
  await new Promise((r) => setTimeout(r, 50))
  try {
    const result = await attack()
    const slowest = new Promise<number>((resolve) => watcher.once('message', resolve))
    watcher.postMessage('stop')
    return { result, slowestMs: await slowest }
  } finally {
    await watcher.terminate()
  }
}

/** A GET with a Host header of our choosing (fetch does not let a caller set it). */
function statusWithHost(base: string, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.once('error', reject)
    req.end()
  })
}

/** The server process's peak resident memory so far (VmHWM), in bytes. */
function peakRss(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) * 1024
}

describe.each(databaseKinds)('a hostile client on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer

  async function user(): Promise<ApiClient> {
    const c = new ApiClient(server.url)
    const cookies = await activatedAccount(server.url, db.dataDir, uniqueEmail('hostile'), PASSWORD, c.ip)
    for (const pair of cookies.split('; ')) {
      const [name, ...value] = pair.split('=')
      c.cookies.set(name!, value.join('='))
    }
    return c
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    server = await startServer({ ...db.env, TRUST_PROXY: 'true' })
  }, 90_000)

  afterAll(async () => {
    // The whole suite's attacks together stayed within the memory budget.
    if (server?.child.pid) {
      const peak = peakRss(server.child.pid)
      console.log(`[hostile] ${kind}: the server's peak RSS over the suite was ${Math.round(peak / 2 ** 20)} MB`)
      expect(peak).toBeLessThan(PEAK_RSS_BUDGET_BYTES)
    }
    await server?.stop()
    await db?.drop()
  })

  describe('uploads and renders under a budget', () => {
    it('refuses an SVG whose <use> references multiply, at once, while the site keeps answering', async () => {
      const c = await user()
      const svg = new TextEncoder().encode(nestedUseSvg())
      expect(svg.byteLength).toBeLessThan(2500)
      const { result, slowestMs } = await slowestHealthDuring(server.url, () =>
        c.post('/designs/uploads', form(svg, 'design', 'bomb.svg')),
      )
      expect(result).toMatchObject({ status: 415, code: 400301, data: { reason: 'unsafe_svg' } })
      expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS)
    })

    it('refuses or bounds a costly filter, and refuses an embedded picture over the pixel limit', async () => {
      const c = await user()
      const { result: turbulence, slowestMs } = await slowestHealthDuring(server.url, () =>
        c.post('/designs/uploads', form(new TextEncoder().encode(turbulenceSvg()), 'design', 'noise.svg')),
      )
      expect(turbulence.status).toBeLessThan(500)
      if (turbulence.status !== 200) expect(turbulence.data).toEqual({ reason: 'unsafe_svg' })
      expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS)

      const png = hugePng(20_000)
      const embedded = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
      expect(embedded.length).toBeLessThan(100_000)
      const big = await c.post('/designs/uploads', form(new TextEncoder().encode(embedded), 'design', 'big.svg'))
      expect(big).toMatchObject({ status: 415, code: 400301, data: { reason: 'pixels' } })
    })

    it('scans a 19 MB file of markup behind a JPEG header without holding up the site', async () => {
      const c = await user()
      const jpeg = await sharp(join(FIXTURES, 'coffee.png')).resize(64).jpeg().toBuffer()
      const hostile = Buffer.concat([
        jpeg.subarray(0, jpeg.length - 2),
        Buffer.alloc(19 * 1024 * 1024, '<'),
        Buffer.from([0xff, 0xd9]),
      ])
      const { result, slowestMs } = await slowestHealthDuring(server.url, () =>
        c.post('/designs/uploads', form(hostile, 'photo', 'x.jpg')),
      )
      // The picture itself is whole (decoders stop at its last block); what matters is that the
      // scan of 19 MB did not hold up the site, and that what is kept is a fresh encoding of it.
      expect(result.status).toBeLessThan(500)
      if (result.status === 200) expect(result.data.width).toBe(64)
      expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS)
    })

    it('refuses a truncated JPEG that ends in a forged end-of-image marker', async () => {
      const c = await user()
      const jpeg = await sharp(join(FIXTURES, 'chelsea.png')).jpeg().toBuffer()
      const cut = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])])
      expect(await c.post('/designs/uploads', form(cut, 'photo', 'cut.jpg'))).toMatchObject({
        status: 415,
        data: { reason: 'truncated' },
      })
    })

    it('renders a try-on of a 40-megapixel photo at its most expensive placement within its budget, one at a time per user', async () => {
      const c = await user()
      const photo = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#c89f84' } })
        .png({ compressionLevel: 9 })
        .toBuffer()
      const body = await c.post('/designs/uploads', form(photo, 'photo', 'skin.png'))
      expect(body.status).toBe(200)
      const design = await c.post('/designs/uploads', form(readFileSync(join(FIXTURES, 'astronaut.png')), 'design', 'd.png'))
      expect(design.status).toBe(200)
      const request = {
        body_upload_id: body.data.upload_id,
        design_upload_id: design.data.upload_id,
        placement: { x: 0.5, y: 0.5, scale: 2, rotate: 45, curve: 1, perspective: 1, opacity: 1, look: 'fresh' },
      }
      const { result, slowestMs } = await slowestHealthDuring(server.url, () =>
        Promise.all([c.post('/designs/try-on', request), c.post('/designs/try-on', request)]),
      )
      const statuses = result.map((r) => r.status).sort()
      // The second render of the same user, sent while the first runs, is refused.
      expect(statuses).toContain(429)
      const done = result.find((r) => r.status !== 429)!
      expect(done.status).toBeLessThan(500)
      if (done.status === 200) expect(done.data.outputs[0].width * done.data.outputs[0].height).toBeLessThanOrEqual(40_000_000)
      expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS)
    }, 60_000)
  })

  describe('bodies', () => {
    it('refuses a JSON body over 64 KB while it streams, before parsing it, on a public endpoint', async () => {
      const chunk = new Uint8Array(1024 * 1024).fill(0x20)
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 200) return controller.close()
          sent++
          controller.enqueue(chunk)
        },
      })
      const res = await fetch(`${server.url}/common-api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => error)
      // The server answers as soon as the limit is passed; a client still sending may see the connection end.
      if (res instanceof Response) {
        expect(res.status).toBe(413)
        expect(await res.json()).toMatchObject({ code: 413 })
      }
      expect(sent).toBeLessThan(200)
      const declared = await fetch(`${server.url}/common-api/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) }),
      })
      expect(declared.status).toBe(413)
    })

    it('takes JSON only as application/json', async () => {
      const res = await fetch(`${server.url}/common-api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'a@example.com', password: PASSWORD }),
      })
      expect(res.status).toBe(415)
      expect(await res.json()).toMatchObject({ code: 415 })
    })
  })

  describe('accounts', () => {
    it('answers a sign-up for a registered address as for a new one, and mails the owner rather than the form’s words', async () => {
      const owner = await user()
      const email = (await owner.get('/user')).data.user.email as string
      const answer = async (address: string) => {
        const res = await new ApiClient(server.url).post('/signup', {
          email: address,
          password: PASSWORD,
          name: 'Win at evil.example',
        })
        return { status: res.status, code: res.code, message: res.message, keys: Object.keys(res.data ?? {}) }
      }
      expect(await answer(email)).toEqual(await answer(uniqueEmail('new')))
      const told = await latestMail(db.dataDir, email, { subject: 'You already have an Inkdraft account' })
      expect(told.text).toContain('/forget-password')
      expect(told.text).not.toContain('evil.example')
      // The activation mail to an address nobody has proven carries nothing the form said either.
      const fresh = uniqueEmail('fresh')
      await answer(fresh)
      expect((await latestMail(db.dataDir, fresh)).text).not.toContain('evil.example')
    })

    it('cannot keep a reset mail from its owner for more than 15 minutes', async () => {
      const owner = await user()
      const email = (await owner.get('/user')).data.user.email as string
      let refused: Awaited<ReturnType<ApiClient['post']>> | undefined
      for (let i = 0; i < 6; i++) {
        const res = await new ApiClient(server.url).post('/forgot-password', { email })
        if (res.status === 429) refused = res
      }
      expect(refused).toBeDefined()
      const fromOwner = await new ApiClient(server.url).post('/forgot-password', { email })
      expect(fromOwner.status).toBe(429)
      expect(Number(fromOwner.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    })

    it('never answers 500 for a long password', async () => {
      for (const length of [129, 500, 1024]) {
        const res = await new ApiClient(server.url).post('/login', { email: uniqueEmail('long'), password: 'p'.repeat(length) })
        expect(res.status, `${length}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${length}`).toBeLessThan(500)
      }
    })

    it('limits guesses of the current password in a profile change', async () => {
      const c = await user()
      const statuses: number[] = []
      for (let i = 0; i < 8; i++)
        statuses.push(
          (await c.put('/user', { current_password: `wrong-guess-${i}-xyz`, new_password: 'a-new-swallow-on-the-wrist' })).status,
        )
      expect(statuses).toContain(429)
    })
  })

  describe('addresses, methods and headers', () => {
    it('answers no 500 for what the probe found: huge page numbers, prototype names, unknown server functions', async () => {
      const c = await user()
      expect((await c.get('/designs/uploads?page=1e18')).status).toBeLessThan(500)
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const res = await fetch(`${server.url}/vendor/mediapipe/${name}`)
        expect(res.status, name).toBe(404)
      }
      const unknown = await fetch(`${server.url}/_serverFn/${'0'.repeat(64)}`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
        body: '{}',
      })
      expect(unknown.status).toBe(404)
      // An empty id before the first slash names no function either, whatever follows it.
      const emptyId = await fetch(`${server.url}/_serverFn//${'0'.repeat(64)}`, {
        method: 'OPTIONS',
        headers: { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' },
      })
      expect(emptyId.status).toBe(404)
    })

    it('answers a wrong method with 405 and Allow', async () => {
      const res = await fetch(`${server.url}/common-api/v1/signup`, { method: 'PUT' })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect(await res.json()).toMatchObject({ code: 405 })
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const page = await fetch(`${server.url}/de/pricing`, { method })
        expect(page.status, method).toBe(405)
        expect(page.headers.get('allow')).toBe('GET, HEAD')
      }
    })

    it('answers an undecodable address with 400 in the envelope, not the framework’s own answer', async () => {
      for (const path of ['/%E0%A4%A', '/de/%', '/common-api/v1/%ZZ']) {
        const res = await fetch(`${server.url}${path}`)
        expect(res.status, path).toBe(400)
        expect(await res.json(), path).toMatchObject({ code: 400, data: null })
      }
    })

    it('serves only its own host name', async () => {
      expect(await statusWithHost(server.url, '/', 'rebind.evil.example')).toBe(421)
      expect(await statusWithHost(server.url, '/common-api/v1/user', 'rebind.evil.example:3000')).toBe(421)
      // Platform health checks address the process by whatever name they have for it.
      expect(await statusWithHost(server.url, '/health', 'pod-10-0-0-7')).toBe(200)
    })

    it('keeps signed-in pages out of every cache, and puts a nonce-based policy on every page rendered per request', async () => {
      const c = await user()
      const page = await fetch(`${server.url}/profile`, { headers: { cookie: c.cookieHeader() } })
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      expect(page.headers.get('vary')?.toLowerCase()).toContain('cookie')
      // Signed in, /de is rendered for this visitor: never the copy stored for anonymous ones.
      await fetch(`${server.url}/de`)
      const signedInDe = await fetch(`${server.url}/de`, { headers: { cookie: c.cookieHeader() } })
      expect(signedInDe.headers.get('cache-control')).toBe('private, no-store')
      expect(signedInDe.headers.get('x-page-cache')).toBeNull()
      for (const res of [page, signedInDe, await fetch(`${server.url}/no-such-page`)]) {
        const policy = res.headers.get('content-security-policy') ?? ''
        const nonce = /'nonce-([\w+/=-]+)'/.exec(policy)?.[1]
        expect(nonce, res.url).toBeTruthy()
        const html = await res.text()
        const scripts = html.match(/<script\b[^>]*>/g) ?? []
        expect(scripts.length).toBeGreaterThan(0)
        for (const tag of scripts) expect(tag, res.url).toContain(`nonce="${nonce}"`)
      }
    })

    it('sends every signed-in visitor the same stored workspace shell, with nothing of theirs in it (ADR 48)', async () => {
      const [a, b] = [await user(), await user()]
      const path = `/ja/dashboard/history?shell=${kind}`
      const first = await fetch(`${server.url}${path}`, { headers: { cookie: a.cookieHeader() } })
      const second = await fetch(`${server.url}${path}`, { headers: { cookie: b.cookieHeader() } })
      expect([first.status, second.status]).toEqual([200, 200])
      expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
      expect(first.headers.get('cache-control')).toBe('private, no-cache')
      expect(first.headers.get('content-security-policy')).toContain("'sha256-")
      const [htmlA, htmlB] = [await first.text(), await second.text()]
      expect(htmlB).toBe(htmlA)
      expect(htmlA).toContain('lang="ja"')
      expect(htmlA).toContain('aria-busy="true"')
      const me = await a.get('/user')
      expect(me.data.user.email).toContain('@')
      expect(htmlA).not.toContain(me.data.user.email)
      expect(htmlA).not.toContain(me.data.user.id)
      // Without a session the server still sends the visitor to login, as before.
      const anonymous = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(anonymous.status).toBe(307)
      expect(anonymous.headers.get('location')).toContain('/ja/login?from=')
    })
  })
})
