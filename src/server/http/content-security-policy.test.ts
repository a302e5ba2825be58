import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from './content-security-policy'

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )

describe('content security policy', () => {
  it('runs only scripts with the nonce, and what they load', () => {
    const script = directives(contentSecurityPolicy('abc123==')).get('script-src')
    expect(script).toEqual(["'nonce-abc123=='", "'strict-dynamic'", "'wasm-unsafe-eval'"])
  })

  it('allows no plugins, no base rewriting, no framing, and forms only to our own origin', () => {
    const policy = directives(contentSecurityPolicy('n'))
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('never allows inline or evaluated script, and names no host for scripts', () => {
    const policy = contentSecurityPolicy('n')
    for (const [name, values] of directives(policy)) {
      if (!name.startsWith('script-src') && name !== 'default-src') continue
      expect(values).not.toContain("'unsafe-inline'")
      expect(values).not.toContain("'unsafe-eval'")
      expect(values.filter((v) => /^(https?:|\*)/.test(v))).toEqual([])
    }
  })

  it('makes a fresh 128-bit base64 nonce every time', () => {
    const nonces = Array.from({ length: 50 }, newNonce)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
