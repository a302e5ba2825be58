import { describe, expect, it } from 'vitest'
import { fold, hasDiacritics, normalise, scriptOf } from './normalise.ts'
import { findQuotes } from './quotes.ts'
import { tokenise } from './tokenise.ts'

describe('normalise and fold', () => {
  it('lower-cases, composes and unifies apostrophes', () => {
    expect(normalise('LÖWE')).toBe('löwe')
    expect(normalise('Lo\u0308we')).toBe('löwe')
    expect(normalise('l’aigle')).toBe("l'aigle")
  })

  it('takes accents off Latin letters only', () => {
    expect(fold('löwe')).toBe('lowe')
    expect(fold('sói và mặt trăng')).toBe('soi va mat trang')
    expect(fold('đại bàng')).toBe('dai bang')
    expect(fold('bœuf')).toBe('boeuf')
    expect(fold('がんばる')).toBe('がんばる')
    expect(fold('늑대')).toBe('늑대')
    expect(hasDiacritics('sói')).toBe(true)
    expect(hasDiacritics('soi')).toBe(false)
  })

  it('tells scripts apart', () => {
    expect(['狼', 'カ', 'か', '늑', 'w', '1'].map(scriptOf)).toEqual(['han', 'kana', 'kana', 'hangul', 'latin', 'other'])
  })
})

describe('tokenise', () => {
  const texts = (s: string) => tokenise(s).map((t) => t.text)

  it('keeps CJK runs whole and words apart', () => {
    expect(texts('Wolf 月に吠える狼, 늑대와')).toEqual(['wolf', '月に吠える狼', '늑대와'])
  })

  it('drops elisions and possessives but joins phrases across them', () => {
    const t = tokenise("toile d'araignée, mother's")
    expect(t.map((x) => x.text)).toEqual(['toile', 'araignée', 'mother'])
    expect(t.map((x) => x.breakBefore)).toEqual([true, false, true])
  })
})

describe('findQuotes', () => {
  it('finds every quotation style and skips apostrophes', () => {
    const q = (s: string) => findQuotes(s).map((x) => x.text)
    expect(q('"a" “b” „c“ «d» »e« ‹f› 「g」 『h』')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    expect(q("it's mom's 'rose' rock 'n' roll")).toEqual(['rose'])
    expect(q('"unclosed')).toEqual([])
  })
})
