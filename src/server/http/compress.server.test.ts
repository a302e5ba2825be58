import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptedEncoding, compressed } from './compress.server'

const page = (body = `<!doctype html><html><body>${'tattoo '.repeat(2000)}</body></html>`) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) } })
const asking = (encoding?: string) => new Request('http://x/', { headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('page compression', () => {
  it('picks brotli over gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('*')).toBe('br')
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(null)).toBeNull()
  })

  it('compresses an HTML page as asked and gives back the same page', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await compressed(asking(encoding), page())
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(Number(res.headers.get('content-length'))).toBe((await res.clone().arrayBuffer()).byteLength)
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBeLessThan(2000)
      expect(decode(bytes).toString()).toBe(await page().text())
    }
  })

  it('leaves alone what the client cannot take, what is not HTML, and what is encoded already', async () => {
    expect((await compressed(asking(), page())).headers.get('content-encoding')).toBeNull()
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(await compressed(asking('br'), json)).toBe(json)
    const done = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })
    expect(await compressed(asking('br'), done)).toBe(done)
  })
})
