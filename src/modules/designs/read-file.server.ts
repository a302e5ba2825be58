import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { AccountsModule } from '@/modules/accounts/index.server'
import type { UploadsModule } from '@/modules/uploads/index.server'
import type { UserCaller } from '@/server/caller'
import { FileResult, type Service } from '@/server/service'
import { isStorageKey, type Storage } from '@/server/storage/storage.server'
import type { DesignsRepo } from './designs.repo.server'

/**
 * GET /designs/files/:key, only to its owner: one of their uploads or a file of one of their
 * jobs. Anyone else, and a key that does not exist, get the same 404, so keys cannot be probed.
 * A job's SVG, stencil and PDF are for ranks with SVG export (400103 otherwise); its picture is
 * for everyone.
 */
export function readDesignFile(deps: {
  repo: DesignsRepo
  storage: Storage
  uploads: Pick<UploadsModule, 'owns'>
  quotas: Pick<AccountsModule['quotas'], 'permissionsOf'>
}): Service<{ key: string }, FileResult, UserCaller> {
  return async (caller, { key }) => {
    const notFound = new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    if (!isStorageKey(key)) throw notFound
    const userId = caller.user.id
    const output = (await deps.uploads.owns(userId, key)) ? 'picture' : await deps.repo.outputFile(userId, key)
    if (!output) throw notFound
    if (output === 'vector' && !(await deps.quotas.permissionsOf(caller.user.rank)).image.svg_export)
      throw new AppError(ErrorCode.PERMISSION_MISSING, 'Your rank does not include SVG and stencil export', {
        permission: 'svg_export',
      })
    const file = await deps.storage.get(key)
    if (!file) throw notFound
    return new FileResult(file.bytes, file.contentType, 'private-immutable')
  }
}
