import { describe, expect, it } from 'vitest'
import type { Pt } from '../../geometry/vec.ts'
import { Sketch } from '../../ink/sketch.ts'
import { narrowestGapMm } from '../../print/narrowest-gap.ts'
import { Random } from '../../random.ts'
import { STYLES, type StyleId } from '../../styles.ts'
import { SUBJECT_MODELS } from '../index.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { OBJECTS } from './index.ts'
import { LIGHTHOUSE } from './lighthouse.ts'

const STYLE_IDS: StyleId[] = ['traditional', 'fine-line', 'blackwork']
const MARGIN = 4

function draw(model: SubjectModel, form: number, style: StyleId, size: number, { mirror = false, seed = 7 } = {}) {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  const aspect = model.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  const box = { x: MARGIN, y: MARGIN, w, h }
  const anchors = model.draw(sk, new Random(seed), { box, form, mirror, colour: sk.inColour ? spec.palette[0] : undefined })
  return { sk, anchors, box, w, h }
}

const points = (a: SubjectAnchors): Pt[] => [
  ...(a.axis ?? []),
  ...(a.perch ? [a.perch] : []),
  ...(a.spots ?? []),
  ...(a.pierce ?? []),
  ...(a.focus ? [a.focus] : []),
]

describe('the object subjects', () => {
  it('are registered under their lexicon ids', () => {
    expect(OBJECTS.map((m) => m.id).sort()).toEqual(['anchor', 'clock', 'compass', 'cross', 'dagger', 'heart', 'lighthouse'])
    for (const m of OBJECTS) expect(SUBJECT_MODELS.get(m.id)).toBe(m)
  })
})

describe.each(OBJECTS.map((m) => [m.id, m] as const))('%s', (_id, model) => {
  it('has two to four forms', () => {
    expect(model.aspects.length).toBeGreaterThanOrEqual(2)
    expect(model.aspects.length).toBeLessThanOrEqual(4)
  })

  for (let form = 0; form < model.aspects.length; form++) {
    it.each(STYLE_IDS)(`form ${form} in %s stays in its frame, anchors on it, gaps open at 60 mm`, (style) => {
      const { sk, anchors, box, w, h } = draw(model, form, style, 60)
      const slack = STYLES[style].weights.outline
      expect(anchors.box.minX).toBeGreaterThanOrEqual(box.x - slack)
      expect(anchors.box.minY).toBeGreaterThanOrEqual(box.y - slack)
      expect(anchors.box.maxX).toBeLessThanOrEqual(box.x + box.w + slack)
      expect(anchors.box.maxY).toBeLessThanOrEqual(box.y + box.h + slack)
      // It fills its frame along the longer side rather than shrinking into a corner.
      expect(Math.max(anchors.box.maxX - anchors.box.minX, anchors.box.maxY - anchors.box.minY)).toBeGreaterThan(
        0.85 * Math.max(w, h),
      )
      expect(anchors.silhouette.length).toBeGreaterThan(0)
      for (const p of points(anchors)) {
        expect(p[0]).toBeGreaterThanOrEqual(anchors.box.minX - 3)
        expect(p[0]).toBeLessThanOrEqual(anchors.box.maxX + 3)
        expect(p[1]).toBeGreaterThanOrEqual(anchors.box.minY - 3)
        expect(p[1]).toBeLessThanOrEqual(anchors.box.maxY + 3)
      }
      const ink = sk.compile(w + 2 * MARGIN, h + 2 * MARGIN, MARGIN)
      expect(ink.shapes.length).toBeGreaterThan(1)
      expect(narrowestGapMm(ink) ?? Infinity).toBeGreaterThanOrEqual(0.5)
    })
  }

  it('mirrors its anchors about the frame centre', () => {
    for (let form = 0; form < model.aspects.length; form++) {
      const plain = draw(model, form, 'traditional', 60).anchors
      const { anchors: flipped, box } = draw(model, form, 'traditional', 60, { mirror: true })
      const cx = box.x + box.w / 2
      const a = points(plain)
      const b = points(flipped)
      expect(b.length).toBe(a.length)
      a.forEach((p, i) => {
        expect(b[i]![0]).toBeCloseTo(2 * cx - p[0], 6)
        expect(b[i]![1]).toBeCloseTo(p[1], 6)
      })
      expect(flipped.box.minX).toBeCloseTo(2 * cx - plain.box.maxX, 6)
    }
  })

  it('draws the same ink from the same seed', () => {
    const once = draw(model, 0, 'fine-line', 50, { seed: 3 })
    const again = draw(model, 0, 'fine-line', 50, { seed: 3 })
    const a = once.sk.compile(once.w + 8, once.h + 8, 4)
    const b = again.sk.compile(again.w + 8, again.h + 8, 4)
    expect(JSON.stringify(b.shapes)).toBe(JSON.stringify(a.shapes))
  })

  it('turns with the frame: a quarter turn swaps its box', () => {
    const boxFor = (turn: number) =>
      model.draw(new Sketch(STYLES['fine-line'], 'bw'), new Random(1), {
        box: { x: 0, y: 0, w: 40, h: 40 },
        form: 0,
        mirror: false,
        turn,
      }).box
    const upright = boxFor(0)
    const turned = boxFor(Math.PI / 2)
    expect(turned.maxX - turned.minX).toBeCloseTo(upright.maxY - upright.minY, 3)
    expect(turned.maxY - turned.minY).toBeCloseTo(upright.maxX - upright.minX, 3)
  })
})

