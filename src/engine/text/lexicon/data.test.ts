import { describe, expect, it } from 'vitest'
import { BIRTH_FLOWERS } from '../../birth-flowers.ts'
import { wholeIconSet } from '../../motifs/extract-icons.ts'
import { resolveIcon } from '../../motifs/icon-sets.ts'
import { CONCEPTS, LANGS, type IconSet, type Lang } from './index.ts'

/** Follows aliases as the extraction does, so a renamed icon still counts as present. */
function iconExists(set: IconSet, name: string): boolean {
  try {
    resolveIcon(wholeIconSet(set), name)
    return true
  } catch {
    return false
  }
}

const birthFlowerIds = new Set<string>(BIRTH_FLOWERS.flatMap((m) => [m.primary, m.secondary]))

const normalise = (word: string, lang: Lang) =>
  word
    .normalize('NFC')
    .toLocaleLowerCase(lang === 'tw' ? 'zh-TW' : lang)
    .trim()
/** How a user who types without accents spells it ("sói" → "soi", "Löwe" → "lowe"). */
const unaccented = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D')
const LATIN_LANGS: readonly Lang[] = ['en', 'de', 'es', 'fr', 'pt', 'vi']

describe('concept data', () => {
  it('has enough concepts for the prompt engine', () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(320)
  })

  it('uses unique kebab-case ids', () => {
    const ids = CONCEPTS.map((c) => c.id)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i)
    expect(duplicates).toEqual([])
  })

  it('points every concept at an icon that exists or at a birth flower', () => {
    const broken: string[] = []
    for (const concept of CONCEPTS) {
      const motif = concept.motif
      if ('flower' in motif) {
        if (!birthFlowerIds.has(motif.flower)) broken.push(`${concept.id}: flower ${motif.flower}`)
      } else if (!iconExists(motif.set, motif.name)) {
        broken.push(`${concept.id}: ${motif.set}/${motif.name}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('draws each birth flower from its own model exactly once', () => {
    const used = CONCEPTS.flatMap((c) => ('flower' in c.motif ? [c.motif.flower] : []))
    expect([...used].sort()).toEqual([...birthFlowerIds].sort())
  })

  it('gives every concept at least one non-empty word in every language', () => {
    const missing: string[] = []
    for (const concept of CONCEPTS) {
      for (const lang of LANGS) {
        const words = concept.words[lang]
        if (!words || words.length === 0 || words.some((w) => w.trim() === '' || w !== w.trim()))
          missing.push(`${concept.id}/${lang}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('never lists the same word for two concepts within one language', () => {
    const clashes: string[] = []
    for (const lang of LANGS) {
      const owner = new Map<string, string>()
      for (const concept of CONCEPTS) {
        for (const word of new Set(concept.words[lang].map((w) => normalise(w, lang)))) {
          const previous = owner.get(word)
          if (previous && previous !== concept.id) clashes.push(`${lang} "${word}": ${previous} / ${concept.id}`)
          else owner.set(word, concept.id)
        }
      }
    }
    expect(clashes).toEqual([])
  })

  it('keeps words apart even when typed without accents', () => {
    const clashes: string[] = []
    for (const lang of LATIN_LANGS) {
      const owner = new Map<string, string>()
      for (const concept of CONCEPTS) {
        for (const word of new Set(concept.words[lang].map((w) => unaccented(normalise(w, lang))))) {
          const previous = owner.get(word)
          if (previous && previous !== concept.id) clashes.push(`${lang} "${word}": ${previous} / ${concept.id}`)
          else owner.set(word, concept.id)
        }
      }
    }
    expect(clashes).toEqual([])
  })

  it('spells Vietnamese both with diacritics and without', () => {
    const missing: string[] = []
    for (const concept of CONCEPTS) {
      const words = concept.words.vi.map((w) => normalise(w, 'vi'))
      const first = words[0]
      if (first && unaccented(first) !== first && !words.includes(unaccented(first))) missing.push(concept.id)
    }
    expect(missing).toEqual([])
  })
})
