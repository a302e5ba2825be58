import { isEngineInputError, isUploadRejected, type DesignResult, type Lang } from '@/engine'
import { isAppError } from '@/lib/errors/app-error'
import type { AccountsModule } from '@/modules/accounts/index.server'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Storage } from '@/server/storage/storage.server'
import { logger } from '@/server/log.server'
import { ProviderError, type Progress, type Providers } from '@/server/providers/provider'
import type { Delivery } from '@/server/queue/queue'
import type { DesignsRepo, JobRow } from './designs.repo.server'
import { engineRequest, type StoredParams } from './engine-request'
import type { JobFailure } from './job-failure'
import { pngSize } from './png-size'
import { fileKeysOf, reservationOf } from './job-parts'

const log = logger('jobs')

/**
 * Deliveries a job gets before it is given up on: each earlier one ended without an outcome (its
 * worker died or stopped, or the run could not record its end).
 */
export const MAX_ATTEMPTS = 3
/** How often a running job looks whether it was canceled meanwhile (from any process). */
const CANCEL_CHECK_MS = 1000
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 200

export interface RunJobDeps {
  repo: DesignsRepo
  storage: Storage
  providers: Providers
  quotas: AccountsModule['quotas']
  uploads: Pick<UploadsModule, 'bytesOf'>
}

type OutputFile = 'png' | 'svg' | 'stencil.svg' | 'pdf'

const hundredths = (mm: number | null) => (mm === null || !Number.isFinite(mm) ? null : Math.round(mm * 100) / 100)

/** The print check's columns of an output (a design with no ink measures no line). */
const printCheckOf = (o: DesignResult['outputs'][number]) => ({
  line_mm: hundredths(o.thinnestMm),
  gap_mm: hundredths(o.gapMm),
  cap_mm: hundredths(o.capHeightMm),
})
const OUTPUT_FILES: OutputFile[] = ['png', 'svg', 'stencil.svg', 'pdf']

/**
 * Storage keys of a job's files, per attempt: an attempt that lost the job (its lease ran out and
 * another took over) never writes or removes the files of the one that records its outputs.
 */
export const outputKey = (jobId: string, attempt: number, index: number, file: OutputFile) =>
  `designs/${jobId}/${attempt}/output-${index}${file === 'stencil.svg' ? '-stencil.svg' : `.${file}`}`

/**
 * Runs one delivery of a design job: the worker's handler. At least once, completed once: the
 * job starts only while in flight, and its end (outputs stored, credit committed — or credit
 * released) is written only by the attempt that runs it, in one transaction with the credit. A
 * job canceled while it runs is stopped and keeps no files. A stopping worker (its delivery's
 * signal aborted) hands the job back by throwing, and the next worker starts it again.
 */
