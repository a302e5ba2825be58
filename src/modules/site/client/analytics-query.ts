import { queryOptions } from '@tanstack/react-query'
import { analyticsFn } from '../site.functions'

/** Fixed for the life of the server: asked while the first page renders, never again. */
export const analyticsQuery = queryOptions({
  queryKey: ['site', 'analytics'],
  queryFn: () => analyticsFn(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})
