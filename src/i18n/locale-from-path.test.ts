import { describe, expect, it } from 'vitest'
import { extractLocaleFromUrl } from '@/paraglide/runtime'
import { LOCALES } from './locales.ts'
import { localeFromPath } from './locale-from-path.ts'

describe('the page language from its path', () => {
  const paths = ['/', '/pricing', '/tattoo-ideas/rose?page=2', '/dashboard/history']

  it('agrees with Paraglide’s URL strategy for every locale and kind of page', () => {
    for (const { code } of LOCALES)
      for (const path of paths) {
        const localized = code === 'en' ? path : path === '/' ? `/${code}` : `/${code}${path}`
        const url = new URL(localized, 'https://inkdraft.test')
        expect(localeFromPath(url.pathname), localized).toBe(extractLocaleFromUrl(url.href))
      }
  })

  it('reads an unknown first segment as English, as the router does before its 404', () => {
    expect(localeFromPath('/xx/pricing')).toBe('en')
    expect(localeFromPath('/twx')).toBe('en')
    expect(localeFromPath('/zh-TW/pricing')).toBe('en')
  })
})
