import { describe, expect, it } from 'vitest'
import { refuseDeclaredOver, withBodyLimit } from './body-limit.server'

describe('body limits', () => {
  it('refuses a declared length over the limit before anything is read', () => {
    const declared = (length: number) =>
      new Request('http://x/a', { method: 'POST', headers: { 'content-length': String(length) } })
    expect(() => refuseDeclaredOver(declared(1001), 1000)).toThrow(expect.objectContaining({ code: 400301, status: 413 }))
    expect(() => refuseDeclaredOver(declared(1000), 1000)).not.toThrow()
  })

  it('cuts off a body that grows past the limit whatever it declared, and keeps the client’s address', async () => {
    const chunks = [new Uint8Array(600), new Uint8Array(600)]
    const body = new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()) : c.close()) })
    // Shaped like the server's own request (srvx), which is not a Request that `new Request()` may copy.
    const original = {
      url: 'http://x/_serverFn/a',
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json' }),
      body,
      signal: new AbortController().signal,
      ip: '10.1.2.3',
    } as unknown as Request
    const limited = withBodyLimit(original, 1000)
    expect((limited as Request & { ip?: string }).ip).toBe('10.1.2.3')
    await expect(limited.arrayBuffer()).rejects.toBeDefined()
    const small = withBodyLimit(new Request('http://x/_serverFn/a', { method: 'POST', body: 'hello' }), 1000)
    expect(await small.text()).toBe('hello')
  })
})
