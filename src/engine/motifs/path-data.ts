import type { Pt } from '../geometry/vec.ts'

/** One subpath of an SVG path, flattened to a polyline. */
export interface Subpath {
  points: Pt[]
  closed: boolean
}

const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/

/** Splits path data into commands with their numbers; arc flags may be written without separators. */
function* commands(d: string): Generator<{ cmd: string; args: number[] }> {
  let i = 0
  let cmd = ''
  let args: number[] = []
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i]!)) i++
  }
  while (true) {
    skip()
    if (i >= d.length) break
    const c = d[i]!
    if (COMMAND.test(c)) {
      if (cmd) yield { cmd, args }
      cmd = c
      args = []
      i++
      continue
    }
    // Arc flags (the 4th and 5th of each 7 numbers) are single digits that may run into the next number.
    const isFlag = (cmd === 'a' || cmd === 'A') && args.length % 7 >= 3 && args.length % 7 <= 4
    if (isFlag && (c === '0' || c === '1')) {
      args.push(c === '1' ? 1 : 0)
      i++
      continue
    }
    const m = NUMBER.exec(d.slice(i, i + 40))
    if (!m) throw new Error(`Bad path data near "${d.slice(i, i + 20)}"`)
    args.push(Number(m[0]))
    i += m[0].length
  }
  if (cmd) yield { cmd, args }
}

/** Recursively splits a cubic until its control points lie within `tol` of the chord. */
function flattenCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, tol: number, out: Pt[], depth = 0): void {
  const dx = p3[0] - p0[0]
  const dy = p3[1] - p0[1]
  const chord = Math.hypot(dx, dy)
  const off = (p: Pt) =>
    chord < 1e-12 ? Math.hypot(p[0] - p0[0], p[1] - p0[1]) : Math.abs((p[0] - p0[0]) * dy - (p[1] - p0[1]) * dx) / chord
  if (depth >= 16 || Math.max(off(p1), off(p2)) <= tol) {
    out.push(p3)
    return
  }
  const m = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  const a = m(p0, p1)
  const b = m(p1, p2)
  const c = m(p2, p3)
  const ab = m(a, b)
  const bc = m(b, c)
  const mid = m(ab, bc)
  flattenCubic(p0, a, ab, mid, tol, out, depth + 1)
  flattenCubic(mid, bc, c, p3, tol, out, depth + 1)
}

/**
 * An elliptical arc (SVG endpoint form) as cubic segments of at most a quarter turn each,
 * following the endpoint-to-centre conversion of the SVG specification (appendix F.6.5).
 */
function arcToCubics(
  from: Pt,
  rxIn: number,
  ryIn: number,
  angleDeg: number,
  largeArc: boolean,
  sweep: boolean,
  to: Pt,
): [Pt, Pt, Pt][] {
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (rx < 1e-12 || ry < 1e-12 || (from[0] === to[0] && from[1] === to[1])) return [[from, to, to]]
  const phi = (angleDeg * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const hx = (from[0] - to[0]) / 2
  const hy = (from[1] - to[1]) / 2
  const x1 = cos * hx + sin * hy
  const y1 = -sin * hx + cos * hy
  // Radii too small to reach the end point grow just enough (spec: F.6.6).
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
  const den = rx * rx * y1 * y1 + ry * ry * x1 * x1
  const k = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den))
  const cx1 = (k * rx * y1) / ry
  const cy1 = (-k * ry * x1) / rx
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
  const theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  const n = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9))
  const step = delta / n
  const t = (4 / 3) * Math.tan(step / 4)
  const onEllipse = (a: number): Pt => [
    cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin,
    cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos,
  ]
  const tangent = (a: number): Pt => [
    -rx * Math.sin(a) * cos - ry * Math.cos(a) * sin,
    -rx * Math.sin(a) * sin + ry * Math.cos(a) * cos,
  ]
  const out: [Pt, Pt, Pt][] = []
  for (let i = 0; i < n; i++) {
    const a0 = theta1 + i * step
    const a1 = a0 + step
    const p0 = onEllipse(a0)
    const p3 = i === n - 1 ? to : onEllipse(a1)
    const d0 = tangent(a0)
    const d1 = tangent(a1)
    out.push([[p0[0] + t * d0[0], p0[1] + t * d0[1]], [p3[0] - t * d1[0], p3[1] - t * d1[1]], p3])
  }
  return out
}

