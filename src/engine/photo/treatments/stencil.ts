import { stencilInk } from './guides.ts'
import type { Treatment } from './context.ts'

/** A transfer stencil: silhouette and strong edges at the line weight, shading boundaries as light guide lines. */
export const stencil: Treatment = (input) => ({
  traced: [{ mask: stencilInk(input, input.lineWeightMm), layer: 'line' }],
  shapes: [],
  stencil: 'design',
})
