/** The photo treatments; ids are stable (CLI, API, stored designs). Kept apart so the browser can list them without the treatments' code. */
export const TREATMENT_IDS = ['line-art', 'stencil', 'sketch', 'dotwork', 'blackwork', 'woodcut', 'halftone'] as const
export type TreatmentId = (typeof TREATMENT_IDS)[number]

export const isTreatmentId = (id: string): id is TreatmentId => (TREATMENT_IDS as readonly string[]).includes(id)

/** Each treatment's line weight (dot size for dotwork) at print size when a request does not say, mm. */
export const TREATMENT_LINE_WEIGHT_MM: Record<TreatmentId, number> = {
  'line-art': 0.7,
  stencil: 0.6,
  sketch: 0.5,
  dotwork: 0.5,
  blackwork: 1.1,
  woodcut: 0.9,
  halftone: 0.5,
}
