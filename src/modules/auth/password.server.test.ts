import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords.server'
import { hashPassword, verifyPassword } from './password.server'

describe('password hashing', () => {
  it('uses Argon2id with the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true)
    expect(await verifyPassword(hash, 'correct horse battery stapler')).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('refuses a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
  })
})

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
