import { describe, expect, it } from 'vitest'
import { matchLocale, parseAcceptLanguage, rootRedirectLocale } from './negotiate'

describe('parseAcceptLanguage', () => {
  it('orders by weight, then by position, and drops * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-AT, en;q=0.8, *;q=0.1, ja;q=0')).toEqual(['de-AT', 'en', 'fr'])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('matchLocale', () => {
  it('matches the exact tag first', () => {
    expect(matchLocale(['zh-TW'])).toBe('tw')
    expect(matchLocale(['zh-CN'])).toBe('zh')
    expect(matchLocale(['en-US'])).toBe('en')
    expect(matchLocale(['ja'])).toBe('ja')
  })

  it('falls back to the primary subtag', () => {
    expect(matchLocale(['pt-BR'])).toBe('pt')
    expect(matchLocale(['de-AT'])).toBe('de')
    expect(matchLocale(['es-419'])).toBe('es')
    expect(matchLocale(['fr-CA'])).toBe('fr')
    expect(matchLocale(['ko-KR'])).toBe('ko')
    expect(matchLocale(['vi-VN'])).toBe('vi')
    expect(matchLocale(['zh'])).toBe('zh')
  })

  it('reads Traditional Chinese by script and region', () => {
    expect(matchLocale(['zh-Hant-HK'])).toBe('tw')
    expect(matchLocale(['zh-HK'])).toBe('tw')
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh')
  })

  it('respects the reader’s order and skips what we lack', () => {
    expect(matchLocale(['nl-NL', 'de-AT', 'en'])).toBe('de')
    expect(matchLocale(['nl', 'sv'])).toBeUndefined()
    expect(matchLocale(['tw'])).toBeUndefined() // Akan (Twi), not Taiwan
  })
})

describe('rootRedirectLocale', () => {
  it('prefers the saved cookie over the browser', () => {
    expect(rootRedirectLocale('ja', 'de-DE')).toBe('ja')
    expect(rootRedirectLocale('en', 'de-DE')).toBeNull()
  })
  it('uses the browser when no valid cookie is saved', () => {
    expect(rootRedirectLocale(undefined, 'de-DE,de;q=0.9')).toBe('de')
    expect(rootRedirectLocale('klingon', 'zh-TW')).toBe('tw')
    expect(rootRedirectLocale(undefined, 'en-GB')).toBeNull()
    expect(rootRedirectLocale(undefined, null)).toBeNull()
  })
})
