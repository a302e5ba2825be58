import { MIN_LINE_MM } from '../../styles.ts'
import { inkLines } from '../lines.ts'
import type { Treatment } from './context.ts'
import { contours } from './guides.ts'

/** Clean line art: the photo's edges as inked lines, heavier where the edge is strong. */
export const lineArt: Treatment = (input) => {
  const { pxPerMm, lineWeightMm } = input
  const ink = inkLines(contours(input, 'drawn'), lineWeightMm * pxPerMm, MIN_LINE_MM * pxPerMm * 1.15)
  return { traced: [{ mask: ink, layer: 'line' }], shapes: [], stencil: 'design' }
}
