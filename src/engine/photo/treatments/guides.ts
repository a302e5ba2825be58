import { MIN_LINE_MM } from '../../styles.ts'
import { edgeLines, inkLines, mergeLines, outlineLines, type CentreLines } from '../lines.ts'
import { blur } from '../raster/blur.ts'
import { withoutPinholes, withoutSpecks } from '../raster/components.ts'
import { boundary, mask, within, type Mask } from '../raster/image.ts'
import { skeleton } from '../raster/skeleton.ts'
import { quantile } from '../tone.ts'
import { byDetail, type TreatmentInput } from './context.ts'

/** Edge scales, per detail level: sigma and minimum length in mm, threshold in tone. */
const CONTOUR_SCALES = {
  // Line art and sketch contours: the finest, every edge a drawing would keep.
  drawn: {
    sigma: [0.6, 0.46, 0.36, 0.28, 0.22],
    threshold: [0.03, 0.022, 0.016, 0.012, 0.009],
    minLength: [4, 3, 2.4, 1.8, 1.4],
  },
  // Stencil guides: a little coarser, what an artist traces onto transfer paper.
  guide: { sigma: [0.7, 0.55, 0.42, 0.34, 0.27], threshold: [0.032, 0.024, 0.018, 0.014, 0.011], minLength: [5, 4, 3.2, 2.6, 2] },
  // Bold contours over fills (blackwork, woodcut): only the strong edges.
  bold: { sigma: [0.8, 0.6, 0.48, 0.38, 0.3], threshold: [0.045, 0.036, 0.028, 0.022, 0.017], minLength: [8, 6, 5, 4, 3] },
} as const

/** The photo's edges at one of the contour scales, with the silhouette of an isolated subject. */
export function contours({ tone, subject, pxPerMm, detail }: TreatmentInput, scale: keyof typeof CONTOUR_SCALES): CentreLines {
  const s = CONTOUR_SCALES[scale]
  const edges = edgeLines(tone, {
    sigma: byDetail(detail, s.sigma) * pxPerMm,
    threshold: byDetail(detail, s.threshold),
    minLength: byDetail(detail, s.minLength) * pxPerMm,
  })
  return subject ? mergeLines(edges, outlineLines(subject)) : edges
}

/**
 * Where the deep shadows begin, on a smoothed picture so that the zones are areas an artist can
 * fill, not texture: the borders of those zones as centre lines.
 */
export function shadingBoundaries({ tone, subject, pxPerMm, detail }: TreatmentInput): CentreLines {
  const smooth = blur(tone, byDetail(detail, [2.5, 2, 1.6, 1.3, 1]) * pxPerMm)
  const minArea = (byDetail(detail, [6, 5, 4, 3, 2.5]) * pxPerMm) ** 2
  // The darkest 30 % of the subject's tones.
  const t = quantile(smooth, 0.3, subject ?? undefined)
  let zone = mask(tone.w, tone.h)
  for (let i = 0; i < zone.data.length; i++) if (smooth.data[i]! < t) zone.data[i] = 1
  zone = withoutPinholes(withoutSpecks(zone, minArea), minArea)
  if (subject) zone = within(zone, subject)
  const edge = boundary(zone)
  // The frame of the picture is not a shading boundary.
  for (let x = 0; x < tone.w; x++) edge.data[x] = edge.data[(tone.h - 1) * tone.w + x] = 0
  for (let y = 0; y < tone.h; y++) edge.data[y * tone.w] = edge.data[y * tone.w + tone.w - 1] = 0
  const thin = skeleton(edge)
  return { lines: thin, strength: new Float32Array(thin.data.length) }
}

/** The stencil lines as ink: outlines at the line weight, shading boundaries at the needle's floor. */
export function stencilInk(input: TreatmentInput, weightMm = Math.max(0.4, input.lineWeightMm * 0.6)): Mask {
  const outline = contours(input, 'guide')
  const shading = shadingBoundaries(input)
  const px = input.pxPerMm
  const main = inkLines(outline, weightMm * px, MIN_LINE_MM * px * 1.15)
  const light = inkLines(shading, MIN_LINE_MM * px * 1.15, MIN_LINE_MM * px * 1.15)
  for (let i = 0; i < main.data.length; i++) main.data[i] = main.data[i]! | light.data[i]!
  return main
}
