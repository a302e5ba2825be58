import type { AccountsModule } from '@/modules/accounts/index.server'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from '@/server/adapters.server'
import { cancelJob } from './cancel-job.server'
import { createDesign } from './create-design.server'
import { designsRepo } from './designs.repo.server'
import { deleteDesign, listHistory, setFavorite } from './history.server'
import { jobEvents } from './job-events.server'
import { previewPhoto } from './preview-photo.server'
import { readDesignFile } from './read-file.server'
import { readPrompt } from './read-prompt.server'
import { rerunDesign } from './rerun-design.server'
import { runJob } from './run-job.server'
import { saveTryOn } from './save-try-on.server'
import { tasteDesign } from './taste-design.server'
import { listTryOnSamples, readTryOnSample } from './try-on-samples.server'
import { viewJob } from './view-job.server'

export type DesignsDeps = Pick<Adapters, 'database' | 'storage' | 'engine' | 'queue' | 'providers' | 'config'> & {
  uploads: Pick<UploadsModule, 'bytesOf' | 'owns' | 'has'>
  quotas: AccountsModule['quotas']
}

/**
 * The designs module: design jobs (created, queued, run, watched, canceled), the history, their
 * files, try-on saves and the sample designs.
 */
export function designsModule(deps: DesignsDeps) {
  const repo = designsRepo(deps.database.db)
  const view = viewJob({ repo, queue: deps.queue, workers: deps.config.queue.workerConcurrency })
  const tryOn = saveTryOn({ ...deps, repo })
  const create = createDesign({ ...deps, repo, viewJob: view, saveTryOn: tryOn })
  const cancel = cancelJob({ ...deps, repo, viewJob: view })
  return {
    createDesign: create,
    viewJob: view,
    jobEvents: jobEvents({ repo, viewJob: view }),
    cancelJob: cancel,
    rerunDesign: rerunDesign({ repo, create }),
    listHistory: listHistory({ repo }),
    setFavorite: setFavorite({ repo }),
    deleteDesign: deleteDesign({ ...deps, repo, cancel }),
    /** The queue's handler: what a worker does with a delivery (web process or `npm run worker`). */
    runJob: runJob({ ...deps, repo }),
    saveTryOn: tryOn,
    previewPhoto: previewPhoto(deps),
    tasteDesign: tasteDesign(deps),
    readDesignFile: readDesignFile({ ...deps, repo }),
    readPrompt,
    listTryOnSamples,
    readTryOnSample: readTryOnSample(deps),
    /** Every file of a user's jobs (for account deletion). */
    fileKeysOf: (userId: string) => repo.outputKeysOf(userId),
    /** A job's params when it is the user's (for feedback about it). */
    jobParamsOf: (userId: string, jobId: string) => repo.jobParamsOf(userId, jobId),
  }
}

export type DesignsModule = ReturnType<typeof designsModule>