export function runJob(deps: RunJobDeps) {
  return async ({ job: queued, attempt, signal }: Delivery): Promise<void> => {
    const job = await deps.repo.jobById(queued.id)
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return
    if (attempt > MAX_ATTEMPTS) return giveUp(job)
    if (!(await deps.repo.markRunning(job.id, attempt, Date.now()))) return

    const stop = new AbortController()
    const onStop = () => stop.abort(signal.reason)
    signal.addEventListener('abort', onStop, { once: true })
    // Canceled, or taken over by a newer attempt (this one's lease was lost): stop.
    const watch = setInterval(() => {
      deps.repo.runningAttempt(job.id).then(
        (row) => (row?.status !== 'running' || Number(row.attempts) !== attempt) && stop.abort(new Error('canceled')),
        () => {},
      )
    }, CANCEL_CHECK_MS)
    try {
      const result = await generate(job, stop.signal, progressWriter(job.id, attempt))
      await complete(job, attempt, result)
    } catch (error) {
      if (stop.signal.aborted) {
        // Canceled (the cancel released the credit) or taken over: nothing more to do. Otherwise
        // the worker is stopping: hand the job back.
        const row = await deps.repo.runningAttempt(job.id)
        if (row?.status === 'running' && Number(row.attempts) === attempt) throw error
        return
      }
      await fail(job, attempt, failureOf(error, job))
    } finally {
      clearInterval(watch)
      signal.removeEventListener('abort', onStop)
    }
  }

  async function generate(job: JobRow, signal: AbortSignal, onProgress: (p: Progress) => void): Promise<DesignResult> {
    const params = JSON.parse(job.params) as StoredParams
    const image =
      job.tool === 'photo'
        ? await deps.uploads.bytesOf(job.user_id, (params as { upload_id: string }).upload_id, 'params.upload_id')
        : undefined
    const language = ((params as { language?: Lang }).language ?? 'en') as Lang
    const request = engineRequest(
      job.tool as 'text' | 'birth-flower' | 'photo',
      params,
      { seed: Number(job.seed ?? 1), variations: Number(job.variations), language },
      image,
    )
    const provider = deps.providers.enabled.get(job.provider as never) ?? deps.providers.pick(request.tool, job.lane)
    try {
      return await provider.generate(request, { signal, onProgress })
    } catch (error) {
      const fallback = deps.providers.fallback
      if (!(error instanceof ProviderError) || !fallback || fallback === provider || signal.aborted) throw error
      log.warn(`job ${job.id}: ${provider.name} failed (${error.reason}: ${error.message}); drawing it with ${fallback.name}`)
      return fallback.generate(request, { signal, onProgress })
    }
  }

  function progressWriter(jobId: string, attempt: number) {
    let last = 0
    return ({ fraction, step }: Progress) => {
      const now = Date.now()
      if (now - last < PROGRESS_EVERY_MS && fraction < 1) return
      last = now
      deps.repo.setProgress(jobId, attempt, Math.min(0.99, Math.max(0, fraction)), step).catch(() => {})
    }
  }

  async function complete(job: JobRow, attempt: number, result: DesignResult): Promise<void> {
    await deps.repo.setProgress(job.id, attempt, 0.99, 'storing')
    const outputs = result.outputs.map((o) => ({
      job_id: job.id,
      index: o.index,
      image_key: outputKey(job.id, attempt, o.index, 'png'),
      svg_key: outputKey(job.id, attempt, o.index, 'svg'),
      stencil_key: outputKey(job.id, attempt, o.index, 'stencil.svg'),
      pdf_key: o.pdf ? outputKey(job.id, attempt, o.index, 'pdf') : null,
      ...pngSize(o.png),
      width_mm: Math.round(o.widthMm * 10) / 10,
      height_mm: Math.round(o.heightMm * 10) / 10,
      ...printCheckOf(o),
    }))
    let done = false
    try {
      await Promise.all(
        result.outputs.flatMap((o, i) => {
          const row = outputs[i]!
          return [
            deps.storage.put(row.image_key, o.png, 'image/png'),
            deps.storage.put(row.svg_key, o.svg, 'image/svg+xml'),
            deps.storage.put(row.stencil_key, o.stencilSvg, 'image/svg+xml'),
            ...(o.pdf && row.pdf_key ? [deps.storage.put(row.pdf_key, o.pdf, 'application/pdf')] : []),
          ]
        }),
      )
      const reservation = reservationOf(job)
      done = await deps.repo.transaction(async (tx) => {
        const repo = deps.repo.within(tx)
        if (!(await repo.finish(job.id, attempt, 'succeeded', null, Date.now()))) return false
        await repo.insertOutputs(outputs)
        if (reservation) await deps.quotas.commit(tx, job.user_id, reservation)
        return true
      })
    } finally {
      // Not recorded (canceled, deleted, taken over, or storing failed): this attempt's files go.
      if (!done) await removeFiles(outputs)
    }
    // What earlier attempts (their workers died) may have left: best effort.
    if (attempt > 1) await removeKeys(earlierAttemptKeys(job.id, attempt, result.outputs.length))
  }

  /** Every key an earlier attempt of the job could have written. */
  function earlierAttemptKeys(jobId: string, attempt: number, count: number): string[] {
    const keys: string[] = []
    for (let a = 1; a < attempt; a++)
      for (let index = 1; index <= count; index++) keys.push(...OUTPUT_FILES.map((file) => outputKey(jobId, a, index, file)))
    return keys
  }

  function removeFiles(outputs: Parameters<typeof fileKeysOf>[0]) {
    return removeKeys(fileKeysOf(outputs))
  }

  async function removeKeys(keys: string[]) {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})))
  }

  async function fail(job: JobRow, attempt: number, reason: JobFailure): Promise<void> {
    const reservation = reservationOf(job)
    await deps.repo.transaction(async (tx) => {
      if (!(await deps.repo.within(tx).finish(job.id, attempt, 'failed', reason, Date.now()))) return
      if (reservation) await deps.quotas.release(tx, job.user_id, reservation)
    })
  }

  async function giveUp(job: JobRow): Promise<void> {
    log.warn(`job ${job.id}: given up after ${MAX_ATTEMPTS} deliveries whose workers stopped`)
    const reservation = reservationOf(job)
    await deps.repo.transaction(async (tx) => {
      if (!(await deps.repo.within(tx).endInFlight(job.id, 'failed', 'worker_lost', Date.now()))) return
      if (reservation) await deps.quotas.release(tx, job.user_id, reservation)
    })
  }
}

function failureOf(error: unknown, job: JobRow): JobFailure {
  if (error instanceof ProviderError) return error.reason
  if (isEngineInputError(error) || isUploadRejected(error) || isAppError(error)) return 'input'
  log.error(`job ${job.id} (${job.tool}, ${job.provider}) failed`, error)
  return 'internal'
}
