import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import type { HistoryPage, JobView } from '@/modules/designs'
import { cancelJobFn, rerunDesignFn, setFavoriteFn } from '@/modules/designs/designs.functions'
import { USER_INFO_KEY } from '@/modules/auth/client/session'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from './history-queries'
import { deleteWithUndo } from './pending-deletes'

/** Every cached copy of a job (lists and its own page) gets the same change at once. */
function patchJob(queryClient: QueryClient, id: string, patch: Partial<JobView>): void {
  queryClient.setQueriesData<HistoryPage | JobView>({ queryKey: HISTORY_KEY }, (data) => {
    if (!data) return data
    if ('items' in data) return { ...data, items: data.items.map((job) => (job.id === id ? { ...job, ...patch } : job)) }
    return data.id === id ? { ...data, ...patch } : data
  })
}

/**
 * What the history, a job's page and the dashboard can do to a job. Server-function errors are
 * toasted by the error catalogue; these only put the caches right afterwards.
 */
export function useJobActions({ onRerun }: { onRerun?: (job: JobView) => void } = {}) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })
    void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY })
  }

  async function run(id: string, action: () => Promise<void>) {
    setBusy(id)
    try {
      await action()
    } catch {
      // toasted by the error catalogue
    } finally {
      setBusy(null)
    }
  }

  return {
    busy,
    toggleFavorite: (job: JobView) => {
      const favorite = !job.favorite
      patchJob(queryClient, job.id, { favorite })
      setFavoriteFn({ data: { id: job.id, favorite } })
        .catch(() => patchJob(queryClient, job.id, { favorite: job.favorite }))
        .finally(() => void queryClient.invalidateQueries({ queryKey: [...HISTORY_KEY, 'list'] }))
    },
    /** The same request again; with `variations`, new seeds ("make variations"). */
    rerun: (job: JobView, options: { variations?: number } = {}) =>
      run(job.id, async () => {
        const next = await rerunDesignFn({ data: { id: job.id, ...options } })
        toast.success(m.hist_rerun_started())
        refresh()
        onRerun?.(next)
      }),
    cancel: (job: JobView) =>
      run(job.id, async () => {
        patchJob(queryClient, job.id, await cancelJobFn({ data: { id: job.id } }))
        refresh()
      }),
    remove: (job: JobView) => deleteWithUndo(queryClient, job.id),
  }
}
