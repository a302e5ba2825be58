import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { galleryContent } from './content-files.server'
import { ideaFileSchema, showcaseFileSchema } from './content-schema'
import { contentProblems } from './content-problems'

describe('gallery content', () => {
  it('parses every file, with its text in all ten languages', () => {
    // Throws with the file and field of the first problem.
    const { themes, ideas, styles } = galleryContent()
    expect(themes.length).toBeGreaterThan(0)
    expect(ideas.length).toBeGreaterThan(0)
    expect(styles.length).toBeGreaterThan(0)
  })

  it('describes every showcase design in all ten languages', () => {
    const files = import.meta.glob<unknown>('/content/showcase/*.json', { eager: true, import: 'default' })
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(3)
    for (const [path, data] of Object.entries(files)) expect(v.safeParse(showcaseFileSchema, data).success, path).toBe(true)
  })

  it('refers only to themes, styles and ideas that exist, each handle once', () => {
    expect(contentProblems(galleryContent())).toEqual([])
  })

  it('refuses a file with one translation missing or empty', () => {
    const idea = structuredClone(galleryContent().ideas[0]!)
    const { handle: _h, theme: _t, ...file } = idea
    expect(v.safeParse(ideaFileSchema, file).success).toBe(true)
    const { vi: _vi, ...withoutVi } = file.text
    expect(v.safeParse(ideaFileSchema, { ...file, text: withoutVi }).success).toBe(false)
    const blank = { ...file, text: { ...file.text, ja: { ...file.text.ja, meaning: '  ' } } }
    expect(v.safeParse(ideaFileSchema, blank).success).toBe(false)
    expect(LOCALE_CODES.every((code) => file.text[code].title.length > 0)).toBe(true)
  })
})
