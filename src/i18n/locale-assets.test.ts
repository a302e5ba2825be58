import { describe, expect, it } from 'vitest'
import { localeAssetUrl } from './locale-assets'
import { localized } from './localized-message'
import { LOCALES } from './locales'

describe('the scripts of a page’s language', () => {
  it('are the chunk in the folder of the language’s URL code', () => {
    expect(localeAssetUrl('/assets/index-A1.js', 'ja')).toBe('/assets/ja/index-A1.js')
    expect(localeAssetUrl('/assets/index-A1.js', 'zh-TW')).toBe('/assets/tw/index-A1.js')
    expect(localeAssetUrl('/assets/index-A1.js', 'en')).toBe('/assets/en/index-A1.js')
  })

  it('leave stylesheets, fonts and nested paths alone', () => {
    for (const url of ['/assets/app-A1.css', '/fonts/inter.woff2', '/assets/ja/index-A1.js', 'https://cdn.example/x.js'])
      expect(localeAssetUrl(url, 'ja')).toBe(url)
  })
})

describe('a message of the browser build', () => {
  const variants = LOCALES.map((l) => (i: { n?: string }) => `${l.tag}:${i.n ?? ''}`)

  it('answers in the language asked for, or the page’s', () => {
    const message = localized('inkdraft:message', variants)
    expect(message({ n: 'x' }, { locale: 'ko' })).toBe('ko:x')
    expect(message({}, { locale: 'zh-TW' })).toBe('zh-TW:')
    expect(message({ n: 'y' })).toBe('en:y')
  })

  it('in a language’s own copy has that language alone, and inputs default to none', () => {
    const message = localized('inkdraft:message', [variants[4]!])
    expect(message({ n: 'z' })).toBe('ja:z')
    expect((message as () => string)()).toBe('ja:')
  })
})
