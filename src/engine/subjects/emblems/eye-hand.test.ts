import { describe, expect, it } from 'vitest'
import { insideRing } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { Sketch } from '../../ink/sketch.ts'
import { Random } from '../../random.ts'
import { STYLES, type StyleId } from '../../styles.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { EYE } from './eye.ts'
import { HAND } from './hand.ts'
import { SKIN } from './hand-parts.ts'

function frameFor(model: SubjectModel, form: number, size: number, mirror = false): SubjectFrame {
  const aspect = model.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  return { box: { x: 4, y: 4, w, h }, form, mirror }
}

function drawn(model: SubjectModel, form: number, style: StyleId, size = 60, colour: 'bw' | 'color' = 'bw') {
  const sk = new Sketch(STYLES[style], colour)
  const frame = frameFor(model, form, size)
  const anchors = model.draw(sk, new Random(5), frame)
  return { frame, anchors, ink: sk.compile(frame.box.w + 8, frame.box.h + 8, 4) }
}

const inside = (p: Pt, rings: readonly Pt[][]) => rings.some((r) => insideRing(p, r))

describe('hand', () => {
  it('holds: the stem point lies in the fist, with open paper above it for the held thing', () => {
    const { anchors, frame } = drawn(HAND, 1, 'traditional')
    const grip = anchors.perch!
    expect(inside(grip, anchors.silhouette)).toBe(true)
    // The composer draws the held thing behind the hand, centred above the grip: its head must show.
    const above: Pt = [grip[0], frame.box.y - 2]
    expect(inside(above, anchors.silhouette)).toBe(false)
    // The grip sits in the upper half of the hand, the fist, not the wrist.
    expect(grip[1]).toBeLessThan(frame.box.y + frame.box.h * 0.5)
  })

  it('praying hands are symmetric about the upright axis', () => {
    const { anchors, frame } = drawn(HAND, 2, 'traditional')
    const mid = frame.box.x + frame.box.w / 2
    expect(anchors.box.minX + anchors.box.maxX).toBeCloseTo(2 * mid, 1)
    expect(anchors.axis![0][0]).toBeCloseTo(mid, 3)
  })

  it('keeps the skin pale in colour', () => {
    for (const form of [0, 1, 2]) {
      const { ink } = drawn(HAND, form, 'traditional', 60, 'color')
      expect(ink.shapes.some((s) => s.layer === 'colour' && s.colour === SKIN)).toBe(true)
    }
  })

  it('draws knuckle creases only where the fingers are wide enough for them', () => {
    const lines = (style: StyleId, size: number) =>
      drawn(HAND, 0, style, size).ink.shapes.filter((s) => s.layer === 'line').length
    expect(lines('fine-line', 120)).toBeGreaterThan(lines('traditional', 40) + 8)
  })
})

describe('eye', () => {
  it('plans its lashes and rays from the size: a big fine-line eye has far more parts than a small bold one', () => {
    const count = (style: StyleId, size: number) => drawn(EYE, 0, style, size).ink.shapes.length
    expect(count('fine-line', 120)).toBeGreaterThan(count('traditional', 40) + 10)
  })

  it('the eye of providence is symmetric about its upright axis', () => {
    for (const style of ['traditional', 'fine-line'] as StyleId[]) {
      const { anchors, frame } = drawn(EYE, 1, style)
      const mid = frame.box.x + frame.box.w / 2
      expect(anchors.box.minX + anchors.box.maxX).toBeCloseTo(2 * mid, 1)
      expect(anchors.perch![0]).toBeCloseTo(mid, 3)
    }
  })

  it('the crying eye reaches lower than the plain one: the tear hangs below the lid', () => {
    const plain = drawn(EYE, 0, 'traditional').anchors
    const crying = drawn(EYE, 2, 'traditional').anchors
    const depth = (a: typeof plain) => (a.box.maxY - a.focus![1]) / (a.box.maxX - a.box.minX)
    expect(depth(crying)).toBeGreaterThan(depth(plain) * 2)
  })
})
