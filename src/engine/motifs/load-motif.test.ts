import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { signedArea } from '../geometry/curves.ts'
import { boxOf, type Pt } from '../geometry/vec.ts'
import { CONCEPTS, type IconSet } from '../text/lexicon/index.ts'
import { ATTRIBUTIONS } from './attributions.ts'
import { wholeIconSet } from './extract-icons.ts'
import { resolveIcon } from './icon-sets.ts'
import { loadMotif, motifFromIcon, type Motif } from './load-motif.ts'

const pointsOf = (m: Motif): Pt[] => (m.kind === 'fill' ? m.rings.flat() : m.paths.flatMap((p) => p.points))
const netArea = (rings: readonly Pt[][]) => Math.abs(rings.reduce((s, r) => s + signedArea(r), 0))

/** An icon from the whole set (the parser's test cases are not all in the lexicon). */
const fromSet = (set: IconSet, name: string): Motif => motifFromIcon(resolveIcon(wholeIconSet(set), name), `${set}:${name}`)

const ICON_REFS = CONCEPTS.flatMap((c) => ('set' in c.motif ? [{ id: c.id, ref: c.motif }] : []))

describe('loadMotif', () => {
  it('loads every icon the lexicon uses as clean geometry in the unit box', () => {
    const bad: string[] = []
    for (const { id, ref } of ICON_REFS) {
      const label = `${id} (${ref.set}:${ref.name})`
      let m: Motif
      try {
        m = loadMotif(ref)
      } catch (e) {
        bad.push(`${label}: ${String(e)}`)
        continue
      }
      const pts = pointsOf(m)
      if (pts.length < 3 || pts.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) {
        bad.push(`${label}: no usable points`)
        continue
      }
      const box = boxOf(pts)
      const w = box.maxX - box.minX
      const h = box.maxY - box.minY
      if (Math.abs(Math.max(w, h) - 1) > 1e-3) bad.push(`${label}: longest side ${Math.max(w, h)}`)
      if (Math.abs(box.minX + box.maxX) > 2e-3 || Math.abs(box.minY + box.maxY) > 2e-3) bad.push(`${label}: off centre`)
      if (m.kind === 'fill') {
        if (m.rings.some((r) => r.length < 3)) bad.push(`${label}: degenerate ring`)
        // A motif that covers next to nothing of its box would print as specks.
        if (netArea(m.rings) < 0.03) bad.push(`${label}: area ${netArea(m.rings).toFixed(3)}`)
      } else if (m.paths.length === 0) bad.push(`${label}: no paths`)
    }
    expect(bad).toEqual([])
  }, 60_000)

  it('keeps holes as holes', () => {
    // A ring: the outer circle minus the inner one.
    const ring = fromSet('mdi', 'circle-outline')
    expect(ring.kind).toBe('fill')
    if (ring.kind !== 'fill') return
    expect(ring.rings.length).toBe(2)
    const outer = Math.max(...ring.rings.map((r) => Math.abs(signedArea(r))))
    expect(outer).toBeCloseTo(Math.PI / 4, 2)
    expect(netArea(ring.rings)).toBeLessThan(outer * 0.5)
    // Cut-out details of a silhouette stay cut out (the wolf's eye and the gaps in its mane).
    const wolf = loadMotif({ set: 'game-icons', name: 'wolf-head' })
    if (wolf.kind !== 'fill') throw new Error('wolf-head should be filled')
    expect(netArea(wolf.rings)).toBeLessThan(Math.max(...wolf.rings.map((r) => Math.abs(signedArea(r)))))
  })

  it('resolves even-odd fills into holes', () => {
    // fluent's yin-yang draws its dots with fill-rule="evenodd" inside a ring.
    const m = fromSet('fluent-emoji-high-contrast', 'yin-yang')
    if (m.kind !== 'fill') throw new Error('yin-yang should be filled')
    const signs = new Set(m.rings.map((r) => Math.sign(signedArea(r))))
    expect(signs.size).toBe(2)
  })

  it('cuts strokes to their masks', () => {
    // fluent's deer draws its inner outline as a wide stroke masked by the body's own shape.
    const deer = fromSet('fluent-emoji-high-contrast', 'deer')
    if (deer.kind !== 'fill') throw new Error('deer should be filled')
    expect(deer.rings.length).toBeGreaterThan(3)
  })

  it('reads stroke icons as lines', () => {
    const moon = loadMotif({ set: 'tabler', name: 'moon' })
    expect(moon.kind).toBe('stroke')
    if (moon.kind !== 'stroke') return
    expect(moon.paths.length).toBeGreaterThan(0)
    expect(moon.paths[0]!.points.length).toBeGreaterThan(20)
    const leo = loadMotif({ set: 'tabler', name: 'zodiac-leo' })
    expect(leo.kind).toBe('stroke')
  })

  it('clips hatching to its mask', () => {
    // fluent's blue heart hatches its inside with long diagonals masked by the heart.
    const heart = fromSet('fluent-emoji-high-contrast', 'blue-heart')
    if (heart.kind !== 'stroke') throw new Error('blue-heart should be line art')
    const longest = Math.max(...heart.paths.map((p) => boxOf(p.points).maxX - boxOf(p.points).minX))
    expect(longest).toBeLessThanOrEqual(1.0001)
  })

  it('follows aliases and caches what it built', () => {
    const a = fromSet('game-icons', 'sattelite')
    expect(pointsOf(a).length).toBeGreaterThan(10)
    expect(loadMotif({ set: 'game-icons', name: 'wolf-head' })).toBe(loadMotif({ set: 'game-icons', name: 'wolf-head' }))
  })

  it('throws on an icon that does not exist', () => {
    expect(() => loadMotif({ set: 'game-icons', name: 'no-such-icon' })).toThrow(/no-such-icon/)
  })
})

describe('ATTRIBUTIONS', () => {
  const require = createRequire(import.meta.url)
  const info = (set: IconSet) =>
    JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/info.json`), 'utf8')) as {
      license: { spdx: string }
    }

  it('credits every set the lexicon uses with the licence the set declares', () => {
    const used = new Set(ICON_REFS.map((r) => r.ref.set))
    expect(new Set(ATTRIBUTIONS.map((a) => a.set))).toEqual(used)
    for (const a of ATTRIBUTIONS) {
      expect(a.spdx).toBe(info(a.set).license.spdx)
      expect(a.author).not.toBe('')
      expect(a.licenceUrl).toMatch(/^https:\/\//)
      expect(a.sourceUrl).toMatch(/^https:\/\//)
    }
  })

  it('lists every icon used, once', () => {
    for (const { ref } of ICON_REFS) expect(ATTRIBUTIONS.find((a) => a.set === ref.set)!.icons).toContain(ref.name)
    for (const a of ATTRIBUTIONS) expect(new Set(a.icons).size).toBe(a.icons.length)
  })
})
