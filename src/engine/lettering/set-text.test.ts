import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { signedArea } from '../geometry/curves.ts'
import { toSvg } from '../render/svg.ts'
import { LETTERING_FONT_IDS, type LetteringLanguage } from './fonts.ts'
import { setText, type SetTextOptions } from './set-text.ts'

const SAMPLES: [LetteringLanguage, string][] = [
  ['en', 'Forever'],
  ['de', 'Für immer'],
  ['es', 'Para siempre'],
  ['fr', 'Pour toujours'],
  ['ja', '永遠に'],
  ['ko', '영원히'],
  ['pt', 'Para sempre'],
  ['tw', '永遠'],
  ['vi', 'Mãi mãi'],
  ['zh', '永远'],
  ['en', 'Anna · 12.03.1990'],
]

const straight = (text: string, more: Partial<SetTextOptions> = {}) =>
  setText({ text, font: 'serif', capHeightMm: 10, layout: { kind: 'straight' }, minStrokeMm: 0, ...more })

describe('setText: exact spelling', () => {
  for (const font of LETTERING_FONT_IDS) {
    it(`sets every sample in ${font} letter for letter`, () => {
      for (const [language, text] of SAMPLES) {
        const r = straight(text, { font, language })
        expect(r.missing, `${font} ${text}`).toEqual([])
        // Each glyph draws its characters (ligatures several), in order, nothing lost or doubled.
        expect(r.glyphs.map((g) => g.chars).join(''), `${font} ${text}`).toBe(text.replace(/\s/g, ''))
        for (const g of r.glyphs) expect(g.advanceMm, `${font} ${text} ${g.chars}`).toBeGreaterThan(0)
        // Advances move the pen on: glyph centres run left to right.
        const xs = r.glyphs.map((g) => g.centre[0])
        expect(xs).toEqual([...xs].sort((a, b) => a - b))
        expect(r.rings.length).toBeGreaterThan(0)
      }
    })
  }

  it('takes the face of the language: kana Japanese, Hangul Korean, Han by the language', () => {
    expect(straight('永遠に', { font: 'brush' }).glyphs[0]!.face).toBe('yuji-syuku')
    expect(straight('영원히', { font: 'brush' }).glyphs[0]!.face).toBe('nanum-brush-script')
    expect(straight('永远', { font: 'brush', language: 'zh' }).glyphs[0]!.face).toBe('ma-shan-zheng')
    expect(straight('永遠', { font: 'brush', language: 'tw' }).glyphs[0]!.face).toBe('lxgw-wenkai-tc')
    expect(straight('永遠', { font: 'serif', language: 'ja' }).glyphs[0]!.face).toBe('noto-serif-jp')
    expect(straight('永遠', { font: 'serif', language: 'tw' }).glyphs[0]!.face).toBe('noto-serif-tc')
    expect(straight('永远', { font: 'serif', language: 'zh' }).glyphs[0]!.face).toBe('noto-serif-sc')
  })

  it('keeps one face for a Vietnamese word, falling back as a whole when the style lacks a letter', () => {
    expect(new Set(straight('Mẹ yêu con', { font: 'script' }).glyphs.map((g) => g.face))).toEqual(new Set(['great-vibes']))
    // UnifrakturMaguntia has no ẹ: the Vietnamese blackletter is Grenze Gotisch throughout.
    expect(new Set(straight('Mẹ yêu con', { font: 'blackletter' }).glyphs.map((g) => g.face))).toEqual(
      new Set(['grenze-gotisch']),
    )
    expect(new Set(straight('Familia', { font: 'blackletter' }).glyphs.map((g) => g.face))).toEqual(
      new Set(['unifrakturmaguntia']),
    )
  })

  it('draws Vietnamese letters whole, decomposed input included, with their marks in place', () => {
    const composed = straight('Mẹ yêu con', { font: 'script' })
    const decomposed = straight('Me\u0323 ye\u0302u con', { font: 'script' })
    expect(decomposed.glyphs.map((g) => g.chars)).toEqual(composed.glyphs.map((g) => g.chars))
    expect(composed.glyphs.map((g) => g.chars)).toContain('ẹ')
    expect(composed.glyphs.map((g) => g.chars)).toContain('ê')
    // The dot under ẹ hangs below the baseline; "Me yeu con" has nothing there.
    const plain = straight('Me yeu con', { font: 'serif' })
    const marked = straight('Mẹ yêu con', { font: 'serif' })
    expect(marked.box.minY).toBeLessThan(plain.box.minY - 0.5)
    expect(marked.heightMm).toBeGreaterThan(plain.heightMm)
  })

  it('places a combining mark with no precomposed letter over its base', () => {
    const r = straight('x\u0303', { font: 'serif' })
    expect(r.missing).toEqual([])
    expect(r.glyphs.map((g) => g.chars).join('')).toBe('x\u0303')
    const base = straight('x', { font: 'serif' })
    expect(r.box.minY).toBeLessThan(base.box.minY - 1)
    expect(Math.abs((r.box.minX + r.box.maxX) / 2 - (base.box.minX + base.box.maxX) / 2)).toBeLessThan(1)
  })

  it('reports characters no face has and sets the rest', () => {
    const r = straight('Love 😀')
    expect(r.missing).toEqual(['😀'])
    expect(r.glyphs.map((g) => g.chars).join('')).toBe('Love')
  })

  it('uses the standard ligatures, and none once letters are spaced', () => {
    expect(straight('finish').glyphs.map((g) => g.chars)).toEqual(['fi', 'n', 'i', 's', 'h'])
    expect(straight('Ich', { font: 'blackletter' }).glyphs.map((g) => g.chars)).toEqual(['I', 'ch'])
    expect(straight('finish', { letterSpacing: 0.1 }).glyphs.map((g) => g.chars)).toEqual([...'finish'])
  })
})

