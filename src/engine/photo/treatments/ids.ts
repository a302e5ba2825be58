/** The photo treatments; ids are stable (CLI, API, stored designs). Kept apart so the browser can list them without the treatments' code. */
export const TREATMENT_IDS = ['line-art', 'stencil', 'sketch', 'dotwork', 'blackwork', 'woodcut', 'halftone'] as const
export type TreatmentId = (typeof TREATMENT_IDS)[number]
