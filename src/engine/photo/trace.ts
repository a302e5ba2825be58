import { createRequire } from 'node:module'
import { signedArea } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import type { Mask } from './raster/image.ts'

interface Segment {
  type: 'L' | 'Q'
  x1: number
  y1: number
  x2: number
  y2: number
  x3?: number
  y3?: number
}
interface TracedPath {
  segments: Segment[]
  holechildren: number[]
  isholepath: boolean
}
interface ImageTracer {
  layeringstep(ii: { array: number[][] }, cnum: number): number[][]
  pathscan(layer: number[][], pathomit: number): unknown[]
  internodes(paths: unknown[], options: { rightangleenhance: boolean }): unknown[]
  batchtracepaths(paths: unknown[], ltres: number, qtres: number): TracedPath[]
}

// imagetracerjs (public domain) is a CommonJS module exporting one instance.
const tracer = createRequire(import.meta.url)('imagetracerjs') as ImageTracer

export interface TraceOptions {
  /** Millimetres per pixel of the mask. */
  mmPerPx: number
  /** Largest deviation, in pixels, a straight or quadratic segment may have from the pixel outline. */
  tolerancePx?: number
  /** Outlines of fewer edge nodes than this are dropped (specks the cleanup missed). */
  minNodes?: number
}

/**
 * The ink of a mask as filled outlines in millimetres: each shape one outer ring and the rings of
 * its holes, wound opposite ways so the non-zero rule leaves the holes open. imagetracerjs finds
 * the outlines and fits straight and quadratic segments to them; quadratics are flattened here.
 */
export function traceMask(m: Mask, { mmPerPx, tolerancePx = 1, minNodes = 6 }: TraceOptions): Pt[][][] {
  const { w, h, data } = m
  // imagetracer's indexed picture: one row per pixel row, framed by -1 (no colour).
  const array: number[][] = new Array(h + 2)
  array[0] = new Array<number>(w + 2).fill(-1)
  array[h + 1] = array[0]
  for (let y = 0; y < h; y++) {
    const row = new Array<number>(w + 2)
    row[0] = row[w + 1] = -1
    for (let x = 0; x < w; x++) row[x + 1] = data[y * w + x]!
    array[y + 1] = row
  }
  const layer = tracer.layeringstep({ array }, 1)
  const paths = tracer.batchtracepaths(
    tracer.internodes(tracer.pathscan(layer, minNodes), { rightangleenhance: false }),
    tolerancePx,
    tolerancePx,
  )
  // Edge nodes come out on the mask's own pixel corners (checked on a square in trace.test.ts).
  const toMm = (x: number, y: number): Pt => [x * mmPerPx, y * mmPerPx]
  const ringOf = (p: TracedPath): Pt[] => {
    const ring: Pt[] = []
    for (const s of p.segments) {
      ring.push(toMm(s.x1, s.y1))
      if (s.type === 'Q') {
        // Four steps are finer than the tolerance for the short arcs the tracer fits.
        for (const t of [0.25, 0.5, 0.75]) {
          const u = 1 - t
          ring.push(toMm(u * u * s.x1 + 2 * u * t * s.x2 + t * t * s.x3!, u * u * s.y1 + 2 * u * t * s.y2 + t * t * s.y3!))
        }
      }
    }
    return ring
  }
  const shapes: Pt[][][] = []
  for (const p of paths) {
    if (p.isholepath || p.segments.length < 2) continue
    const outer = oriented(ringOf(p), 1)
    const rings = [outer]
    for (const child of p.holechildren) {
      const hole = paths[child]
      if (hole && hole.segments.length >= 2) rings.push(oriented(ringOf(hole), -1))
    }
    shapes.push(rings)
  }
  return shapes
}

function oriented(ring: Pt[], sign: 1 | -1): Pt[] {
  return Math.sign(signedArea(ring)) === sign ? ring : ring.reverse()
}
