import { queryOptions } from '@tanstack/react-query'
import type { JobView } from '@/modules/designs'
import { listHistoryFn, viewJobFn } from '@/modules/designs/designs.functions'
import { HISTORY_KEY } from '@/components/studio/history-key'

export type HistoryTool = JobView['tool']

/** What the history's URL may ask for (history-search.ts): a tool, favourites only, a page. */
export interface HistoryFilter {
  tool?: HistoryTool
  favorite?: true
  page?: number
}

export const HISTORY_PAGE_SIZE = 12
/** How often a list or a job with work in flight is read again. */
export const LIVE_POLL_MS = 1500

export { HISTORY_KEY }

export const isLive = (job: Pick<JobView, 'status'>) => job.status === 'queued' || job.status === 'running'

export const historyQuery = ({ tool, favorite, page = 1 }: HistoryFilter, pageSize = HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, 'list', { tool, favorite, page, pageSize }],
    queryFn: () =>
      listHistoryFn({
        data: { tool, favorite: favorite ? 'true' : undefined, page, page_size: pageSize },
      }),
    // Polled while any listed job is queued or running; it stops by itself when none is.
    refetchInterval: (query) => (query.state.data?.items.some(isLive) ? LIVE_POLL_MS : false),
  })

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, 'job', id],
    queryFn: () => viewJobFn({ data: { id } }),
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_POLL_MS : false),
    retry: false,
  })
