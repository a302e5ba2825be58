import { queryOptions } from '@tanstack/react-query'

/** Asked while the first page renders on the server and handed to the browser with it: never again. */
export const publicOriginQuery = queryOptions({
  queryKey: ['site', 'public-origin'],
  queryFn: async () => (await import('../site.functions')).publicOriginFn(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})
