import { describe, expect, it } from 'vitest'
import { arcLengths, insideRing, pointAtLength, polylineLength, signedArea, SAMPLE_MM, smoothThrough } from './curves.ts'
import { dist, type Pt } from './vec.ts'

describe('curves', () => {
  it('passes a smooth curve through every control point, sampled finely', () => {
    const controls: Pt[] = [
      [0, 0],
      [10, 5],
      [20, 0],
      [30, 8],
    ]
    const curve = smoothThrough(controls)
    for (const c of controls) expect(Math.min(...curve.map((p) => dist(p, c)))).toBeLessThan(1e-9)
    for (let i = 1; i < curve.length; i++) expect(dist(curve[i - 1]!, curve[i]!)).toBeLessThan(SAMPLE_MM * 1.5)
  })

  it('closes a closed curve without repeating its first point', () => {
    const ring = smoothThrough(
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      { closed: true },
    )
    expect(dist(ring[0]!, ring[ring.length - 1]!)).toBeGreaterThan(0)
    expect(dist(ring[0]!, ring[ring.length - 1]!)).toBeLessThan(SAMPLE_MM * 1.5)
    expect(Math.abs(signedArea(ring))).toBeGreaterThan(90)
  })

  it('measures and walks polylines', () => {
    const line: Pt[] = [
      [0, 0],
      [3, 4],
      [6, 8],
    ]
    expect(polylineLength(line)).toBe(10)
    expect(pointAtLength(line, arcLengths(line), 5)).toEqual([3, 4])
    expect(pointAtLength(line, arcLengths(line), 99)).toEqual([6, 8])
  })

  it('tells inside from outside', () => {
    const square: Pt[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]
    expect(insideRing([5, 5], square)).toBe(true)
    expect(insideRing([15, 5], square)).toBe(false)
  })
})
