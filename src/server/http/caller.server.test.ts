import { describe, expect, it } from 'vitest'
import { fakeApp } from '../testing/fake-app'
import { resolveCaller } from './caller.server'

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb.x1.ccccccccccccccccccccccccccccccccccccccccccc'
const request = (cookie?: string) =>
  new Request('http://localhost:3000/common-api/v1/login', { method: 'POST', headers: cookie ? { cookie } : {} })

describe('resolveCaller (REST endpoints and server functions alike)', () => {
  it('hands the service the device cookie the browser presented', async () => {
    const { app } = fakeApp()
    expect((await resolveCaller(request(`inkdraft.device=${TOKEN}`), app)).caller.client.deviceToken).toBe(TOKEN)
    expect((await resolveCaller(request(), app)).caller.client.deviceToken).toBeUndefined()
  })

  it('sends the device cookie the service trusted with the answer, Secure on an https site', async () => {
    const { app } = fakeApp({ publicUrl: 'https://inkdraft.example' })
    const { caller, finish } = await resolveCaller(request(), app)
    caller.client.trustDevice(TOKEN)
    expect(await finish()).toEqual([
      `__Secure-inkdraft.device=${TOKEN}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ])
  })
})
