import { describe, expect, it } from 'vitest'
import { affiliateLink, bannerSnippet, LANDING_PAGES } from './affiliate-link'

const origin = 'https://inkdraft.example'

describe('affiliateLink', () => {
  it('puts the code on the English home page without a prefix', () => {
    expect(affiliateLink({ origin, landing: 'home', locale: 'en', code: 'AB12CD34' })).toBe(
      'https://inkdraft.example/?ref=AB12CD34',
    )
  })

  it('prefixes the other languages, on every landing page', () => {
    expect(affiliateLink({ origin, landing: 'home', locale: 'de', code: 'AB12CD34' })).toBe(
      'https://inkdraft.example/de?ref=AB12CD34',
    )
    expect(affiliateLink({ origin, landing: 'pricing', locale: 'tw', code: 'AB12CD34' })).toBe(
      'https://inkdraft.example/tw/pricing?ref=AB12CD34',
    )
    for (const page of LANDING_PAGES) {
      const url = new URL(affiliateLink({ origin, landing: page.id, locale: 'ja', code: 'X1Y2Z3W4' }))
      expect(url.pathname).toBe(page.path === '/' ? '/ja' : `/ja${page.path}`)
      expect(url.searchParams.get('ref')).toBe('X1Y2Z3W4')
    }
  })

  it('adds the UTM fields that were filled in, trimmed and encoded, after the code', () => {
    const link = affiliateLink({
      origin: `${origin}/`,
      landing: 'text',
      locale: 'fr',
      code: 'ab12cd34',
      utm: { source: ' instagram ', medium: '', campaign: 'spring sale & more' },
    })
    expect(link).toBe(
      'https://inkdraft.example/fr/text-to-tattoo?ref=AB12CD34&utm_source=instagram&utm_campaign=spring+sale+%26+more',
    )
    const url = new URL(link)
    expect([...url.searchParams.keys()]).toEqual(['ref', 'utm_source', 'utm_campaign'])
    expect(url.searchParams.get('utm_campaign')).toBe('spring sale & more')
  })

  it('caps a UTM value and stays root-relative without an origin', () => {
    const link = affiliateLink({ origin: '', landing: 'ideas', locale: 'en', code: 'AB12CD34', utm: { source: 'x'.repeat(300) } })
    expect(link.startsWith('/tattoo-ideas?ref=AB12CD34&utm_source=')).toBe(true)
    expect(new URL(link, origin).searchParams.get('utm_source')).toHaveLength(100)
  })
})

describe('bannerSnippet', () => {
  it('links the banner and escapes its attributes', () => {
    expect(
      bannerSnippet({
        link: 'https://inkdraft.example/?ref=AB12CD34&utm_source=blog',
        src: 'https://inkdraft.example/common-api/v1/distribution/banner?size=300x250&locale=en&design=snake',
        width: 300,
        height: 250,
        alt: 'Inkdraft – "Design" <now>',
      }),
    ).toBe(
      '<a href="https://inkdraft.example/?ref=AB12CD34&amp;utm_source=blog"><img src="https://inkdraft.example/common-api/v1/distribution/banner?size=300x250&amp;locale=en&amp;design=snake" width="300" height="250" alt="Inkdraft – &quot;Design&quot; &lt;now&gt;"></a>',
    )
  })
})