/**
 * Parses SVG path data (every command, absolute and relative) into polylines; curves are
 * flattened until they stray less than `tolerance` (in the path's units) from the true curve.
 */
export function parsePathData(d: string, tolerance: number): Subpath[] {
  const out: Subpath[] = []
  let current = null as Subpath | null
  let pen: Pt = [0, 0]
  let start: Pt = [0, 0]
  // The last control point, for the smooth S and T commands.
  let lastCubic: Pt | null = null
  let lastQuad: Pt | null = null

  const begin = (p: Pt) => {
    current = { points: [p], closed: false }
    out.push(current)
    start = p
  }
  const ensure = () => {
    // A drawing command right after Z starts a new subpath where the closed one began.
    if (!current || current.closed) begin(pen)
    return current!
  }
  const lineTo = (p: Pt) => {
    ensure().points.push(p)
    pen = p
  }
  const cubicTo = (c1: Pt, c2: Pt, p: Pt) => {
    flattenCubic(pen, c1, c2, p, tolerance, ensure().points)
    pen = p
  }

  for (const { cmd, args } of commands(d)) {
    const rel = cmd === cmd.toLowerCase()
    const at = (x: number, y: number): Pt => (rel ? [pen[0] + x, pen[1] + y] : [x, y])
    const upper = cmd.toUpperCase()
    const arity = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 }[upper]!
    if (upper === 'Z') {
      if (current) {
        current.closed = true
        pen = start
      }
      lastCubic = lastQuad = null
      continue
    }
    for (let i = 0; i + arity <= args.length; i += arity) {
      const a = args.slice(i, i + arity) as number[]
      let nextCubic: Pt | null = null
      let nextQuad: Pt | null = null
      switch (upper) {
        case 'M': {
          const p = at(a[0]!, a[1]!)
          if (i === 0) {
            begin(p)
            pen = p
          } else lineTo(p)
          break
        }
        case 'L':
          lineTo(at(a[0]!, a[1]!))
          break
        case 'H':
          lineTo([rel ? pen[0] + a[0]! : a[0]!, pen[1]])
          break
        case 'V':
          lineTo([pen[0], rel ? pen[1] + a[0]! : a[0]!])
          break
        case 'C': {
          const c1 = at(a[0]!, a[1]!)
          const c2 = at(a[2]!, a[3]!)
          cubicTo(c1, c2, at(a[4]!, a[5]!))
          nextCubic = c2
          break
        }
        case 'S': {
          const c1: Pt = lastCubic ? [2 * pen[0] - lastCubic[0], 2 * pen[1] - lastCubic[1]] : pen
          const c2 = at(a[0]!, a[1]!)
          cubicTo(c1, c2, at(a[2]!, a[3]!))
          nextCubic = c2
          break
        }
        case 'Q':
        case 'T': {
          const q: Pt = upper === 'Q' ? at(a[0]!, a[1]!) : lastQuad ? [2 * pen[0] - lastQuad[0], 2 * pen[1] - lastQuad[1]] : pen
          const p = upper === 'Q' ? at(a[2]!, a[3]!) : at(a[0]!, a[1]!)
          // A quadratic is the cubic with controls two thirds of the way to its control point.
          const c1: Pt = [pen[0] + ((q[0] - pen[0]) * 2) / 3, pen[1] + ((q[1] - pen[1]) * 2) / 3]
          const c2: Pt = [p[0] + ((q[0] - p[0]) * 2) / 3, p[1] + ((q[1] - p[1]) * 2) / 3]
          cubicTo(c1, c2, p)
          nextQuad = q
          break
        }
        case 'A': {
          const p = at(a[5]!, a[6]!)
          for (const [c1, c2, end] of arcToCubics(pen, a[0]!, a[1]!, a[2]!, a[3] === 1, a[4] === 1, p)) cubicTo(c1, c2, end)
          pen = p
          break
        }
      }
      lastCubic = nextCubic
      lastQuad = nextQuad
    }
  }
  return out.filter((s) => s.points.length > 1)
}