describe('setText: kerning', () => {
  it('pulls A and V together in the serif (GPOS kerning inside extension lookups)', () => {
    const alone = straight('A').glyphs[0]!.advanceMm
    const kerned = straight('AV').glyphs[0]!.advanceMm
    expect(kerned).toBeLessThan(alone - 0.3)
    expect(straight('AV').widthMm).toBeLessThan(straight('A').widthMm + straight('V').widthMm)
  })

  it('kerns a Vietnamese letter from another subset file as its plain letter', () => {
    const plain = straight('Te').glyphs[0]!.advanceMm
    expect(plain).toBeLessThan(straight('T').glyphs[0]!.advanceMm)
    expect(straight('Tẹ').glyphs[0]!.advanceMm).toBeCloseTo(plain, 6)
  })

  it('kerns the typewriter and hand faces too', () => {
    for (const font of ['typewriter', 'hand'] as const) {
      expect(straight('To', { font }).glyphs[0]!.advanceMm).toBeLessThan(straight('T', { font }).glyphs[0]!.advanceMm)
    }
  })
})

describe('setText: layouts', () => {
  it('centres straight text on x = 0, each line of several, the block on y = 0', () => {
    const one = straight('Pour toujours')
    expect((one.box.minX + one.box.maxX) / 2).toBeCloseTo(0, 6)
    const two = straight('Anna\n12.03.1990', { font: 'typewriter' })
    for (const line of [0, 1]) {
      const xs = two.glyphs.filter((g) => g.line === line).map((g) => g.centre[0])
      expect(xs.length).toBeGreaterThan(0)
    }
    expect(new Set(two.glyphs.map((g) => g.line))).toEqual(new Set([0, 1]))
    // The second line sits below the first, and the cap-height block is centred vertically.
    const y0 = two.glyphs.find((g) => g.line === 0)!.centre[1]
    const y1 = two.glyphs.find((g) => g.line === 1)!.centre[1]
    expect(y1).toBeGreaterThan(y0 + 10)
    expect(y0 + y1).toBeCloseTo(0, 6)
  })

  for (const font of ['serif', 'script', 'brush'] as const) {
    it(`puts ${font} glyph centres on the circle of an arc, reading left to right both ways`, () => {
      for (const direction of ['up', 'down'] as const) {
        const text = font === 'brush' ? '永遠に愛してる' : 'Carpe Diem'
        const r = setText({
          text,
          font,
          capHeightMm: 8,
          layout: { kind: 'arc', radiusMm: 40, direction },
          minStrokeMm: 0,
        })
        for (const g of r.glyphs) {
          expect(Math.hypot(g.centre[0], g.centre[1])).toBeCloseTo(40, 6)
          expect(Math.sign(g.centre[1])).toBe(direction === 'up' ? -1 : 1)
        }
        const xs = r.glyphs.map((g) => g.centre[0])
        expect(xs).toEqual([...xs].sort((a, b) => a - b))
        // Centred: the first and last letters sit about equally far either side.
        expect(Math.abs(xs[0]! + xs[xs.length - 1]!)).toBeLessThan(4)
        // Letters lean with the circle: clockwise on the right of the top, the other way at the bottom.
        const last = r.glyphs[r.glyphs.length - 1]!
        expect(Math.sign(last.angle)).toBe(direction === 'up' ? 1 : -1)
      }
    })
  }

  it('sets text along a path, centred on it, glyphs on the line', () => {
    const path = Array.from({ length: 41 }, (_, i) => [i * 2 - 40, 6 * Math.sin(i / 6)] as [number, number])
    const r = setText({ text: 'along the wave', font: 'hand', capHeightMm: 6, layout: { kind: 'path', path }, minStrokeMm: 0 })
    for (const g of r.glyphs) {
      const nearest = Math.min(...path.map(([x, y]) => Math.hypot(x - g.centre[0], y - g.centre[1])))
      expect(nearest).toBeLessThan(1.2)
    }
    const xs = r.glyphs.map((g) => g.centre[0])
    expect(Math.abs(xs[0]! + xs[xs.length - 1]!)).toBeLessThan(4)
  })
})

