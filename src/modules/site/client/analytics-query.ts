import { queryOptions } from '@tanstack/react-query'

/** Fixed for the life of the server: asked while the first page renders, never again. */
export const analyticsQuery = queryOptions({
  queryKey: ['site', 'analytics'],
  queryFn: async () => (await import('../site.functions')).analyticsFn(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})
