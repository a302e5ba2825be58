import { describe, expect, it } from 'vitest'
import { BIRTH_FLOWERS } from '../birth-flowers.ts'
import { FLOWER_MODELS } from '../flowers/index.ts'
import { drawVariation, plan } from '../design.ts'
import type { BirthFlowerRequest } from '../request.ts'
import { MIN_LINE_MM } from '../styles.ts'
import { svgProblems } from '../testing/check-svg.ts'
import { LAYOUT_IDS } from './layouts.ts'

const ALL = BIRTH_FLOWERS.flatMap((m) => [m.primary, m.secondary])

describe('birth flowers', () => {
  it('has a drawing for each of the 24 flowers', () => {
    expect(ALL).toHaveLength(24)
    for (const id of ALL) expect(FLOWER_MODELS[id], id).toBeDefined()
  })

  // Every flower appears in every layout: six months at a time, primaries then secondaries.
  const groups: Pick<BirthFlowerRequest, 'months' | 'flowers'>[] = [
    { months: [1, 2, 3, 4, 5, 6], flowers: Array(6).fill('primary') },
    { months: [7, 8, 9, 10, 11, 12], flowers: Array(6).fill('primary') },
    { months: [1, 2, 3, 4, 5, 6], flowers: Array(6).fill('secondary') },
    { months: [7, 8, 9, 10, 11, 12], flowers: Array(6).fill('secondary') },
  ]
  for (const layout of LAYOUT_IDS) {
    it(`draws all 24 flowers as ${layout}, valid and never thinner than 0.3 mm`, () => {
      for (const [i, group] of groups.entries()) {
        const style = (['fine-line', 'traditional', 'blackwork', 'watercolor'] as const)[i]!
        const p = plan({ tool: 'birth-flower', layout, style, seed: 7, ...group })
        const d = drawVariation(p, 0)
        expect(svgProblems(d.svg, p.canvas.widthMm, p.canvas.heightMm), `${layout} ${style}`).toEqual([])
        expect(svgProblems(d.stencilSvg, p.canvas.widthMm, p.canvas.heightMm)).toEqual([])
        expect(d.ink.thinnestMm).toBeGreaterThanOrEqual(MIN_LINE_MM - 1e-9)
        expect(d.ink.shapes.length).toBeGreaterThan(20)
      }
    })
  }

  it('draws each flower on its own, with names on a banner', () => {
    for (const [month, entry] of BIRTH_FLOWERS.entries())
      for (const choice of ['primary', 'secondary'] as const) {
        const p = plan({ tool: 'birth-flower', months: [month + 1], flowers: [choice], lettering: 'Mia 2024', layout: 'bouquet' })
        const d = drawVariation(p, 0)
        expect(svgProblems(d.svg, p.canvas.widthMm, p.canvas.heightMm), entry[choice]).toEqual([])
        expect(d.missing).toEqual([])
      }
  })

  it('letters in the face the request names', () => {
    const request: BirthFlowerRequest = {
      tool: 'birth-flower',
      months: [3, 9],
      lettering: 'Ada 1998',
      layout: 'bouquet',
      seed: 4,
    }
    const shapes = (font?: 'blackletter' | 'typewriter') => {
      const d = drawVariation(plan({ ...request, font }), 0)
      expect(d.missing).toEqual([])
      return d.svg
    }
    const [blackletter, typewriter] = [shapes('blackletter'), shapes('typewriter')]
    expect(blackletter).not.toEqual(typewriter)
    expect(shapes()).not.toEqual(typewriter) // fine line letters in script, hand or serif
    expect(() => plan({ ...request, font: 'comic' as 'serif' })).toThrow(/font/)
  })

  it('refuses a bouquet of more than six months and months outside 1–12', () => {
    expect(() => plan({ tool: 'birth-flower', months: [1, 2, 3, 4, 5, 6, 7], layout: 'bouquet' })).toThrow(/up to 6/)
    expect(() => plan({ tool: 'birth-flower', months: [13] })).toThrow(/13/)
    expect(() => plan({ tool: 'birth-flower', months: [] })).toThrow(/months/)
  })

  it('mirrors the stencil on request and leaves colour out of it', () => {
    const p = plan({ tool: 'birth-flower', months: [6], style: 'traditional', colour: 'color', mirrorStencil: true })
    const d = drawVariation(p, 0)
    expect(d.svg).toContain('id="colour"')
    expect(d.stencilSvg).not.toContain('id="colour"')
    expect(d.stencilSvg).toContain('matrix(-1 0 0 1')
  })
})
