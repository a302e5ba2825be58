import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Queue } from '@/server/queue/queue'
import type { Service } from '@/server/service'
import type { DesignsRepo, JobRow } from './designs.repo.server'
import { failureMessage } from './job-failure'
import { jobView, type JobView } from './job-view'

export type ViewJob = Service<{ id: string }, JobView, UserCaller>

/** A run takes about this long before any job has finished here to say otherwise, ms. */
const FIRST_ESTIMATE_MS = 2000
/** The recent jobs' average run time is read again after this long. */
const RUN_TIME_TTL_MS = 10_000

/**
 * GET /designs/jobs/:id: one of the caller's jobs, with its outputs when it is done; while it
 * waits, its place in the queue and when it should start (the jobs ahead, shared among the
 * workers, at the recent jobs' average run time). Someone else's job is not found.
 */
export function viewJob(deps: { repo: DesignsRepo; queue: Pick<Queue, 'position'>; workers: number }): ViewJob {
  let runTime: { at: number; ms: Promise<number> } | undefined
  const averageRunMs = () => {
    if (!runTime || Date.now() - runTime.at > RUN_TIME_TTL_MS) {
      const ms = deps.repo
        .recentRunMs(20)
        .then((recent) => (recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : FIRST_ESTIMATE_MS))
      runTime = { at: Date.now(), ms }
      ms.catch(() => (runTime = undefined))
    }
    return runTime.ms
  }

  return async (caller, { id }) => {
    const job = await deps.repo.jobOf(caller.user.id, id)
    if (!job) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    return present(job, caller)
  }

  async function present(job: JobRow, caller: UserCaller): Promise<JobView> {
    const outputs = job.status === 'succeeded' ? await deps.repo.outputsOf([job.id]) : []
    const waiting = job.status === 'queued' ? await estimate(job) : null
    return jobView(job, outputs, {
      position: waiting?.position,
      estimatedStart: waiting?.start,
      errorMessage: failureMessage(job.error, caller.context.locale),
    })
  }

  async function estimate(job: JobRow) {
    const position =
      (await deps.queue.position(job.id)) ?? (await deps.repo.waitingBefore(job.lane, Number(job.created_at), job.id))
    const perJob = await averageRunMs()
    const rounds = Math.floor(position / Math.max(1, deps.workers))
    return { position, start: Math.floor((Date.now() + rounds * perJob) / 1000) }
  }
}
