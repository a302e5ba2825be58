import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ListOf } from '@/modules/affiliate'
import { AFFILIATE_PAGE_SIZE } from './queries'

/**
 * One page of a list, keeping the page before on screen while the next loads (dimmed by the
 * caller while `settled` is false), and fetching the page after it ahead once this one is in.
 */
export function usePagedList<T, K extends QueryKey>(
  queryFor: (page: number) => UseQueryOptions<ListOf<T>, Error, ListOf<T>, K>,
  page: number,
) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...queryFor(page), placeholderData: keepPreviousData })
  const total = query.data?.total ?? 0
  const hasNext = page * AFFILIATE_PAGE_SIZE < total
  const settled = !query.isPlaceholderData
  const next = hasNext && settled ? queryFor(page + 1) : null
  const nextKey = next ? JSON.stringify(next.queryKey) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the next page's key names it; the options object is new each render
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(next)
  }, [nextKey, queryClient])
  return { query, total, settled, rows: query.data?.items ?? [] }
}
