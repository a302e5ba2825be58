import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { AccountsModule } from '@/modules/accounts/index.server'
import type { UserCaller } from '@/server/caller'
import type { Queue } from '@/server/queue/queue'
import type { Service } from '@/server/service'
import type { DesignsRepo } from './designs.repo.server'
import { reservationOf } from './job-parts'
import type { JobView } from './job-view'
import type { ViewJob } from './view-job.server'

/**
 * POST /designs/jobs/:id/cancel: a queued or running job ends as canceled and its credit is
 * released, in one transaction; the queue drops it, and a worker running it stops within a
 * second (run-job.server.ts). A job that already ended is left as it is (the answer shows it).
 */
export function cancelJob(deps: {
  repo: DesignsRepo
  queue: Pick<Queue, 'cancel'>
  quotas: AccountsModule['quotas']
  viewJob: ViewJob
}): Service<{ id: string }, JobView, UserCaller> {
  return async (caller, { id }) => {
    const userId = caller.user.id
    if (!(await deps.repo.jobOf(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    const canceled = await deps.repo.transaction(async (tx) => {
      const job = await deps.repo.within(tx).endInFlight(id, 'canceled', null, Date.now())
      const reservation = job && reservationOf(job)
      if (reservation) await deps.quotas.release(tx, userId, reservation)
      return job !== undefined
    })
    if (canceled) await deps.queue.cancel(id)
    return deps.viewJob(caller, { id })
  }
}
