import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { API_BASE } from '@/lib/constants'
import { toast } from '@/lib/toast'
import { deleteDesignFn } from '@/modules/designs/designs.functions'
import { USER_INFO_KEY } from '@/modules/auth/client/session'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from './history-queries'
import { UndoQueue } from './undo-queue'

/** How long "Undo" is offered before the files go (ADR 30). */
export const UNDO_WINDOW_MS = 6000

/**
 * Deletions waiting for their undo window, one queue for the whole tab: the toast outlives the
 * page it was started on, so a deletion started on a job's page can be undone from the history.
 */
const queue = new UndoQueue()
let flushOnLeave = false

/**
 * Leaving the site (reload, another site, closing the tab) ends the window: what is pending is
 * deleted with a keepalive request, which the browser completes after the page is gone.
 */
function listenForLeave(): void {
  if (flushOnLeave || typeof window === 'undefined') return
  flushOnLeave = true
  window.addEventListener('pagehide', () =>
    queue.flush((id) => {
      void fetch(`${API_BASE}/designs/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'X-Platform': 'web' },
      })
    }),
  )
}

/** Hides a design at once and deletes it when its toast closes without "Undo". */
export function deleteWithUndo(queryClient: QueryClient, id: string): void {
  listenForLeave()
  const held = queue.hold(id, () => {
    deleteDesignFn({ data: { id } })
      .catch(() => {
        // the error catalogue toasted it; the row comes back with the refetch below
      })
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })
        void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY })
      })
  })
  if (!held) return
  toast.success(m.hist_deleted(), {
    unique: true,
    duration: UNDO_WINDOW_MS,
    action: { label: m.hist_undo(), onClick: () => queue.undo(id) },
    onClose: () => queue.settle(id),
  })
}

/** The ids waiting to be deleted: lists leave them out. */
export function usePendingDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.held(),
    () => queue.held(),
  )
}