describe('setText: outlines', () => {
  it('returns closed rings of finite points, every one with an area', () => {
    for (const [language, text] of SAMPLES) {
      for (const font of ['script', 'blackletter', 'serif'] as const) {
        const r = setText({ text, font, language, capHeightMm: 7, layout: { kind: 'arc', radiusMm: 30, direction: 'up' } })
        for (const ring of r.rings) {
          expect(ring.length).toBeGreaterThanOrEqual(3)
          for (const [x, y] of ring) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true)
          expect(Math.abs(signedArea(ring))).toBeGreaterThan(0)
        }
      }
    }
  })

  it('keeps counters as holes, and resvg paints them empty', () => {
    for (const [font, text] of [
      ['serif', 'O'],
      ['brush', '口'],
      ['script', 'o'],
    ] as const) {
      const r = setText({ text, font, language: 'ja', capHeightMm: 20, layout: { kind: 'straight' } })
      const signs = new Set(r.rings.map((ring) => Math.sign(signedArea(ring))))
      expect(signs, `${font} ${text}`).toEqual(new Set([1, -1]))
      const pad = 2
      const w = r.widthMm + 2 * pad
      const h = r.heightMm + 2 * pad
      const moved = r.rings.map((ring) => ring.map(([x, y]) => [x - r.box.minX + pad, y - r.box.minY + pad] as const))
      const svg = toSvg({
        shapes: [{ layer: 'line', rings: moved.map((m) => [...m]), colour: '#111111' }],
        widthMm: w,
        heightMm: h,
        thinnestMm: 0.3,
      })
      const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, font: { loadSystemFonts: false } }).render()
      const alpha = (xMm: number, yMm: number) => {
        const px = Math.round((xMm / w) * image.width)
        const py = Math.round((yMm / h) * image.height)
        return image.pixels[(py * image.width + px) * 4 + 3]!
      }
      // The middle of the letter is its counter: empty. Some ink exists on the row through it.
      const cx = w / 2
      const cy = h / 2
      expect(alpha(cx, cy), `${font} ${text} counter`).toBe(0)
      let ink = 0
      for (let x = 0; x < w; x += 0.1) ink = Math.max(ink, alpha(x, cy))
      expect(ink).toBe(255)
    }
  })
})
