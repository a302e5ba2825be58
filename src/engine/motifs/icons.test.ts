import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONCEPTS } from '../text/lexicon/index.ts'
import { extractIcons, formatIcons } from './extract-icons.ts'
import { readIcon } from './icon-sets.ts'

describe('extracted icons', () => {
  it('icons.json is what extraction from the icon sets gives today (run npm run icons:extract)', () => {
    expect(readFileSync(new URL('./icons.json', import.meta.url), 'utf8')).toBe(formatIcons(extractIcons()))
  })

  it('holds every icon the lexicon names, and nothing else', () => {
    const named = new Set(CONCEPTS.flatMap(({ motif }) => ('set' in motif ? [`${motif.set}:${motif.name}`] : [])))
    for (const key of named) {
      const [set, name] = key.split(':') as [Parameters<typeof readIcon>[0], string]
      expect(readIcon(set, name).body.length, key).toBeGreaterThan(0)
    }
    expect(Object.keys(JSON.parse(readFileSync(new URL('./icons.json', import.meta.url), 'utf8')))).toHaveLength(named.size)
  })
})
