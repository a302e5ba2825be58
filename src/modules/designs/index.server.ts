import type { UploadsModule } from '@/modules/uploads/index.server'
import type { Adapters } from '@/server/adapters.server'
import { designsRepo } from './designs.repo.server'
import { readDesignFile } from './read-file.server'
import { saveTryOn } from './save-try-on.server'
import { listTryOnSamples, readTryOnSample } from './try-on-samples.server'

export type DesignsDeps = Pick<Adapters, 'database' | 'storage' | 'engine'> & {
  uploads: Pick<UploadsModule, 'bytesOf' | 'owns'>
}

/** The designs module: design jobs and their files, try-on saves and the sample designs. */
export function designsModule(deps: DesignsDeps) {
  const repo = designsRepo(deps.database.db)
  return {
    saveTryOn: saveTryOn({ ...deps, repo }),
    readDesignFile: readDesignFile({ ...deps, repo }),
    listTryOnSamples,
    readTryOnSample: readTryOnSample(deps),
    /** Every file of a user's jobs (for account deletion). */
    fileKeysOf: (userId: string) => repo.outputKeysOf(userId),
    /** A job's params when it is the user's (for feedback about it). */
    jobParamsOf: (userId: string, jobId: string) => repo.jobParamsOf(userId, jobId),
  }
}

export type DesignsModule = ReturnType<typeof designsModule>
