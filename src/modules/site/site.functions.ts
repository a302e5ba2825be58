import { createServerFn } from '@tanstack/react-start'
import { withCaller } from '@/server/http/server-fn'

/** The public origin, asked once per visit (the root route caches it for good). */
export const publicOriginFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.site.publicOrigin(context.caller))
