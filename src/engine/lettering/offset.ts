import { Clipper, EndType, JoinType, type Paths64 } from 'clipper2-ts'

/**
 * Grows (delta > 0) or shrinks (delta < 0) closed shapes by |delta| with round joins.
 * `shape` must be oriented as Clipper returns it (outer rings positive, holes negative).
 * `arcTolerance` is the largest gap between an arc and its chords, in the paths' units.
 */
export function offsetShape(shape: Paths64, delta: number, arcTolerance: number): Paths64 {
  if (delta === 0) return shape
  return Clipper.inflatePaths(shape, delta, JoinType.Round, EndType.Polygon, 2, arcTolerance)
}
