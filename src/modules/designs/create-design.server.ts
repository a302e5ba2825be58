import { randomInt, randomUUID } from 'node:crypto'
import { isEngineInputError, type Lang } from '@/engine'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { isPaidRank } from '@/modules/accounts'
import type { AccountsModule } from '@/modules/accounts/index.server'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { UserCaller } from '@/server/caller'
import type { Lane, Queue } from '@/server/queue/queue'
import type { Providers } from '@/server/providers/provider'
import type { Service } from '@/server/service'
import type { CreateDesignInput, DrawingInput } from './designs.schema'
import type { DesignsRepo } from './designs.repo.server'
import { apiFieldOf, engineRequest, type StoredParams } from './engine-request'
import type { JobView } from './job-view'
import type { TryOnSaveInput } from './try-on.schema'
import { defaultPaper } from './stencil-labels'
import type { ViewJob } from './view-job.server'

/** Jobs of one user that run at once: the rest wait their turn (the queue's per-user cap). */
export const capOf = (rankName: string) => (isPaidRank(rankName) ? 3 : 1)

const permissionMissing = (permission: string, data: Record<string, unknown> = {}) =>
  new AppError(ErrorCode.PERMISSION_MISSING, 'Your rank does not include this', { permission, ...data })

export interface CreateDesignDeps extends Pick<Adapters, 'engine'> {
  repo: DesignsRepo
  queue: Queue
  providers: Providers
  quotas: AccountsModule['quotas']
  uploads: Pick<UploadsModule, 'has'>
  viewJob: ViewJob
  saveTryOn: Service<TryOnSaveInput, JobView, UserCaller>
}

/**
 * POST /designs: a request for one of the drawing tools becomes a queued job (a try-on is
 * rendered at once, as POST /designs/try-on does). Everything that
 * can be refused is refused first — the rank's permissions (400103), the engine's own check of
 * the request (400001 per field), a photo that is not the user's — then one transaction reserves
 * the credit (400102 when none is left), writes the job and queues it. Without a lane asked for,
 * a rank with the priority lane uses it while its priority quota (then any pack credits, ADR 45)
 * lasts, then the slow lane.
 */
export function createDesign(deps: CreateDesignDeps): Service<CreateDesignInput, JobView, UserCaller> {
  return async (caller, request) => {
    if (request.tool === 'try-on') return deps.saveTryOn(caller, request.params)
    const input: DrawingInput = request
    const userId = caller.user.id
    const permissions = await deps.quotas.permissionsOf(caller.user.rank, caller.user.row)
    const { max_variations } = permissions.image
    if (input.variations > max_variations) throw permissionMissing('max_variations', { max: max_variations })
    if (input.tool === 'photo' && input.variations > 1) throw AppError.validation({ variations: 'validation_range' })
    if (input.lane === 'priority' && !permissions.priorityLane) throw permissionMissing('priority_lane')

    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1)
    const language = caller.context.locale as Lang
    // The prompt's language is kept with it: a re-run reads it the same way whoever's page asks.
    const params: StoredParams = {
      ...input.params,
      ...(input.tool === 'text' ? { language: input.params.language ?? language } : {}),
      paper: input.paper ?? defaultPaper(caller.context.locale),
      locale: caller.context.locale,
    }
    await checkWithEngine(input, params, { seed, variations: input.variations, language })
    if (input.tool === 'photo' && !(await deps.uploads.has(userId, input.params.upload_id)))
      throw AppError.validation({ 'params.upload_id': 'validation_upload_missing' })

    const lanes: Lane[] = input.lane ? [input.lane] : permissions.priorityLane ? ['priority', 'slow'] : ['slow']
    const id = randomUUID()
    const now = Date.now()
    await deps.repo.transaction(async (tx) => {
      const { lane, reservation } = await reserveFirst(tx, lanes)
      await deps.repo.within(tx).insertJob({
        id,
        user_id: userId,
        tool: input.tool,
        params: JSON.stringify(params),
        provider: deps.providers.pick(input.tool, lane).name,
        lane,
        status: 'queued',
        attempts: 0,
        error: null,
        created_at: Math.floor(now / 1000),
        queued_ms: now,
        started_at: null,
        finished_at: null,
        seed,
        variations: input.variations,
        quota_permission: reservation.permission,
        quota_period_start: reservation.periodStart,
      })
      await deps.queue.enqueue({ id, lane, userId, cap: capOf(caller.user.rank) }, { within: tx })
    })
    return deps.viewJob(caller, { id })

    /** The first lane with a credit left; the last lane's refusal is the answer when none has. */
    async function reserveFirst(tx: Parameters<Parameters<DesignsRepo['transaction']>[0]>[0], candidates: Lane[]) {
      for (const [i, lane] of candidates.entries()) {
        try {
          return { lane, reservation: await deps.quotas.reserve(tx, userId, permissions, lane) }
        } catch (error) {
          if (i === candidates.length - 1 || !(error instanceof AppError) || error.code !== ErrorCode.QUOTA_EXHAUSTED) throw error
        }
      }
      throw new Error('no lane to reserve in')
    }
  }

  async function checkWithEngine(
    input: DrawingInput,
    params: StoredParams,
    job: { seed: number; variations: number; language: Lang },
  ) {
    const { checkDesignRequest } = await deps.engine.runtime()
    try {
      checkDesignRequest(engineRequest(input.tool, params, job))
    } catch (error) {
      if (isEngineInputError(error))
        throw AppError.validation({ [apiFieldOf(error.field)]: 'validation_design_field' }, error.message)
      throw error
    }
  }
}
