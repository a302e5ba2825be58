import { describe, expect, it } from 'vitest'
import type { Pt } from '../../geometry/vec.ts'
import { Sketch } from '../../ink/sketch.ts'
import { narrowestGapMm } from '../../print/narrowest-gap.ts'
import { Random } from '../../random.ts'
import { STYLES, type StyleId } from '../../styles.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { SUBJECT_MODELS } from '../index.ts'
import { WINGED } from './index.ts'

const STYLE_IDS: StyleId[] = ['traditional', 'fine-line', 'blackwork']

function drawAt(
  model: SubjectModel,
  style: StyleId,
  form: number,
  size: number,
  { mirror = false, seed = 7, x = 4, y = 4 } = {},
) {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  const aspect = model.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  const box = { x, y, w, h }
  const anchors = model.draw(sk, new Random(seed), { box, form, mirror, colour: sk.inColour ? spec.palette[0] : undefined })
  return { sk, anchors, box, w, h }
}

const named = (a: SubjectAnchors): Pt[] => [
  ...(a.axis ?? []),
  ...(a.focus ? [a.focus] : []),
  ...(a.perch ? [a.perch] : []),
  ...(a.spots ?? []),
  ...(a.pierce ?? []),
]

describe('winged subjects', () => {
  it('registers the six winged subjects under their lexicon ids, each with 2–4 forms', () => {
    expect(WINGED.map((m) => m.id).sort()).toEqual(['butterfly', 'eagle', 'feather', 'hummingbird', 'phoenix', 'swallow'])
    for (const m of WINGED) {
      expect(SUBJECT_MODELS.get(m.id)).toBe(m)
      expect(m.aspects.length).toBeGreaterThanOrEqual(2)
      expect(m.aspects.length).toBeLessThanOrEqual(4)
    }
    expect(SUBJECT_MODELS.get('feather')!.shape).toBe('long')
  })

  for (const model of WINGED)
    describe(model.id, () => {
      it('fills its frame, keeps its anchors on the drawing, and faces the other way when mirrored', () => {
        for (const style of STYLE_IDS)
          model.aspects.forEach((_, form) => {
            const label = `${model.id}/${form} ${style}`
            const { sk, anchors, box } = drawAt(model, style, form, 60, { x: 10, y: 20 })
            const slack = STYLES[style].weights.outline
            expect(anchors.box.minX, label).toBeGreaterThanOrEqual(box.x - slack)
            expect(anchors.box.minY, label).toBeGreaterThanOrEqual(box.y - slack)
            expect(anchors.box.maxX, label).toBeLessThanOrEqual(box.x + box.w + slack)
            expect(anchors.box.maxY, label).toBeLessThanOrEqual(box.y + box.h + slack)
            // It fills the box along one side at least (its proportions keep the other).
            const fill = Math.max((anchors.box.maxX - anchors.box.minX) / box.w, (anchors.box.maxY - anchors.box.minY) / box.h)
            expect(fill, label).toBeGreaterThan(0.9)
            expect(anchors.silhouette.length, label).toBeGreaterThan(0)
            if (style === 'fine-line') expect(sk.compile(box.w + 8, box.h + 8, 4).shapes.length, label).toBeGreaterThan(0)
            for (const p of named(anchors)) {
              expect(p[0], label).toBeGreaterThanOrEqual(anchors.box.minX - slack)
              expect(p[0], label).toBeLessThanOrEqual(anchors.box.maxX + slack)
              expect(p[1], label).toBeGreaterThanOrEqual(anchors.box.minY - slack)
              expect(p[1], label).toBeLessThanOrEqual(anchors.box.maxY + slack)
            }
            if (style !== 'traditional') return
            const flipped = drawAt(model, style, form, 60, { x: 10, y: 20, mirror: true }).anchors
            const cx = box.x + box.w / 2
            const a = named(anchors)
            const b = named(flipped)
            expect(b.length, label).toBe(a.length)
            expect(a.length, label).toBeGreaterThan(0)
            a.forEach((p, i) => {
              expect(b[i]![0], label).toBeCloseTo(2 * cx - p[0], 6)
              expect(b[i]![1], label).toBeCloseTo(p[1], 6)
            })
          })
      })

      it('declares the proportions it draws at, so a composer sizes its box without waste', () => {
        model.aspects.forEach((aspect, form) => {
          const { anchors } = drawAt(model, 'fine-line', form, 70, { x: 0, y: 0 })
          const drawn = (anchors.box.maxX - anchors.box.minX) / (anchors.box.maxY - anchors.box.minY)
          expect(Math.abs(drawn / aspect - 1), `${model.id}/${form}`).toBeLessThan(0.08)
        })
      })

      it('draws the same ink from the same seed, and varies with the seed', () => {
        const ink = (seed: number) => {
          const { sk, w, h } = drawAt(model, 'fine-line', 0, 60, { seed })
          return JSON.stringify(sk.compile(w + 8, h + 8, 4))
        }
        expect(ink(3)).toBe(ink(3))
        expect(ink(3)).not.toBe(ink(4))
      })

      it('leaves no paper gap under 0.5 mm at 60 mm in traditional', () => {
        model.aspects.forEach((_, form) => {
          const { sk, w, h } = drawAt(model, 'traditional', form, 60)
          const gap = narrowestGapMm(sk.compile(w + 8, h + 8, 4))
          expect(gap ?? Infinity, `${model.id}/${form}`).toBeGreaterThanOrEqual(0.5)
        })
      })

      it('plans its detail from the size: more parts at 140 mm fine line than at 40 mm traditional', () => {
        const count = (style: StyleId, size: number) =>
          drawAt(model, style, 0, size).sk.compile(size + 8, size + 8, 4).shapes.length
        expect(count('fine-line', 140)).toBeGreaterThan(count('traditional', 40))
      })
    })

  describe('the hummingbird', () => {
    const bird = SUBJECT_MODELS.get('hummingbird')!
    // Every size from a small piece to a forearm: in blackwork a small bird is a black silhouette
    // with a paper eye, a larger one gets its feathers' paper lines.
    const SIZES: Record<string, number[]> = {
      traditional: [40, 60, 100],
      'fine-line': [40, 60, 100],
      dotwork: [40, 60, 100],
      blackwork: [40, 55, 60, 100, 140],
    }

    for (const [style, sizes] of Object.entries(SIZES))
      it(`leaves no paper gap under 0.5 mm in ${style} at ${sizes.join(', ')} mm, in every form`, () => {
        for (const size of sizes)
          bird.aspects.forEach((_, form) => {
            const { sk, w, h } = drawAt(bird, style as StyleId, form, size)
            const gap = narrowestGapMm(sk.compile(w + 8, h + 8, 4))
            expect(gap ?? Infinity, `hummingbird/${form} ${style} ${size} mm`).toBeGreaterThanOrEqual(0.5)
          })
      })

    it('draws three clearly different silhouettes: hovering taller than wide, darting long, feeding between', () => {
      const [hover, dart, feed] = bird.aspects.map((_, form) => {
        const { box } = drawAt(bird, 'fine-line', form, 70).anchors
        return (box.maxX - box.minX) / (box.maxY - box.minY)
      })
      expect(hover!).toBeLessThan(1)
      expect(dart!).toBeGreaterThan(feed! * 1.3)
      expect(feed!).toBeGreaterThan(hover! * 1.3)
    })

    it('runs its axis from the tail to the bill tip, and feeds with the bill pointing down to where a flower sits', () => {
      bird.aspects.forEach((_, form) => {
        const { anchors } = drawAt(bird, 'traditional', form, 60)
        const [tail, tip] = anchors.axis!
        // The bill points forward, the tail back.
        expect(tip[0], `form ${form}`).toBeGreaterThan(tail[0])
        expect(tip[0], `form ${form}`).toBeGreaterThan(anchors.focus![0])
        expect(anchors.spots!.length, `form ${form}`).toBeGreaterThanOrEqual(3)
      })
      const feeding = drawAt(bird, 'traditional', 2, 60).anchors
      const [, tip] = feeding.axis!
      expect(feeding.perch).toEqual(tip)
      // The bill tip is the lowest point of the head's reach: well below the eye, at the drawing's edge.
      expect(tip[1]).toBeGreaterThan(feeding.focus![1] + 10)
      expect(tip[0]).toBeCloseTo(feeding.box.maxX, 0)
    })

    it("colours the gorget with the composer's colour, unless it is green and would vanish against the crown", () => {
      const fills = (colour: string) => {
        const spec = STYLES.traditional
        const sk = new Sketch(spec, 'color')
        bird.draw(sk, new Random(7), { box: { x: 4, y: 4, w: 60, h: 60 / bird.aspects[0]! }, form: 0, mirror: false, colour })
        return new Set(sk.compile(68, 68 / bird.aspects[0]! + 8, 4).shapes.map((s) => s.colour))
      }
      expect(fills('#5b3f8c').has('#5b3f8c')).toBe(true)
      const green = fills('#0f7b3f')
      expect(green.has('#c8102e')).toBe(true)
    })
  })
})
