import { randomInt } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { parseInput } from '@/lib/errors/validate'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { DesignsRepo } from './designs.repo.server'
import { CreateDesignSchema, type CreateDesignInput } from './designs.schema'
import type { StoredParams } from './engine-request'
import type { JobView } from './job-view'

/**
 * POST /designs/:id/rerun: the job's request again as a new job — same params and seed, so the
 * builtin engine draws the same designs; with `variations`, new seeds for new designs. Try-on
 * saves are made in the editor, not re-run.
 */
export function rerunDesign(deps: {
  repo: DesignsRepo
  create: Service<CreateDesignInput, JobView, UserCaller>
}): Service<{ id: string; variations?: number }, JobView, UserCaller> {
  return async (caller, { id, variations }) => {
    const job = await deps.repo.jobOf(caller.user.id, id)
    if (!job) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    if (job.tool === 'try-on') throw AppError.validation({ id: 'validation_rerun_try_on' })
    const { paper, locale: _locale, ...params } = JSON.parse(job.params) as StoredParams
    // Params kept by an older version may not pass today's schema: a field error, not a 500.
    const request = parseInput(CreateDesignSchema, {
      tool: job.tool,
      params,
      paper,
      variations: variations ?? Number(job.variations),
      seed: variations === undefined && job.seed !== null ? Number(job.seed) : randomInt(0, 2 ** 31 - 1),
    })
    return deps.create(caller, request)
  }
}
