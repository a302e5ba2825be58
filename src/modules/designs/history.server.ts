import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { Storage } from '@/server/storage/storage.server'
import type { DesignsRepo } from './designs.repo.server'
import type { HistoryInput } from './designs.schema'
import { failureMessage } from './job-failure'
import { fileKeysOf } from './job-parts'
import { jobView, type JobView } from './job-view'

export interface HistoryPage {
  items: JobView[]
  page: number
  page_size: number
  total: number
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Not Found')

/** GET /designs: the user's jobs, newest first, try-ons included, with their outputs. */
export function listHistory(deps: { repo: DesignsRepo }): Service<HistoryInput, HistoryPage, UserCaller> {
  return async (caller, input) => {
    const { rows, total } = await deps.repo.history(
      caller.user.id,
      { tool: input.tool, favorite: input.favorite },
      input.page,
      input.page_size,
    )
    const outputs = await deps.repo.outputsOf(rows.filter((r) => r.status === 'succeeded').map((r) => r.id))
    const items = rows.map((row) =>
      jobView(
        row,
        outputs.filter((o) => o.job_id === row.id),
        { errorMessage: failureMessage(row.error, caller.context.locale) },
      ),
    )
    return { items, page: input.page, page_size: input.page_size, total }
  }
}

/** POST /designs/:id/favorite. */
export function setFavorite(deps: {
  repo: DesignsRepo
}): Service<{ id: string; favorite: boolean }, { favorite: boolean }, UserCaller> {
  return async (caller, { id, favorite }) => {
    if (!(await deps.repo.setFavorite(caller.user.id, id, favorite))) throw notFound()
    return { favorite }
  }
}

/**
 * DELETE /designs/:id: the job and its files. A job still in flight is canceled first (its
 * credit released) so no worker stores outputs for a job that is gone.
 */
export function deleteDesign(deps: {
  repo: DesignsRepo
  storage: Storage
  cancel: Service<{ id: string }, JobView, UserCaller>
}): Service<{ id: string }, Record<string, never>, UserCaller> {
  return async (caller, { id }) => {
    const job = await deps.repo.jobOf(caller.user.id, id)
    if (!job) throw notFound()
    if (job.status === 'queued' || job.status === 'running') await deps.cancel(caller, { id })
    const outputs = await deps.repo.outputsOf([id])
    if (!(await deps.repo.deleteJob(caller.user.id, id))) throw notFound()
    await Promise.all(fileKeysOf(outputs).map((key) => deps.storage.delete(key)))
    return {}
  }
}
