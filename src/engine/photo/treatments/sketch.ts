import { INK, type InkShape } from '../../ink/sketch.ts'
import { outlineOpen, widthsAlong } from '../../ink/stroke.ts'
import type { Pt } from '../../geometry/vec.ts'
import { MIN_LINE_MM } from '../../styles.ts'
import { inkLines } from '../lines.ts'
import { blur } from '../raster/blur.ts'
import { maskAt, sample } from '../raster/image.ts'
import { byDetail, type Treatment } from './context.ts'
import { contours, stencilInk } from './guides.ts'

/** Each layer of hatching: its direction and the darkness from which it starts. */
const LAYERS = [
  { degrees: 45, from: 0.42 },
  { degrees: -45, from: 0.62 },
  { degrees: 15, from: 0.8 },
] as const

const STEP_MM = 0.3

/**
 * Pencil-and-ink sketch: light contour lines over cross-hatching that builds up with the shadow,
 * one more direction for each step of darkness; strokes taper and waver a little like a hand's.
 */
export const sketch: Treatment = (input) => {
  const { tone, subject, pxPerMm, detail, lineWeightMm, rng } = input
  const lines = inkLines(contours(input, 'drawn'), lineWeightMm * pxPerMm, MIN_LINE_MM * pxPerMm * 1.15)

  const smooth = blur(tone, 0.45 * pxPerMm)
  const spacing = byDetail(detail, [1.7, 1.45, 1.2, 1.05, 0.9])
  const strokeMm = Math.max(MIN_LINE_MM, Math.min(0.42, spacing * 0.32))
  const widthMm = tone.w / pxPerMm
  const heightMm = tone.h / pxPerMm
  const reach = Math.hypot(widthMm, heightMm) / 2
  const centre: Pt = [widthMm / 2, heightMm / 2]
  const darkAt = (p: Pt) => {
    if (p[0] < 0 || p[1] < 0 || p[0] > widthMm || p[1] > heightMm) return 0
    const px = p[0] * pxPerMm
    const py = p[1] * pxPerMm
    if (subject && !maskAt(subject, px, py)) return 0
    return 1 - sample(smooth, px, py)
  }
  const shapes: InkShape[] = []
  for (const layer of LAYERS) {
    const a = ((layer.degrees + rng.range(-4, 4)) * Math.PI) / 180
    const along: Pt = [Math.cos(a), Math.sin(a)]
    const across: Pt = [-along[1], along[0]]
    const shift = rng.range(0, spacing)
    for (let o = -reach + shift; o <= reach; o += spacing) {
      let run: Pt[] = []
      const wobble = rng.range(0, Math.PI * 2)
      const flush = () => {
        if (run.length * STEP_MM >= 1.2) {
          const widths = widthsAlong(run, { width: strokeMm, taper: 0.2, min: MIN_LINE_MM })
          shapes.push({ layer: 'shade', rings: [outlineOpen(run, widths)], colour: INK })
        }
        run = []
      }
      // A little hysteresis keeps a stroke from flickering on and off along a tone's edge.
      let inside = false
      for (let t = -reach; t <= reach; t += STEP_MM) {
        const sway = 0.09 * Math.sin(t / 3.1 + wobble)
        const p: Pt = [centre[0] + along[0] * t + across[0] * (o + sway), centre[1] + along[1] * t + across[1] * (o + sway)]
        const dark = darkAt(p)
        inside = inside ? dark > layer.from - 0.04 : dark > layer.from + 0.04
        if (inside) run.push(p)
        else flush()
      }
      flush()
    }
  }
  return { traced: [{ mask: lines, layer: 'line' }], shapes, stencil: () => stencilInk(input) }
}
