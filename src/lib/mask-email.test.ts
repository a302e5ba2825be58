import { describe, expect, it } from 'vitest'
import { maskEmail } from './mask-email'

describe('maskEmail', () => {
  it('keeps up to three leading characters and the domain', () => {
    expect(maskEmail('jonathan@example.com')).toBe('jon***@example.com')
    expect(maskEmail('abcd@x.io')).toBe('abc***@x.io')
  })

  it('never reveals a whole short local part', () => {
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io')
    expect(maskEmail('ab@x.io')).toBe('a***@x.io')
    expect(maskEmail('a@x.io')).toBe('a***@x.io')
  })

  it('uses the last @ and survives odd input', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a@***@example.com')
    expect(maskEmail('')).toBe('')
    expect(maskEmail(undefined)).toBe('')
    expect(maskEmail('noatsign')).toBe('n***')
    expect(maskEmail('@example.com')).toBe('@***')
  })
})
