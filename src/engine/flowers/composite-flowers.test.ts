import { describe, expect, it } from 'vitest'
import { Sketch } from '../ink/sketch.ts'
import { Random } from '../random.ts'
import { STYLE_IDS, STYLES, type StyleId } from '../styles.ts'
import { ASTER, CHRYSANTHEMUM, COSMOS, DAISY, MARIGOLD } from './daisy.ts'
import { FLOWER_MODELS } from './index.ts'
import type { FlowerModel, Sprig } from './model.ts'

const MODELS: FlowerModel[] = [DAISY, ASTER, COSMOS, MARIGOLD, CHRYSANTHEMUM]

const sprig = (overrides: Partial<Sprig> = {}): Sprig => ({
  path: [
    [30, 86],
    [32, 55],
    [29, 29],
  ],
  headMm: 34,
  leaves: true,
  openness: 1,
  ...overrides,
})

function render(model: FlowerModel, style: StyleId, seed: number, overrides: Partial<Sprig> = {}) {
  const sk = new Sketch(STYLES[style], STYLES[style].defaultColour)
  model.draw(sk, new Random(seed), sprig(overrides))
  return sk.compile(60, 90)
}

const geometry = (ink: ReturnType<typeof render>) =>
  JSON.stringify(ink.shapes.map((s) => s.rings.map((r) => r.map(([x, y]) => [x.toFixed(2), y.toFixed(2)]))))

const lineShapes = (ink: ReturnType<typeof render>) => ink.shapes.filter((s) => s.layer === 'line').length

describe('composite flowers (daisy, aster, cosmos, marigold, chrysanthemum)', () => {
  it('are registered under their birth-flower ids', () => {
    for (const model of MODELS) expect(FLOWER_MODELS[model.id]).toBe(model)
  })

  for (const model of MODELS)
    describe(model.id, () => {
      it('draws in every style, large and small, with no line under 0.3 mm', () => {
        for (const style of STYLE_IDS)
          for (const headMm of [34, 12]) {
            const ink = render(model, style, 11, { headMm })
            expect(ink.shapes.length, `${style} ${headMm}`).toBeGreaterThan(0)
            expect(ink.thinnestMm, `${style} ${headMm}`).toBeGreaterThanOrEqual(0.3)
          }
      })

      it('repeats itself for one seed and varies between seeds', () => {
        for (const style of ['fine-line', 'traditional'] as const) {
          const a = geometry(render(model, style, 3))
          expect(geometry(render(model, style, 3))).toBe(a)
          expect(geometry(render(model, style, 4))).not.toBe(a)
        }
      })
    })

  // At 2.8 mm lines a single ring of petals reads as a flat pinwheel; the double heads are
  // drawn as a dome of several overlapping rows instead.
  it('gives bold marigolds and chrysanthemums several rows of petals, not one ring', () => {
    for (const model of [MARIGOLD, CHRYSANTHEMUM])
      for (const seed of [1, 2, 3]) {
        const bold = render(model, 'traditional', seed, { leaves: false })
        // One ring inks about ten outlines plus the stem; the dome's rows and knot twice that.
        expect(lineShapes(bold), `${model.id} ${seed}`).toBeGreaterThan(18)
      }
  })
})
