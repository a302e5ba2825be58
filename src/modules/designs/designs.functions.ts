import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import {
  CreateDesignSchema,
  FavoriteSchema,
  HistorySchema,
  JobIdSchema,
  PhotoPreviewSchema,
  ReadPromptSchema,
  RerunSchema,
  TasteSchema,
} from './designs.schema'
import { TryOnSaveSchema } from './try-on.schema'

/** Saves a try-on composite to the history: the service of POST /designs/try-on. */
export const saveTryOnFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'tryOnsByUser' })])
  .validator(input(TryOnSaveSchema))
  .handler(({ data, context }) => context.app.designs.saveTryOn(context.caller, data))

/** The engine's sample designs, named in the reader's language: GET /designs/samples. */
export const listTryOnSamplesFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.designs.listTryOnSamples(context.caller))

/** A design request from a studio tool, queued: POST /designs. */
export const createDesignFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'designsByUser' })])
  .validator(input(CreateDesignSchema))
  .handler(({ data, context }) => context.app.designs.createDesign(context.caller, data))

/** One of the user's jobs, with its outputs when done: GET /designs/jobs/:id (the stream's fallback). */
export const viewJobFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(JobIdSchema))
  .handler(({ data, context }) => context.app.designs.viewJob(context.caller, data))

/** POST /designs/jobs/:id/cancel. */
export const cancelJobFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(JobIdSchema))
  .handler(({ data, context }) => context.app.designs.cancelJob(context.caller, data))

/** POST /designs/:id/rerun. */
export const rerunDesignFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'designsByUser' })])
  .validator(input(RerunSchema))
  .handler(({ data, context }) => context.app.designs.rerunDesign(context.caller, data))

/** The history: GET /designs. */
export const listHistoryFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(HistorySchema))
  .handler(({ data, context }) => context.app.designs.listHistory(context.caller, data))

/** POST /designs/:id/favorite. */
export const setFavoriteFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(FavoriteSchema))
  .handler(({ data, context }) => context.app.designs.setFavorite(context.caller, data))

/** DELETE /designs/:id. */
export const deleteDesignFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(JobIdSchema))
  .handler(({ data, context }) => context.app.designs.deleteDesign(context.caller, data))

/**
 * A photo design's live preview: POST /designs/photo-preview. The form shows its errors beside the
 * preview (a superseded or too-fast preview is no reason for a toast).
 */
export const previewPhotoFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'photoPreviewsByUser', ownErrors: true })])
  .validator(input(PhotoPreviewSchema))
  .handler(({ data, context }) => context.app.designs.previewPhoto(context.caller, data))

/**
 * What the engine reads in a prompt, part by part, as the user types: GET /designs/prompt-reading.
 * The form says when a reading fails (a reading is no reason for a toast).
 */
export const readPromptFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user', limit: 'promptReadingsByUser', ownErrors: true })])
  .validator(input(ReadPromptSchema))
  .handler(({ data, context }) => context.app.designs.readPrompt(context.caller, data))

/**
 * The text page's taste (ADR 42): one small design from a short prompt, for visitors too; no
 * quota, nothing stored, a few per address an hour. The form shows its errors itself.
 */
export const tasteDesignFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'tastesByIp', ownErrors: true })])
  .validator(input(TasteSchema))
  .handler(({ data, context }) => context.app.designs.tasteDesign(context.caller, data))
