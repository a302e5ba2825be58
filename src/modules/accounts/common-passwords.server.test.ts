import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords.server'

describe('common passwords', () => {
  it('knows the usual suspects, whatever the case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'PassWord', 'iloveyou', 'letmein']) expect(isCommonPassword(p), p).toBe(true)
  })
  it('lets a personal passphrase through', () => {
    expect(isCommonPassword('inkdraft-swallow-under-the-rose')).toBe(false)
  })
  it('holds exactly the 10,000 most common', () => {
    // Entries 10,000 and 10,001 of the ranked list: the first is in, the next is not.
    expect(isCommonPassword('24081990')).toBe(true)
    expect(isCommonPassword('25021983')).toBe(false)
  })
})
