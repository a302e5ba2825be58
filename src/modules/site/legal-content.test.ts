import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { legalFile, legalFilePaths } from './legal-content.server'
import { LEGAL_DOCUMENTS, LEGAL_LINK, legalFileSchema, type LegalFile } from './legal-schema'

/** A file's shape without its words: section ids, block kinds, list and table sizes, cookie names, links. */
function shape(file: LegalFile) {
  return {
    updated: file.updated,
    links: [...file.intro.matchAll(LEGAL_LINK)].map((l) => l[2]),
    sections: file.sections.map((s) => ({
      id: s.id,
      blocks: s.blocks.map((b) =>
        b.type === 'p'
          ? { p: [...b.text.matchAll(LEGAL_LINK)].map((l) => l[2]) }
          : b.type === 'ul'
            ? { ul: b.items.map((item) => [...item.matchAll(LEGAL_LINK)].map((l) => l[2])) }
            : { table: b.head.length, names: b.rows.map((row) => row[0]) },
      ),
    })),
  }
}

describe('legal content', () => {
  it('has both documents in all ten languages and nothing else', () => {
    const expected = LEGAL_DOCUMENTS.flatMap((doc) => LOCALE_CODES.map((code) => `/content/legal/${doc}/${code}.json`)).sort()
    expect(legalFilePaths()).toEqual(expected)
  })

  for (const doc of LEGAL_DOCUMENTS) {
    it(`gives the ${doc} text the same sections, lists, tables and links in every language`, () => {
      const english = shape(legalFile(doc, 'en'))
      // legalFile throws with the file and field of the first problem (a missing or empty text).
      for (const code of LOCALE_CODES) expect(shape(legalFile(doc, code)), `${doc}/${code}`).toEqual(english)
    })

    it(`writes the ${doc} text in each language, not in English`, () => {
      const english = legalFile(doc, 'en')
      for (const code of LOCALE_CODES.filter((c) => c !== 'en')) {
        const file = legalFile(doc, code)
        const same = file.sections.filter((s, i) => s.heading === english.sections[i]!.heading)
        expect(
          same.map((s) => s.id),
          `${doc}/${code}`,
        ).toEqual([])
        expect(file.intro, `${doc}/${code}`).not.toEqual(english.intro)
      }
    })
  }

  it('refuses a file with a text missing or empty', () => {
    const file = structuredClone(legalFile('privacy', 'ja'))
    expect(v.safeParse(legalFileSchema, file).success).toBe(true)
    const blankHeading = structuredClone(file)
    blankHeading.sections[0]!.heading = '  '
    expect(v.safeParse(legalFileSchema, blankHeading).success).toBe(false)
    const { intro: _intro, ...noIntro } = file
    expect(v.safeParse(legalFileSchema, noIntro).success).toBe(false)
    const shortRow = structuredClone(file)
    const table = shortRow.sections.flatMap((s) => s.blocks).find((b) => b.type === 'table')!
    if (table.type === 'table') table.rows[0] = table.rows[0]!.slice(1)
    expect(v.safeParse(legalFileSchema, shortRow).success).toBe(false)
  })
})
