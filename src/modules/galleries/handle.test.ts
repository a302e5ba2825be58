import { describe, expect, it } from 'vitest'
import { isHandle, nameFromHandle } from './handle'

describe('gallery handles', () => {
  it('accepts lowercase words joined by hyphens', () => {
    for (const h of ['rose', 'small-wrist', 'moon-and-stars', 'koi-2']) expect(isHandle(h), h).toBe(true)
  })
  it('refuses anything else', () => {
    for (const h of ['', 'Rose', 'rose_', '-rose', 'rose-', 'ro--se', 'rosé', 'a b', '../x', 'a'.repeat(81)])
      expect(isHandle(h), h).toBe(false)
  })
  it('names a handle readably', () => {
    expect(nameFromHandle('small-wrist')).toBe('Small wrist')
  })
})
