/** The designs module's client-safe surface. */
export { jobView, type JobView, type OutputView } from './job-view'
export { PlacementSchema, TryOnSaveSchema, type TryOnSaveInput } from './try-on.schema'
export type { TryOnSample } from './try-on-samples.server'
export type { HistoryPage } from './history.server'
export type { JobFailure } from './job-failure'
export type { PromptReading } from './read-prompt.server'
export {
  CreateDesignSchema,
  FavoriteSchema,
  FileKeySchema,
  HistorySchema,
  JobIdSchema,
  ReadPromptSchema,
  RerunSchema,
  SampleIdSchema,
  type CreateDesignInput,
  type HistoryInput,
  type ReadPromptInput,
} from './designs.schema'
