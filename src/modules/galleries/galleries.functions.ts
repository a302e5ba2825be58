import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import { IdeaSchema, IdeasListSchema, StyleSchema, StylesListSchema } from './galleries.schema'

/** The ideas list of /tattoo-ideas and its theme pages. */
export const listIdeasFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(IdeasListSchema))
  .handler(({ data, context }) => context.app.galleries.listIdeas(context.caller, data))

/** One idea page. */
export const viewIdeaFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(IdeaSchema))
  .handler(({ data, context }) => context.app.galleries.viewIdea(context.caller, data))

/** /tattoo-styles. */
export const listStylesFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(StylesListSchema))
  .handler(({ data, context }) => context.app.galleries.listStyles(context.caller, data))

/** One style page. */
export const viewStyleFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(StyleSchema))
  .handler(({ data, context }) => context.app.galleries.viewStyle(context.caller, data))
