import { describe, expect, it } from 'vitest'
import { securityHeaders, withHeaders } from './security-headers'

describe('security headers', () => {
  it('adds HSTS only for an https site', () => {
    expect(securityHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined()
    expect(securityHeaders('https://inkdraft.example')['strict-transport-security']).toContain('max-age=31536000')
  })

  it('keeps what a response already set, its status and its body', async () => {
    const original = new Response('hi', {
      status: 201,
      headers: { 'x-frame-options': 'SAMEORIGIN', 'content-type': 'text/plain' },
    })
    const res = withHeaders(original, securityHeaders('http://x'))
    expect(res.status).toBe(201)
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('hi')
  })
})
