import { Delaunay } from 'd3-delaunay'
import { INK, type InkShape } from '../../ink/sketch.ts'
import { circleRing } from '../../ink/stroke.ts'
import { MIN_LINE_MM } from '../../styles.ts'
import { blur } from '../raster/blur.ts'
import { byDetail, type Treatment } from './context.ts'
import { inkLines } from '../lines.ts'
import { contours, stencilInk } from './guides.ts'

/** The density grid's cells per millimetre: finer than any dot, coarse enough to relax quickly. */
const GRID_PER_MM = 4
const MAX_DOTS = 40_000

/**
 * Dotwork: stipple of even dots whose spacing follows the shadow, by weighted Voronoi stippling
 * (Secord 2002): dots scattered by darkness, then each moved to the darkness-weighted centre of
 * its Voronoi cell a few times, which spaces them evenly within each tone like a careful hand.
 */
export const dotwork: Treatment = (input) => {
  const { tone, subject, pxPerMm, detail, lineWeightMm, rng, preview } = input
  const dotMm = Math.min(1.5, Math.max(MIN_LINE_MM, lineWeightMm))
  const widthMm = tone.w / pxPerMm
  const heightMm = tone.h / pxPerMm
  const gw = Math.max(1, Math.round(widthMm * GRID_PER_MM))
  const gh = Math.max(1, Math.round(heightMm * GRID_PER_MM))
  const smooth = blur(tone, (0.5 / GRID_PER_MM) * pxPerMm)
  // Darkness per grid cell.
  const weight = new Float32Array(gw * gh)
  let total = 0
  let max = 0
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      const px = Math.min(tone.w - 1, Math.floor(((gx + 0.5) / gw) * tone.w))
      const py = Math.min(tone.h - 1, Math.floor(((gy + 0.5) / gh) * tone.h))
      const i = py * tone.w + px
      if (subject && !subject.data[i]) continue
      // Highlights stay bare skin; the curve keeps mid-tones open so the shadows carry the form.
      const dark = Math.max(0, (0.85 - smooth.data[i]!) / 0.85)
      const wgt = dark ** 1.5
      weight[gy * gw + gx] = wgt
      total += wgt
      if (wgt > max) max = wgt
    }
  // How much of the skin the darkest tone covers with dots.
  const coverage = byDetail(detail, [0.55, 0.62, 0.68, 0.74, 0.8])
  const cellMm2 = 1 / GRID_PER_MM ** 2
  const count = Math.min(MAX_DOTS, Math.round((total * cellMm2 * coverage) / (Math.PI * (dotMm / 2) ** 2)))
  // A fine contour holds the forms together, as dotwork is tattooed: outline first, then the stipple.
  const outline = inkLines(contours(input, 'guide'), MIN_LINE_MM * 1.15 * pxPerMm, MIN_LINE_MM * 1.15 * pxPerMm)
  const traced = [{ mask: outline, layer: 'line' as const }]
  if (count === 0 || max === 0) return { traced, shapes: [], stencil: () => stencilInk(input) }
  // Scatter by rejection against the darkness.
  const points = new Float64Array(count * 2)
  for (let n = 0; n < count;) {
    const gx = rng.range(0, gw)
    const gy = rng.range(0, gh)
    if (rng.next() * max < weight[Math.floor(gy) * gw + Math.floor(gx)]!) {
      points[n * 2] = gx
      points[n * 2 + 1] = gy
      n++
    }
  }
  // The first rounds move the dots most; a preview stops three short of the full result.
  const rounds = byDetail(detail, [5, 6, 6, 7, 8])
  relax(points, weight, gw, gh, preview ? rounds - 3 : rounds)
  const shapes: InkShape[] = []
  for (let n = 0; n < count; n++)
    shapes.push({
      layer: 'shade',
      rings: [circleRing([points[n * 2]! / GRID_PER_MM, points[n * 2 + 1]! / GRID_PER_MM], dotMm / 2)],
      colour: INK,
    })
  return { traced, shapes, stencil: () => stencilInk(input) }
}

/** Lloyd's relaxation weighted by darkness: each point to its cell's centre of mass. */
function relax(points: Float64Array, weight: Float32Array, gw: number, gh: number, rounds: number) {
  const count = points.length / 2
  const mass = new Float64Array(count)
  const sx = new Float64Array(count)
  const sy = new Float64Array(count)
  for (let round = 0; round < rounds; round++) {
    const delaunay = new Delaunay(points)
    mass.fill(0)
    sx.fill(0)
    sy.fill(0)
    let hint = 0
    // Rows alternate direction, so the walk never jumps back across the picture at a row's end.
    for (let gy = 0; gy < gh; gy++)
      for (let step = 0; step < gw; step++) {
        const gx = gy % 2 === 0 ? step : gw - 1 - step
        const wgt = weight[gy * gw + gx]!
        if (wgt === 0) continue
        const x = gx + 0.5
        const y = gy + 0.5
        // Walking from the last cell's point makes each search a step or two.
        hint = delaunay.find(x, y, hint)
        mass[hint]! += wgt
        sx[hint]! += wgt * x
        sy[hint]! += wgt * y
      }
    for (let n = 0; n < count; n++)
      if (mass[n]! > 0) {
        points[n * 2] = sx[n]! / mass[n]!
        points[n * 2 + 1] = sy[n]! / mass[n]!
      }
  }
}