describe('the lighthouse', () => {
  it('stands upright: axis from its foot up to the finial, the bird perched on top, the focus on the lantern', () => {
    for (let form = 0; form < LIGHTHOUSE.aspects.length; form++) {
      const { anchors: a } = draw(LIGHTHOUSE, form, 'traditional', 60)
      const [foot, tip] = a.axis!
      expect(foot[1]).toBeGreaterThan(tip[1])
      expect(foot[0]).toBeCloseTo(tip[0], 6)
      expect(a.perch![1]).toBeCloseTo(tip[1], 6)
      expect(a.perch![1]).toBeLessThan(a.box.minY + 0.1 * (a.box.maxY - a.box.minY))
      // The lantern sits in the upper part, under the cap.
      expect(a.focus![1]).toBeGreaterThan(a.perch![1])
      expect(a.focus![1]).toBeLessThan((a.box.minY + a.box.maxY) / 2)
      expect(a.girth).toBeGreaterThan(0)
      expect(a.pierce![1][0]).toBeGreaterThan(a.pierce![0][0])
    }
  })

  it('stands on rocks in its full views (spots along them) and is cut off in the close view', () => {
    expect(draw(LIGHTHOUSE, 0, 'fine-line', 60).anchors.spots!.length).toBeGreaterThanOrEqual(3)
    expect(draw(LIGHTHOUSE, 1, 'fine-line', 60).anchors.spots!.length).toBeGreaterThanOrEqual(3)
    expect(draw(LIGHTHOUSE, 2, 'fine-line', 60).anchors.spots).toEqual([])
  })

  it('draws three different silhouettes: tall, a little wider, squarer', () => {
    const [tall, wide, close] = LIGHTHOUSE.aspects
    expect(tall).toBeLessThan(wide!)
    expect(wide).toBeLessThan(close!)
    expect(tall).toBeLessThan(0.8)
    expect(close).toBeGreaterThanOrEqual(0.95)
  })

  // Detail is planned from size: a small or a large lighthouse keeps its paper open too.
  for (const size of [40, 100])
    for (let form = 0; form < LIGHTHOUSE.aspects.length; form++)
      it.each(STYLE_IDS)(`form ${form} in %s keeps 0.5 mm of paper at ${size} mm, mirrored or not`, (style) => {
        for (const mirror of [false, true]) {
          const { sk, w, h } = draw(LIGHTHOUSE, form, style, size, { mirror, seed: mirror ? 7 : 1 })
          const ink = sk.compile(w + 2 * MARGIN, h + 2 * MARGIN, MARGIN)
          expect(narrowestGapMm(ink) ?? Infinity).toBeGreaterThanOrEqual(0.5)
        }
      })
})
