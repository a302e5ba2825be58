import { MIN_LINE_MM } from '../../styles.ts'
import { inkLines, mergeLines } from '../lines.ts'
import { blur } from '../raster/blur.ts'
import { withoutPinholes, withoutSpecks } from '../raster/components.ts'
import { open } from '../raster/distance.ts'
import { boundary, gray, mask, union, within } from '../raster/image.ts'
import { skeleton } from '../raster/skeleton.ts'
import { otsu } from '../tone.ts'
import { byDetail, type Treatment } from './context.ts'
import { contours } from './guides.ts'

/** Blackwork: the shadows as bold solid black, the light side held by strong contour lines. */
export const blackwork: Treatment = (input) => {
  const { tone, subject, pxPerMm, detail, lineWeightMm } = input
  const smooth = blur(tone, byDetail(detail, [0.8, 0.6, 0.45, 0.35, 0.27]) * pxPerMm)
  const t = otsu(smooth, subject ?? undefined)
  let solid = mask(tone.w, tone.h)
  for (let i = 0; i < solid.data.length; i++) if (smooth.data[i]! < t) solid.data[i] = 1
  if (subject) solid = within(solid, subject)
  // Round the shapes' edges as a brush would, then drop what is too thin or too small to ink.
  const soft = blur(gray(solid.w, solid.h, Float32Array.from(solid.data)), 0.35 * pxPerMm)
  for (let i = 0; i < solid.data.length; i++) solid.data[i] = soft.data[i]! >= 0.5 ? 1 : 0
  const minArea = (byDetail(detail, [2, 1.6, 1.3, 1.1, 0.9]) * pxPerMm) ** 2
  solid = withoutPinholes(withoutSpecks(open(solid, (MIN_LINE_MM / 2) * pxPerMm * 1.2), minArea), minArea * 0.6)

  const contour = contours(input, 'bold')
  const lines = inkLines(contour, lineWeightMm * pxPerMm, MIN_LINE_MM * pxPerMm * 1.3)
  const design = union(solid, lines)
  // The stencil marks where each black shape begins and the contours, all at a fine line.
  const edgesOfSolid = skeleton(boundary(solid))
  const stencilLines = mergeLines(contour, { lines: edgesOfSolid, strength: new Float32Array(edgesOfSolid.data.length) })
  const fine = Math.max(MIN_LINE_MM * 1.3, lineWeightMm * 0.4) * pxPerMm
  return { traced: [{ mask: design, layer: 'line' }], shapes: [], stencil: () => inkLines(stencilLines, fine, fine) }
}
