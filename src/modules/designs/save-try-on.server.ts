import { randomBytes, randomUUID } from 'node:crypto'
import { asUploadError } from '@/lib/errors/upload-rejected'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { UserCaller } from '@/server/caller'
import { tooFast } from '@/server/limits/rate-limiter.server'
import type { Service } from '@/server/service'
import type { DesignsRepo } from './designs.repo.server'
import { jobView, type JobView } from './job-view'
import type { TryOnSaveInput } from './try-on.schema'

/**
 * POST /designs/try-on: the composite at the body photo's resolution (up to 4096 px and 12.6 MP,
 * the engine's bound), rendered with the editor's own parameters (engine/try-on), kept as a
 * finished try-on job so it appears in the history. The render takes well under a second, so it runs in the request, not in the queue.
 * One at a time per user: a second save while the first renders is refused (429), so one account
 * cannot hold the engine with parallel renders.
 */
export function saveTryOn(
  deps: Pick<Adapters, 'storage' | 'engine'> & { repo: DesignsRepo; uploads: Pick<UploadsModule, 'bytesOf'> },
): Service<TryOnSaveInput, JobView, UserCaller> {
  const rendering = new Set<string>()
  return async (caller, params) => {
    const userId = caller.user.id
    if (rendering.has(userId)) throw tooFast(2)
    rendering.add(userId)
    try {
      return await render(userId, params)
    } finally {
      rendering.delete(userId)
    }
  }

  async function render(userId: string, params: TryOnSaveInput): Promise<JobView> {
    const read = await Promise.allSettled([
      deps.uploads.bytesOf(userId, params.body_upload_id, 'body_upload_id'),
      deps.uploads.bytesOf(userId, params.design_upload_id, 'design_upload_id'),
      params.person_mask_upload_id
        ? deps.uploads.bytesOf(userId, params.person_mask_upload_id, 'person_mask_upload_id')
        : undefined,
    ])
    // Read at once, refused in the order of the form: the first missing upload is the one named.
    for (const outcome of read) if (outcome.status === 'rejected') throw outcome.reason
    const [body, design, personMask] = read.map((outcome) => (outcome as PromiseFulfilledResult<Uint8Array | undefined>).value)
    if (!body || !design) throw new Error('uploads read without bytes')
    const startedMs = Date.now()
    const started = Math.floor(startedMs / 1000)
    const { tryOn } = await deps.engine.runtime()
    const result = await asUploadError(() => tryOn({ body, design, personMask, placement: params.placement }))
    const key = `try-on/${randomBytes(18).toString('base64url')}.jpg`
    await deps.storage.put(key, result.jpeg, 'image/jpeg')
    const job = {
      id: randomUUID(),
      user_id: userId,
      tool: 'try-on' as const,
      params: JSON.stringify(params),
      provider: 'builtin',
      lane: 'priority' as const,
      status: 'succeeded' as const,
      attempts: 1,
      error: null,
      created_at: started,
      started_at: started,
      finished_at: Math.floor(Date.now() / 1000),
      seed: null,
      variations: 1,
      queued_ms: startedMs,
      quota_permission: null,
      quota_period_start: null,
    }
    const output = {
      job_id: job.id,
      index: 1,
      image_key: key,
      svg_key: null,
      stencil_key: null,
      pdf_key: null,
      width_mm: null,
      height_mm: null,
      line_mm: null,
      gap_mm: null,
      cap_mm: null,
      width: result.width,
      height: result.height,
    }
    try {
      await deps.repo.insertFinishedJob(job, [output])
    } catch (error) {
      await deps.storage.delete(key)
      throw error
    }
    return jobView({ ...job, favorite: 0, progress: 1, step: null }, [output])
  }
}
