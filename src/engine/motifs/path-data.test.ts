import { describe, expect, it } from 'vitest'
import { apply, type Pt } from '../geometry/vec.ts'
import { parsePathData } from './path-data.ts'
import { parseSvgBody, parseTransform } from './svg-tree.ts'

const close = (a: Pt, b: Pt, eps = 1e-6) => Math.hypot(a[0] - b[0], a[1] - b[1]) < eps

describe('parsePathData', () => {
  it('reads absolute and relative lines, H and V, and closes subpaths', () => {
    const [sq] = parsePathData('M1 1h2v2H1z', 0.01)
    expect(sq!.closed).toBe(true)
    expect(sq!.points).toEqual([
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
    ])
    const [l] = parsePathData('m10 10 5 0 0 5', 0.01)
    expect(l!.points).toEqual([
      [10, 10],
      [15, 10],
      [15, 15],
    ])
  })

  it('starts a new subpath after Z where the closed one began', () => {
    const parts = parsePathData('M0 0h4v4zl2 2', 0.01)
    expect(parts).toHaveLength(2)
    expect(parts[1]!.points[0]).toEqual([0, 0])
    expect(parts[1]!.points[1]).toEqual([2, 2])
  })

  it('reads numbers run together', () => {
    const [p] = parsePathData('M.5.5-1-1l1e1-0.5', 0.01)
    expect(p!.points).toEqual([
      [0.5, 0.5],
      [-1, -1],
      [9, -1.5],
    ])
  })

  it('flattens arcs onto their circle, flags written without spaces', () => {
    // A full circle of radius 5 about (5, 0), drawn as two half arcs.
    for (const d of ['M0 0A5 5 0 1 0 10 0A5 5 0 1 0 0 0Z', 'M0 0a5 5 0 1010 0a5 5 0 10-10 0z']) {
      const [c] = parsePathData(d, 0.001)
      expect(c!.points.length).toBeGreaterThan(40)
      for (const p of c!.points) expect(Math.abs(Math.hypot(p[0] - 5, p[1]) - 5)).toBeLessThan(0.01)
    }
  })

  it('grows arc radii too small to reach the end point', () => {
    const [c] = parsePathData('M0 0A1 1 0 0 1 10 0', 0.001)
    const mid = c!.points[Math.floor(c!.points.length / 2)]!
    expect(close(c!.points.at(-1)!, [10, 0])).toBe(true)
    expect(Math.abs(Math.hypot(mid[0] - 5, mid[1]) - 5)).toBeLessThan(0.02)
  })

  it('flattens curves within the tolerance, smooth ones mirroring their control point', () => {
    const [q] = parsePathData('M0 0Q5 10 10 0T20 0', 0.01)
    // The quadratic's peak is halfway to its control point; T mirrors it below.
    const ys = q!.points.map((p) => p[1])
    expect(Math.max(...ys)).toBeCloseTo(5, 1)
    expect(Math.min(...ys)).toBeCloseTo(-5, 1)
    const [c] = parsePathData('M0 0C0 10 10 10 10 0S20 -10 20 0', 0.01)
    expect(close(c!.points.at(-1)!, [20, 0])).toBe(true)
    expect(Math.min(...c!.points.map((p) => p[1]))).toBeCloseTo(-7.5, 1)
  })
})

describe('SVG bodies', () => {
  it('parses elements, attributes and style declarations into a tree', () => {
    const root = parseSvgBody('<g fill="none" style="stroke-width:2"><path d="M0 0h1"/><circle cx="1" cy="2" r="3"/></g>')
    const g = root.children[0]!
    expect(g.attrs).toMatchObject({ fill: 'none', 'stroke-width': '2' })
    expect(g.children.map((c) => c.tag)).toEqual(['path', 'circle'])
  })

  it('composes transforms in the order written', () => {
    const m = parseTransform('translate(10 0) rotate(90) scale(2)')
    const p = apply(m, [1, 0])
    expect(p[0]).toBeCloseTo(10)
    expect(p[1]).toBeCloseTo(2)
    const r = apply(parseTransform('rotate(180, 5, 5)'), [0, 0])
    expect(r[0]).toBeCloseTo(10)
    expect(r[1]).toBeCloseTo(10)
    expect(apply(parseTransform('matrix(1 0 0 1 3 4)'), [0, 0])).toEqual([3, 4])
  })
})
