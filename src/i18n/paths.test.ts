import { describe, expect, it } from 'vitest'
import { localeParam, localizePath, splitLocale, switchLocaleHref } from './paths'

describe('locale paths', () => {
  it('splits the prefix off', () => {
    expect(splitLocale('/de/pricing')).toEqual({ code: 'de', path: '/pricing' })
    expect(splitLocale('/tw')).toEqual({ code: 'tw', path: '/' })
    expect(splitLocale('/pricing')).toEqual({ code: 'en', path: '/pricing' })
    expect(splitLocale('/')).toEqual({ code: 'en', path: '/' })
    expect(splitLocale('/en/pricing')).toEqual({ code: 'en', path: '/en/pricing' })
    expect(splitLocale('/design/x')).toEqual({ code: 'en', path: '/design/x' })
  })

  it('localizes English paths', () => {
    expect(localizePath('/pricing', 'ja')).toBe('/ja/pricing')
    expect(localizePath('/', 'zh')).toBe('/zh')
    expect(localizePath('/pricing', 'en')).toBe('/pricing')
    expect(localizePath('pricing', 'ko')).toBe('/ko/pricing')
  })

  it('switches language keeping path, query and fragment', () => {
    const here = { pathname: '/de/tattoo-ideas/rose', search: '?page=2&q=a%20b', hash: '#faq' }
    expect(switchLocaleHref(here, 'tw')).toBe('/tw/tattoo-ideas/rose?page=2&q=a%20b#faq')
    expect(switchLocaleHref(here, 'en')).toBe('/tattoo-ideas/rose?page=2&q=a%20b#faq')
    expect(switchLocaleHref({ pathname: '/' }, 'vi')).toBe('/vi')
    expect(switchLocaleHref({ pathname: '/ja', search: 'x=1' }, 'en')).toBe('/?x=1')
  })

  it('gives the route parameter', () => {
    expect(localeParam('en')).toBeUndefined()
    expect(localeParam('pt')).toBe('pt')
  })
})
