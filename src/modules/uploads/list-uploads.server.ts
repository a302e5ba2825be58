import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import { infoOf } from './create-upload.server'
import type { UploadInfo } from './upload-info'
import type { ListUploadsInput } from './uploads.schema'
import type { UploadsRepo } from './uploads.repo.server'

export interface UploadPage {
  items: UploadInfo[]
  page: number
  page_size: number
  total: number
}

/** GET /designs/uploads?kind=photo|design&page&page_size: the user's own uploads, newest first. */
export function listUploads({ repo }: { repo: UploadsRepo }): Service<ListUploadsInput, UploadPage, UserCaller> {
  return async (caller, { kind, page, page_size }) => {
    const { rows, total } = await repo.page(caller.user.id, kind, page, page_size)
    return { items: rows.map(infoOf), page, page_size, total }
  }
}
