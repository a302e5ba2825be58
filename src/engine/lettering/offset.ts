import { Clipper, FillRule, Path64, Paths64, Point64 } from '../geometry/clipper.ts'

/**
 * Grows (delta > 0) or shrinks (delta < 0) closed shapes by |delta| with round joins.
 *
 * Not Clipper.InflatePaths: in clipper2-js 1.2.4 its polygon offset never moves on its "previous
 * vertex" (the C# original passes it by reference, the port by value), so every join is built
 * against the last vertex and the result is garbage. This does the same construction: each edge
 * pushed out along its normal, arcs round the convex corners, a detour through the vertex at the
 * concave ones, and a union that keeps only positive winding to dissolve what folds over itself.
 *
 * `shape` must be oriented as Clipper returns it (outer rings positive, holes negative).
 * `arcTolerance` is the largest gap between an arc and its chords, in the paths' units.
 */
export function offsetShape(shape: Paths64, delta: number, arcTolerance: number): Paths64 {
  if (delta === 0) return shape
  const abs = Math.abs(delta)
  const step = 2 * Math.acos(Math.max(-1, 1 - Math.min(arcTolerance, abs) / abs))
  const raw = new Paths64()
  for (const input of shape) {
    // Clipper's own output can repeat a vertex; a zero-length edge has no normal.
    const path = input.filter((p, i) => {
      const q = input[(i + input.length - 1) % input.length]!
      return p.x !== q.x || p.y !== q.y
    })
    const n = path.length
    if (n < 3) continue
    // Outward unit normals of each edge i → i+1 (outward for a positive ring, into a hole for a negative one).
    const nx: number[] = []
    const ny: number[] = []
    for (let i = 0; i < n; i++) {
      const a = path[i]!
      const b = path[(i + 1) % n]!
      const dx = b.x - a.x
      const dy = b.y - a.y
      const l = Math.hypot(dx, dy) || 1
      nx.push(dy / l)
      ny.push(-dx / l)
    }
    const out = new Path64()
    const push = (x: number, y: number) => out.push(new Point64(Math.round(x), Math.round(y)))
    for (let j = 0; j < n; j++) {
      const k = (j + n - 1) % n
      const p = path[j]!
      const sin = nx[k]! * ny[j]! - ny[k]! * nx[j]!
      const cos = nx[k]! * nx[j]! + ny[k]! * ny[j]!
      if (cos > 0.999) {
        // Nearly straight on: one mitred point.
        const q = delta / (1 + cos)
        push(p.x + (nx[k]! + nx[j]!) * q, p.y + (ny[k]! + ny[j]!) * q)
      } else if (sin * delta < 0) {
        // The offset edges cross here: go through the vertex, the union removes the fold.
        push(p.x + nx[k]! * delta, p.y + ny[k]! * delta)
        push(p.x, p.y)
        push(p.x + nx[j]! * delta, p.y + ny[j]! * delta)
      } else {
        const from = Math.atan2(ny[k]!, nx[k]!)
        let sweep = Math.atan2(sin, cos)
        const steps = Math.max(1, Math.ceil(Math.abs(sweep) / step))
        sweep /= steps
        for (let s = 0; s <= steps; s++) {
          const a = from + sweep * s
          push(p.x + Math.cos(a) * delta, p.y + Math.sin(a) * delta)
        }
      }
    }
    raw.push(out)
  }
  return Clipper.Union(raw, undefined, FillRule.Positive)
}
