import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

const root = join(import.meta.dirname, '../..')
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[]
  baseLocale: string
}

function catalogue(tag: string): Record<string, string> {
  const raw = JSON.parse(readFileSync(join(root, 'messages', `${tag}.json`), 'utf8')) as Record<string, string>
  delete raw.$schema
  return raw
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

// Values that are the same in every language: the brand, and the seed's section names.
const SAME_EVERYWHERE = new Set(['site_name'])

describe('message catalogues', () => {
  const base = catalogue('en')
  const keys = Object.keys(base).sort()

  it('the project compiles exactly the ten locales of the site', () => {
    expect(settings.baseLocale).toBe('en')
    expect([...settings.locales].sort()).toEqual(LOCALES.map((l) => l.tag).sort())
  })

  it('English has no empty messages', () => {
    for (const key of keys) expect(base[key]?.trim(), key).toBeTruthy()
  })

  describe.each(LOCALES.filter((l) => l.tag !== 'en').map((l) => l.tag))('%s', (tag) => {
    const messages = catalogue(tag)

    it('has every key of the English catalogue and no others', () => {
      expect(Object.keys(messages).sort()).toEqual(keys)
    })

    it('has no empty message and keeps every placeholder', () => {
      for (const key of keys) {
        expect(messages[key]?.trim(), `${tag}: ${key}`).toBeTruthy()
        expect(placeholders(messages[key] ?? ''), `${tag}: ${key}`).toEqual(placeholders(base[key]!))
      }
    })

    it('is translated, not copied from English', () => {
      const copied = keys.filter((k) => !SAME_EVERYWHERE.has(k) && messages[k] === base[k])
      // Loanwords and format names may coincide; more than a few percent means untranslated text.
      expect(copied.length / keys.length, `copied from English: ${copied.join(', ')}`).toBeLessThan(0.05)
    })
  })
})
