import { MIN_LINE_MM } from '../../styles.ts'
import { inkLines } from '../lines.ts'
import { blur } from '../raster/blur.ts'
import { withoutPinholes, withoutSpecks } from '../raster/components.ts'
import { mask, union, within } from '../raster/image.ts'
import { byDetail, type Treatment } from './context.ts'
import { contours, stencilInk } from './guides.ts'

/**
 * Woodcut / linocut: parallel cut lines that swell with the shadow and bend over the form (they
 * ride on the broad light and dark of the picture), under bold contours.
 */
export const woodcut: Treatment = (input) => {
  const { tone, subject, pxPerMm, detail, lineWeightMm, rng } = input
  const { w, h } = tone
  const fine = blur(tone, 0.22 * pxPerMm)
  const broad = blur(tone, 4 * pxPerMm)
  const spacing = byDetail(detail, [1.6, 1.35, 1.15, 1, 0.85]) * pxPerMm
  const angle = ((-28 + rng.range(-8, 8)) * Math.PI) / 180
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)]
  const wave = 16 * pxPerMm
  const phase = rng.range(0, Math.PI * 2)
  const minInk = MIN_LINE_MM * pxPerMm
  let cut = mask(w, h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const along = x * cos + y * sin
      const across = -x * sin + y * cos
      const v = across + 0.22 * spacing * Math.sin((2 * Math.PI * along) / wave + phase) + 1.4 * spacing * (broad.data[i]! - 0.5)
      const p = v / spacing - Math.floor(v / spacing)
      // 0 on a line's centre, 1 midway between lines.
      const fromCentre = Math.abs(p - 0.5) * 2
      const dark = Math.min(1, Math.max(0, (1 - fine.data[i]!) * 1.1 - 0.04))
      let width = dark * spacing
      if (width < minInk * 0.6) width = 0
      else if (width < minInk) width = minInk
      if (spacing - width < minInk * 0.8) width = spacing
      if (fromCentre * spacing < width) cut.data[i] = 1
    }
  if (subject) cut = within(cut, subject)
  const minArea = (0.6 * pxPerMm) ** 2
  cut = withoutPinholes(withoutSpecks(cut, minArea), minArea)
  const lines = inkLines(contours(input, 'bold'), lineWeightMm * pxPerMm, minInk * 1.3)
  return { traced: [{ mask: union(cut, lines), layer: 'line' }], shapes: [], stencil: () => stencilInk(input) }
}
