import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { UserCaller } from '@/server/caller'
import { FileResult, type Service } from '@/server/service'
import { isStorageKey, type Storage } from '@/server/storage/storage.server'
import type { DesignsRepo } from './designs.repo.server'

/**
 * GET /designs/files/:key, only to its owner: one of their uploads or a file of one of their
 * jobs. Anyone else, and a key that does not exist, get the same 404, so keys cannot be probed.
 */
export function readDesignFile(deps: {
  repo: DesignsRepo
  storage: Storage
  uploads: Pick<UploadsModule, 'owns'>
}): Service<{ key: string }, FileResult, UserCaller> {
  return async (caller, { key }) => {
    const notFound = new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    if (!isStorageKey(key)) throw notFound
    const userId = caller.user.id
    const owned = (await deps.uploads.owns(userId, key)) || (await deps.repo.ownsOutput(userId, key))
    const file = owned ? await deps.storage.get(key) : null
    if (!file) throw notFound
    return new FileResult(file.bytes, file.contentType, 'private-immutable')
  }
}
