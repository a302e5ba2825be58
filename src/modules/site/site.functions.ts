import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import { LegalDocumentSchema } from './site.schema'

/** The public origin, asked once per visit (the root route caches it for good). */
export const publicOriginFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.site.publicOrigin(context.caller))

/** The privacy notice or the terms in one language (content/legal). */
export const legalDocumentFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(LegalDocumentSchema))
  .handler(({ data, context }) => context.app.site.legal(context.caller, data))

/** The configured analytics and whether to ask before loading them (ADR 38). */
export const analyticsFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.site.analytics(context.caller))
