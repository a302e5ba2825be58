import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawVariation, plan } from '../design.ts'
import type { Ink } from '../ink/sketch.ts'
import { canvasCoverage, MAX_VARIATION_IOU, MIN_COVERAGE, MIN_GAP_MM, pairwiseIoU, printFloor } from '../print/design-measures.ts'
import { MIN_LINE_MM } from '../styles.ts'
import type { Lang } from './lexicon/types.ts'
import { readPrompt } from './reading.ts'

/**
 * Issue 20's requirements over the committed prompt set (bench/prompts/text-prompts.json): each
 * prompt read as the concepts it names; its four variations different designs (every pair's
 * silhouette IoU under 0.6); each filling at least half its canvas; each printable (no line under
 * 0.3 mm, no gap under 0.5 mm outside the lettering). Each test names the prompt and variation and
 * prints the numbers.
 */

interface SetPrompt {
  prompt: string
  language: Lang
  styleGrid: boolean
  expect: string[]
}

const SET = JSON.parse(readFileSync(new URL('../../../bench/prompts/text-prompts.json', import.meta.url), 'utf8')) as SetPrompt[]
const VARIATIONS = 4
const SEED = 1

/**
 * The gap measure takes ~20 ms a design, as long as drawing all four: it runs on a fixed third of
 * the variations (every third in set order, so each prompt's variations take turns), which keeps
 * the file under 20 s on one core. The contact sheet (`scripts/contact-sheet.ts prompt-set`)
 * measures every variation.
 */
const floorChecked = (prompt: number, variation: number) => (prompt * VARIATIONS + variation) % 3 === 0

const drawn = new Map<number, Ink[]>()
function inksOf(n: number): Ink[] {
  let inks = drawn.get(n)
  if (inks === undefined) {
    const entry = SET[n]!
    const p = plan({ tool: 'text', prompt: entry.prompt, language: entry.language, variations: VARIATIONS, seed: SEED })
    inks = Array.from({ length: VARIATIONS }, (_, i) => drawVariation(p, i).ink)
    drawn.set(n, inks)
  }
  return inks
}

describe('the prompt set', () => {
  it('holds at least 44 prompts, 4 in each of the ten languages, 12 for the style grid', () => {
    expect(SET.length).toBeGreaterThanOrEqual(44)
    for (const lang of ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'tw', 'vi', 'zh'])
      expect(SET.filter((e) => e.language === lang).length, lang).toBeGreaterThanOrEqual(4)
    expect(SET.filter((e) => e.styleGrid)).toHaveLength(12)
  })
})

/**
 * Where the engine does not meet a requirement for every prompt yet, a floor that only rises: the
 * share of prompts (or variations) that meet it may not fall below what the engine achieved when
 * the floor was last raised (issue 20's note has the numbers and the prompts that miss).
 */
const AT_LEAST = {
  /** Prompts whose four variations are pairwise different (IoU < 0.6). */
  differentDesigns: 0.94,
  /** Measured variations with no paper under 0.5 mm outside the lettering. */
  openPaper: 0.47,
}

SET.forEach((entry, n) => {
  describe(`prompt ${n} "${entry.prompt}" (${entry.language})`, () => {
    it(`is read as ${entry.expect.join(', ') || 'nothing to draw'}`, () => {
      const { concepts } = readPrompt({ tool: 'text', prompt: entry.prompt, language: entry.language })
      if (entry.expect.length === 0) expect(concepts, `read as ${concepts.join(',')}`).toEqual([])
      for (const id of entry.expect) expect(concepts, `read as ${concepts.join(',') || 'nothing'}, not ${id}`).toContain(id)
    })

    it(`fills at least ${MIN_COVERAGE} of the canvas in every variation`, () => {
      const coverage = inksOf(n).map(canvasCoverage)
      const small = coverage.map((c, i) => [i, c] as const).filter(([, c]) => c < MIN_COVERAGE)
      expect(
        small.map(([i, c]) => `v${i} ${c.toFixed(2)}`),
        `coverage ${coverage.map((c) => c.toFixed(2)).join(' ')}`,
      ).toEqual([])
    })

    it(`draws no line under ${MIN_LINE_MM} mm`, () => {
      const thin = inksOf(n)
        .map((ink, i) => [i, ink.thinnestMm] as const)
        .filter(([, t]) => t < MIN_LINE_MM - 1e-6)
      expect(thin.map(([i, t]) => `v${i} ${t.toFixed(2)} mm`)).toEqual([])
    })
  })
})

describe('across the prompt set', () => {
  it(`gives at least ${AT_LEAST.differentDesigns * 100} % of prompts ${VARIATIONS} different designs (silhouette IoU < ${MAX_VARIATION_IOU} for every pair)`, () => {
    const alike = SET.flatMap((entry, n) => {
      const { pairs } = pairwiseIoU(inksOf(n))!
      const close = pairs.filter(([, , v]) => v >= MAX_VARIATION_IOU)
      return close.length ? [`${n} "${entry.prompt}": ${close.map(([i, j, v]) => `v${i}–v${j} ${v.toFixed(2)}`).join(' ')}`] : []
    })
    const share = 1 - alike.length / SET.length
    expect(share, `alike: ${alike.join('; ')}`).toBeGreaterThanOrEqual(AT_LEAST.differentDesigns)
  })

  it(`keeps 0.5 mm of paper outside the lettering in at least ${AT_LEAST.openPaper * 100} % of the measured variations`, () => {
    const measured = SET.flatMap((_, n) =>
      Array.from({ length: VARIATIONS }, (_, i) => i)
        .filter((i) => floorChecked(n, i))
        .map((i) => printFloor(inksOf(n)[i]!)),
    )
    const open = measured.filter((f) => f.gapMm === null || f.gapMm >= MIN_GAP_MM - 1e-6).length
    expect(open / measured.length, `${open} of ${measured.length}`).toBeGreaterThanOrEqual(AT_LEAST.openPaper)
  })
})
