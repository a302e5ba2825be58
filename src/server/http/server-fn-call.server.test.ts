import { describe, expect, it } from 'vitest'
import { refuseUnreadableInput, serverFnId, unknownServerFnCall } from './server-fn-call.server'

const PREFIX = '/_serverFn/'
const find = async (id: string) => (id === 'post-fn' ? { method: 'POST' } : id === 'get-fn' ? { method: 'GET' } : undefined)
const call = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init)
const json = (body: string) =>
  call('/_serverFn/post-fn', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('server-function calls TanStack Start cannot serve', () => {
  it('reads the id as TanStack Start does', () => {
    expect(serverFnId(call('/_serverFn/abc/extra'), PREFIX)).toBe('abc')
    expect(serverFnId(call('/_serverFn/'), PREFIX)).toBe('')
  })

  it('refuses an unknown id or an Object.prototype name as 404, and the wrong method as 405', async () => {
    for (const id of ['nope', 'constructor', '__proto__', ''])
      expect(await unknownServerFnCall(call(`/_serverFn/${id}`, { method: 'POST' }), id, find)).toMatchObject({ code: 404 })
    expect(await unknownServerFnCall(call('/_serverFn/get-fn', { method: 'POST' }), 'get-fn', find)).toMatchObject({
      code: 405,
      data: { allow: ['GET'] },
    })
    expect(await unknownServerFnCall(call('/_serverFn/post-fn', { method: 'POST' }), 'post-fn', find)).toBeUndefined()
  })

  it('refuses input that is not JSON or not seroval as 400001, and lets a real call through', async () => {
    for (const body of ['{oops', '', 'null', '{"t":999}', '[1,2]'])
      await expect(refuseUnreadableInput(json(body)), body).rejects.toMatchObject({ code: 400001 })
    const real = '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1,"s":"x"}]},"o":0},"f":127,"m":[]}'
    await expect(refuseUnreadableInput(json(real))).resolves.toBeUndefined()
    const get = (payload: string) => call(`/_serverFn/get-fn?payload=${encodeURIComponent(payload)}`)
    await expect(refuseUnreadableInput(get('{x'))).rejects.toMatchObject({ code: 400001 })
    await expect(refuseUnreadableInput(get(real))).resolves.toBeUndefined()
    await expect(refuseUnreadableInput(get('x'.repeat(1_000_001)))).rejects.toMatchObject({ code: 400301, status: 413 })
  })

  it('refuses a multipart body that is no form as 415, and reads a real form', async () => {
    const broken = call('/_serverFn/post-fn', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: '{}' })
    await expect(refuseUnreadableInput(broken)).rejects.toMatchObject({ code: 400301, status: 415 })
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    const real = call('/_serverFn/post-fn', { method: 'POST', body: form })
    await expect(refuseUnreadableInput(real)).resolves.toBeUndefined()
    // TanStack Start still reads the body after the check.
    expect((await real.formData()).get('file')).toBeInstanceOf(File)
  })
})
