import { describe, expect, it } from 'vitest'
import type { Pt } from '../geometry/vec.ts'
import { Sketch } from '../ink/sketch.ts'
import { Random } from '../random.ts'
import { STYLE_IDS, STYLES, type StyleId } from '../styles.ts'
import { HAWTHORN } from './hawthorn.ts'
import { FLOWER_MODELS } from './index.ts'
import { LILY_OF_THE_VALLEY } from './lily-of-the-valley.ts'
import type { FlowerModel, Sprig } from './model.ts'
import { DAFFODIL, JONQUIL, NARCISSUS } from './narcissus.ts'
import { PRIMROSE } from './primrose.ts'
import { SNOWDROP } from './snowdrop.ts'
import { GLADIOLUS, LARKSPUR } from './spikes.ts'
import { SWEET_PEA } from './sweet-pea.ts'
import { VIOLET } from './violet.ts'

const MODELS: FlowerModel[] = [
  DAFFODIL,
  JONQUIL,
  NARCISSUS,
  SNOWDROP,
  LILY_OF_THE_VALLEY,
  LARKSPUR,
  GLADIOLUS,
  VIOLET,
  PRIMROSE,
  HAWTHORN,
  SWEET_PEA,
]

const sprig = (overrides: Partial<Sprig> = {}): Sprig => ({
  path: [
    [30, 86],
    [31, 54],
    [29, 29],
  ],
  headMm: 34,
  leaves: true,
  openness: 1,
  ...overrides,
})

function draw(model: FlowerModel, style: StyleId, seed: number, s: Sprig = sprig()) {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  model.draw(sk, new Random(seed), s)
  return sk.compile(60, 90)
}

const fingerprint = (rings: readonly (readonly Pt[])[]) =>
  rings
    .flat()
    .slice(0, 400)
    .map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`)
    .join(' ')

describe('bulb, bell, spike and cluster flowers', () => {
  it('are registered under their birth-flower ids', () => {
    for (const m of MODELS) expect(FLOWER_MODELS[m.id]).toBe(m)
  })

  for (const model of MODELS)
    describe(model.id, () => {
      it('draws in every style with no line under 0.3 mm', () => {
        for (const style of STYLE_IDS) {
          const ink = draw(model, style, 11)
          expect(ink.shapes.length, style).toBeGreaterThan(0)
          expect(ink.thinnestMm, style).toBeGreaterThanOrEqual(0.3)
        }
      })

      it('repeats itself for one seed and varies between seeds', () => {
        const a = fingerprint(draw(model, 'fine-line', 3).shapes.flatMap((s) => s.rings))
        const b = fingerprint(draw(model, 'fine-line', 3).shapes.flatMap((s) => s.rings))
        const c = fingerprint(draw(model, 'fine-line', 4).shapes.flatMap((s) => s.rings))
        expect(a).toBe(b)
        expect(a).not.toBe(c)
      })

      it('draws a closed young flower without leaves on a sideways stem', () => {
        const ink = draw(
          model,
          'traditional',
          5,
          sprig({
            path: [
              [10, 60],
              [30, 50],
              [50, 35],
            ],
            headMm: 20,
            leaves: false,
            openness: 0,
          }),
        )
        expect(ink.shapes.length).toBeGreaterThan(0)
        expect(ink.thinnestMm).toBeGreaterThanOrEqual(0.3)
        for (const shape of ink.shapes)
          for (const ring of shape.rings) for (const [x, y] of ring) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true)
      })
    })
})
