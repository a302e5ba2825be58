import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { asUploadError } from '@/lib/errors/upload-rejected'
import type { UserCaller } from '@/server/caller'
import type { UploadTable } from '@/server/db/schema'
import type { Engine } from '@/server/engine.server'
import type { Service } from '@/server/service'
import type { Storage } from '@/server/storage/storage.server'
import { fileUrl } from './file-url'
import type { UploadInfo } from './upload-info'
import type { UploadFormInput } from './uploads.schema'
import type { UploadRow, UploadsRepo } from './uploads.repo.server'

export const infoOf = (row: UploadRow): UploadInfo => ({
  upload_id: row.id,
  width: row.width,
  height: row.height,
  mime: row.mime,
  url: fileUrl(row.key),
})

/**
 * POST /designs/uploads. The file goes through the engine's upload intake (type from the bytes,
 * size, pixels, truncation, hidden content; a design may be an SVG, which is checked and
 * rasterised) and is kept re-encoded, upright and without metadata under a random key. The same
 * picture sent twice by one user is one upload.
 */
export function createUpload(deps: {
  repo: UploadsRepo
  storage: Storage
  engine: Engine
}): Service<UploadFormInput, UploadInfo, UserCaller> {
  return async (caller, { file, kind }) => {
    const userId = caller.user.id
    const { acceptUpload } = await deps.engine.runtime()
    const accepted = await asUploadError(() => acceptUpload(file, { svg: kind === 'design' }))
    const sha256 = createHash('sha256').update(accepted.bytes).digest('hex')
    const known = await deps.repo.bySha(userId, sha256)
    if (known) return infoOf(known)

    const row: UploadTable = {
      id: randomUUID(),
      user_id: userId,
      key: `uploads/${randomBytes(18).toString('base64url')}.${accepted.ext}`,
      kind,
      mime: accepted.mime,
      size: accepted.bytes.byteLength,
      width: accepted.width,
      height: accepted.height,
      sha256,
      created_at: Math.floor(Date.now() / 1000),
    }
    await deps.storage.put(row.key, accepted.bytes, row.mime)
    try {
      await deps.repo.insert(row)
    } catch (error) {
      // Two requests with the same picture at once: the first row wins, this file goes.
      const winner = await deps.repo.bySha(userId, sha256)
      await deps.storage.delete(row.key)
      if (winner) return infoOf(winner)
      throw error
    }
    return infoOf(row)
  }
}
