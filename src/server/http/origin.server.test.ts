import { describe, expect, it } from 'vitest'
import { isForeignOrigin } from './origin.server'

const req = (method: string, origin?: string) =>
  new Request('http://localhost:3000/common-api/v1/signup', {
    method,
    headers: origin ? { origin } : {},
  })

describe('isForeignOrigin', () => {
  const site = 'https://inkdraft.example'
  it('lets safe methods through whatever their origin', () => {
    expect(isForeignOrigin(req('GET', 'https://evil.example'), site)).toBe(false)
  })
  it('accepts our public origin and the request’s own origin', () => {
    expect(isForeignOrigin(req('POST', 'https://inkdraft.example'), site)).toBe(false)
    expect(isForeignOrigin(req('POST', 'http://localhost:3000'), site)).toBe(false)
  })
  it('refuses other origins and opaque ones', () => {
    expect(isForeignOrigin(req('POST', 'https://evil.example'), site)).toBe(true)
    expect(isForeignOrigin(req('DELETE', 'http://localhost:3001'), site)).toBe(true)
    expect(isForeignOrigin(req('PUT', 'null'), site)).toBe(true)
  })
  it('lets clients without an Origin header through', () => {
    expect(isForeignOrigin(req('POST'), site)).toBe(false)
  })
})
