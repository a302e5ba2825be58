import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
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
