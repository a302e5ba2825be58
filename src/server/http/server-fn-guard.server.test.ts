import { describe, expect, it } from 'vitest'
import { guardServerFnRequest, serverFnBodyLimit } from './server-fn-guard.server'

const SITE = 'https://inkdraft.example'
const call = (method: string, headers: Record<string, string>) =>
  new Request('http://localhost:3000/_serverFn/abc', { method, headers })

describe('server-function guard', () => {
  it('lets our own pages change things: same-origin fetches, or our Origin where Sec-Fetch-Site is not sent', () => {
    expect(() => guardServerFnRequest(call('POST', { 'sec-fetch-site': 'same-origin' }), SITE)).not.toThrow()
    expect(() => guardServerFnRequest(call('POST', { origin: SITE }), SITE)).not.toThrow()
    expect(() => guardServerFnRequest(call('POST', { origin: 'http://localhost:3000' }), SITE)).not.toThrow()
  })

  it('refuses other sites’ pages and clients that say nothing, for calls that change things', () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ])
      expect(() => guardServerFnRequest(call('POST', headers), SITE), JSON.stringify(headers)).toThrow(
        expect.objectContaining({ code: 403 }),
      )
    expect(() => guardServerFnRequest(call('GET', { 'sec-fetch-site': 'cross-site' }), SITE)).not.toThrow()
  })

  it('refuses a body larger than an upload (forms) or 64 KB (JSON) by its declared length', () => {
    const big = (type: string, length: number) =>
      call('POST', { 'sec-fetch-site': 'same-origin', 'content-type': type, 'content-length': String(length) })
    expect(serverFnBodyLimit(big('multipart/form-data; boundary=x', 0)).maxBytes).toBeGreaterThan(20 * 1024 * 1024)
    expect(() => guardServerFnRequest(big('application/json', 65 * 1024), SITE)).toThrow(
      expect.objectContaining({ code: 413, status: 413 }),
    )
    expect(() => guardServerFnRequest(big('application/json', 60 * 1024), SITE)).not.toThrow()
    expect(() => guardServerFnRequest(big('multipart/form-data; boundary=x', 30 * 1024 * 1024), SITE)).toThrow(
      expect.objectContaining({ code: 400301, status: 413, data: { reason: 'size' } }),
    )
    expect(() => guardServerFnRequest(big('multipart/form-data; boundary=x', 2 * 1024 * 1024), SITE)).not.toThrow()
  })
})
