import { isEngineInputError } from '@/engine'
import { AppError } from '@/lib/errors/app-error'
import { asUploadError } from '@/lib/errors/upload-rejected'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { UserCaller } from '@/server/caller'
import { tooFast } from '@/server/limits/rate-limiter.server'
import type { Service } from '@/server/service'
import type { PhotoPreviewInput } from './designs.schema'
import { apiFieldOf, engineRequest } from './engine-request'

/** POST /designs/photo-preview's answer: the treated photo at screen size and the print size it stands for. */
export interface PhotoPreviewView {
  /** A transparent PNG of the ink (ink colour #111), as a data URL. */
  image: string
  width: number
  height: number
  width_mm: number
  height_mm: number
  /** Time the engine took, for the curious and the benchmarks. */
  ms: number
}

/** The seed a preview without one uses (a design request without one draws a random seed). */
const PREVIEW_SEED = 1

/**
 * A photo design drawn at 400 px on the engine's preview thread (ADR 29): no quota, nothing
 * stored. A user's previews run one at a time: while one renders, the newest request waits and
 * any request it replaces is answered 429, so a slider dragged fast costs the engine two renders,
 * not one per step.
 */
export function previewPhoto(
  deps: Pick<Adapters, 'engine'> & { uploads: Pick<UploadsModule, 'bytesOf'> },
): Service<PhotoPreviewInput, PhotoPreviewView, UserCaller> {
  const turns = userTurns()
  return async (caller, { seed, ...params }) => {
    const userId = caller.user.id
    const release = await turns.take(userId)
    try {
      const image = await deps.uploads.bytesOf(userId, params.upload_id, 'params.upload_id')
      const request = engineRequest('photo', params, { seed: seed ?? PREVIEW_SEED, variations: 1, language: 'en' }, image)
      if (request.tool !== 'photo') throw new Error('a photo request was expected')
      const { previewPhoto } = await deps.engine.runtime()
      const preview = await asUploadError(() => previewPhoto(request)).catch((error: unknown) => {
        if (isEngineInputError(error))
          throw AppError.validation({ [apiFieldOf(error.field)]: 'validation_design_field' }, error.message)
        throw error
      })
      return {
        image: `data:image/png;base64,${Buffer.from(preview.png).toString('base64')}`,
        width: preview.width,
        height: preview.height,
        width_mm: round(preview.widthMm),
        height_mm: round(preview.heightMm),
        ms: preview.ms,
      }
    } finally {
      release()
    }
  }
}

const round = (mm: number) => Math.round(mm * 10) / 10

interface Waiting {
  go: () => void
  refuse: (error: AppError) => void
}

/**
 * Users with a preview rendering or queued on the engine's one preview thread, at most: past it a
 * new user's preview is answered 429 at once rather than queued behind everyone's (a storm of
 * slow dotwork previews from a few accounts made others wait 20 s; the probe of issue 19).
 */
export const MAX_PREVIEW_USERS = 4

/** One render at a time per user, and at most one waiting: a newer request replaces the waiting one. */
function userTurns() {
  const lanes = new Map<string, { waiting: Waiting | null }>()
  const release = (userId: string) => () => {
    const lane = lanes.get(userId)
    const next = lane?.waiting
    if (lane && next) {
      lane.waiting = null
      next.go()
    } else lanes.delete(userId)
  }
  return {
    async take(userId: string): Promise<() => void> {
      const lane = lanes.get(userId)
      if (!lane) {
        if (lanes.size >= MAX_PREVIEW_USERS) throw tooFast(1)
        lanes.set(userId, { waiting: null })
        return release(userId)
      }
      lane.waiting?.refuse(tooFast(1))
      await new Promise<void>((go, refuse) => {
        lane.waiting = { go, refuse }
      })
      return release(userId)
    },
  }
}
