import { INK, type InkShape } from '../../ink/sketch.ts'
import { circleRing } from '../../ink/stroke.ts'
import { MIN_LINE_MM } from '../../styles.ts'
import { blur } from '../raster/blur.ts'
import { maskAt, sample } from '../raster/image.ts'
import { byDetail, type Treatment } from './context.ts'
import { stencilInk } from './guides.ts'

/** Halftone: a 45° screen of round dots whose area is the shadow's share of each cell. */
export const halftone: Treatment = (input) => {
  const { tone, subject, pxPerMm, detail } = input
  const cell = byDetail(detail, [2.2, 1.8, 1.5, 1.25, 1.05])
  const smooth = blur(tone, (cell / 2.5) * pxPerMm)
  const widthMm = tone.w / pxPerMm
  const heightMm = tone.h / pxPerMm
  const shapes: InkShape[] = []
  const c = Math.SQRT1_2
  const reach = Math.hypot(widthMm, heightMm)
  for (let a = -reach; a <= reach; a += cell)
    for (let b = -reach; b <= reach; b += cell) {
      // The screen's axes turned 45° about the top-left corner.
      const x = (a - b) * c
      const y = (a + b) * c
      if (x < 0 || y < 0 || x > widthMm || y > heightMm) continue
      const px = x * pxPerMm
      const py = y * pxPerMm
      if (subject && !maskAt(subject, px, py)) continue
      const dark = 1 - sample(smooth, px, py)
      let r = cell * Math.sqrt(dark / Math.PI)
      if (r * 2 < MIN_LINE_MM * 0.75) continue
      r = Math.min(Math.max(r, MIN_LINE_MM / 2), cell * 0.72)
      shapes.push({ layer: 'shade', rings: [circleRing([x, y], r)], colour: INK })
    }
  return { traced: [], shapes, stencil: () => stencilInk(input) }
}
