import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { BANNER_SIZES } from './banner.schema'
import { breakTokens, composeBanner, plainText, wrap } from './banner-layout.server'
import { bannerAlt, bannerTexts } from './banner.server'

/** A 2 × 2 opaque PNG standing in for the engine's design. */
const DESIGN = {
  href: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQFBT8D8IMMAYAJYYEyYeiFAYAAAAASUVORK5CYII=',
  width: 2,
  height: 2,
}

/** A text's letters without spaces: what every line break must keep. */
const letters = (text: string) => plainText(text).normalize('NFC').replace(/\s+/g, '')

describe('banner composition', () => {
  for (const size of BANNER_SIZES)
    describe(size.id, () => {
      it.each(LOCALE_CODES)('sets every word of the banner in %s, within the banner', (locale) => {
        const texts = bannerTexts(locale)
        const banner = composeBanner(size, locale, texts)
        expect(banner.fits).toBe(true)
        expect(banner.missing).toEqual([])
        expect(letters(banner.lines.headline.join(''))).toBe(letters(texts.headline))
        expect(banner.lines.cta).toEqual([texts.cta])
        // The support line is shown whole or not at all.
        if (banner.lines.subline.length) expect(letters(banner.lines.subline.join(''))).toBe(letters(texts.subline))
        const box = banner.designBox
        // The design keeps a good share of the banner.
        expect(Math.min(box.width, box.height)).toBeGreaterThan(Math.min(size.width, size.height) * 0.38)
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(size.width)
        expect(box.y + box.height).toBeLessThanOrEqual(size.height)
        const svg = banner.svg(DESIGN)
        expect(svg).toContain(`width="${size.width}" height="${size.height}"`)
        expect(svg).toContain(`<image x=`)
        expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      })

      it('rasterises at its own pixel size', () => {
        const svg = composeBanner(size, 'ja', bannerTexts('ja')).svg(DESIGN)
        const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render()
        expect([png.width, png.height]).toEqual([size.width, size.height])
      })
    })

  it('shows the support line on the large formats', () => {
    for (const locale of LOCALE_CODES)
      for (const id of ['1080x1080', '1080x1920'] as const) {
        const size = BANNER_SIZES.find((s) => s.id === id)!
        expect(composeBanner(size, locale, bannerTexts(locale)).lines.subline.length).toBeGreaterThan(0)
      }
  })

  it('writes each banner in its own language', () => {
    expect(bannerTexts('de').cta).toBe('Kostenlos testen')
    expect(bannerTexts('tw').headline).toContain('刺青')
    expect(bannerTexts('zh').headline).toContain('纹身')
    expect(bannerAlt('ja')).toMatch(/^Inkdraft – .*デザイン/)
    const headlines = new Set(LOCALE_CODES.map((l) => bannerTexts(l).headline))
    expect(headlines.size).toBe(LOCALE_CODES.length)
  })
})

describe('banner line breaks', () => {
  it('breaks Latin and Korean text at spaces', () => {
    expect(breakTokens('Design your next tattoo', 'en')).toEqual(['Design ', 'your ', 'next ', 'tattoo'])
    expect(breakTokens('다음 타투, 몇 초', 'ko')).toEqual(['다음 ', '타투, ', '몇 ', '초'])
  })

  it('keeps Japanese particles and closing marks with their word', () => {
    const tokens = breakTokens('次のタトゥーを、数秒でデザイン', 'ja')
    expect(tokens.join('')).toBe('次のタトゥーを、数秒でデザイン')
    expect(tokens).toContain('タトゥーを、')
    expect(tokens.some((t) => /^[、をで]/.test(t))).toBe(false)
  })

  it('keeps Chinese punctuation on the line it closes', () => {
    const tokens = breakTokens('几秒钟，设计你的下一个纹身', 'zh')
    expect(tokens.join('')).toBe('几秒钟，设计你的下一个纹身')
    expect(tokens.some((t) => t.startsWith('，'))).toBe(false)
  })

  it('balances two lines and prefers a break after a clause', () => {
    const width = (line: string) => line.length * 10
    expect(wrap(['aaaa ', 'bbbb ', 'cccc ', 'dddd ', 'e'], width, 200)).toEqual(['aaaa bbbb', 'cccc dddd e'])
    expect(wrap(['one ', 'two, ', 'three ', 'four ', 'five'], width, 200)).toEqual(['one two,', 'three four five'])
  })
})
