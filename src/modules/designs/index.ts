/** The designs module's client-safe surface. */
export { jobView, type JobView, type OutputView } from './job-view'
export { PlacementSchema, TryOnSaveSchema, type TryOnSaveInput } from './try-on.schema'
export type { TryOnSample } from './try-on-samples.server'
export { FileKeySchema, SampleIdSchema } from './designs.schema'
