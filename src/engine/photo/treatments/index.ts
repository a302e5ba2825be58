import { blackwork } from './blackwork.ts'
import type { Treatment } from './context.ts'
import { dotwork } from './dotwork.ts'
import { halftone } from './halftone.ts'
import { lineArt } from './line-art.ts'
import { sketch } from './sketch.ts'
import { stencil } from './stencil.ts'
import { woodcut } from './woodcut.ts'

import { TREATMENT_LINE_WEIGHT_MM as weight, type TreatmentId } from './ids.ts'

export { isTreatmentId, TREATMENT_IDS, type TreatmentId } from './ids.ts'

interface TreatmentSpec {
  draw: Treatment
  /** Line weight (dot size for dotwork) at print size when the request does not say, mm. */
  lineWeightMm: number
  /**
   * What "invert" turns over: the tone (light parts get the ink: dots, hatching, fills) or the
   * finished ink (white lines cut out of black, for line work).
   */
  invert: 'tone' | 'ink'
}

export const TREATMENTS: Record<TreatmentId, TreatmentSpec> = {
  'line-art': { draw: lineArt, lineWeightMm: weight['line-art'], invert: 'ink' },
  stencil: { draw: stencil, lineWeightMm: weight.stencil, invert: 'ink' },
  sketch: { draw: sketch, lineWeightMm: weight.sketch, invert: 'tone' },
  dotwork: { draw: dotwork, lineWeightMm: weight.dotwork, invert: 'tone' },
  blackwork: { draw: blackwork, lineWeightMm: weight.blackwork, invert: 'tone' },
  woodcut: { draw: woodcut, lineWeightMm: weight.woodcut, invert: 'tone' },
  halftone: { draw: halftone, lineWeightMm: weight.halftone, invert: 'tone' },
}
