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
  PhotoPreviewSchema,
  ReadPromptSchema,
  RerunSchema,
  SampleIdSchema,
  TasteSchema,
  type CreateDesignInput,
  type HistoryInput,
  type PhotoPreviewInput,
  type ReadPromptInput,
  type TasteInput,
} from './designs.schema'
export type { PhotoPreviewView } from './preview-photo.server'
export type { TasteView } from './taste-design.server'
export { MAX_TASTE_PROMPT_CHARS } from './taste-limits'
