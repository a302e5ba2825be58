import { queryOptions } from '@tanstack/react-query'
import { publicOriginFn } from '../site.functions'

/** Asked while the first page renders on the server and handed to the browser with it: never again. */
export const publicOriginQuery = queryOptions({
  queryKey: ['site', 'public-origin'],
  queryFn: () => publicOriginFn(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})
