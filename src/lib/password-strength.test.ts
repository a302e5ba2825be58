import { describe, expect, it } from 'vitest'
import { passwordStrength } from './password-strength'

describe('passwordStrength', () => {
  it('is 0 for an empty password', () => {
    const s = passwordStrength('')
    expect(s.score).toBe(0)
    expect(s.accepted).toBe(false)
  })

  it('counts each passed check', () => {
    expect(passwordStrength('a').score).toBe(1)
    expect(passwordStrength('aA').score).toBe(2)
    expect(passwordStrength('aA1').score).toBe(3)
    expect(passwordStrength('aA1!').score).toBe(4)
    expect(passwordStrength('aA1!xy').score).toBe(5)
    expect(passwordStrength('aA1!xy').accepted).toBe(true)
  })

  it('uses a minimum length of 6 by default and honours another', () => {
    expect(passwordStrength('abcde').passed.length).toBe(false)
    expect(passwordStrength('abcdef').passed.length).toBe(true)
    expect(passwordStrength('abcdef', 8).passed.length).toBe(false)
  })

  it('reports which checks passed', () => {
    expect(passwordStrength('ABC 123').passed).toEqual({
      lowercase: false,
      uppercase: true,
      numbers: true,
      special: false,
      length: true,
    })
  })

  it('treats letters of other scripts fairly', () => {
    expect(passwordStrength('Ünïcödé').passed.uppercase).toBe(true)
    expect(passwordStrength('пароль').passed.lowercase).toBe(true)
    expect(passwordStrength('密码密码密码').passed.length).toBe(true)
  })
})
