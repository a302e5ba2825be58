import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { acceptUpload } from '@/engine/photo/intake/accept-upload'
import { MAX_UPLOAD_BYTES } from '@/engine/photo/intake/rejection'
import { consume } from '@/modules/auth/rate-limit.server'
import { requireSession } from '@/modules/auth/session.server'
import { asUploadError } from '@/modules/uploads/upload-rejected.server'
import { readFileField } from '@/modules/uploads/read-file-field.server'
import { db } from '@/server/startup.server'
import { storage } from '@/server/storage/storage.server'
import type { UploadTable } from '@/server/db/schema'
import { fileUrl } from './file-url'
import type { UploadInfo } from './upload-info'

export type { UploadInfo }

export const infoOf = (row: Pick<UploadTable, 'id' | 'width' | 'height' | 'mime' | 'key'>): UploadInfo => ({
  upload_id: row.id,
  width: row.width,
  height: row.height,
  mime: row.mime,
  url: fileUrl(row.key),
})

/**
 * POST /designs/uploads (multipart `file`, optional `kind`: `photo` or `design`). The file goes
 * through the upload intake (type from the bytes, size, pixels, truncation, hidden content; a
 * design may be an SVG, which is checked and rasterised) and is kept re-encoded, upright and
 * without metadata under a random key. The same picture sent twice by one user is one upload.
 */
export async function createUpload(request: Request): Promise<UploadInfo> {
  const session = await requireSession(request.headers)
  await consume('uploadsByUser', session.userId)
  const { bytes, fields } = await readFileField(request, MAX_UPLOAD_BYTES)
  const kind = fields.kind === 'design' ? 'design' : 'photo'
  const accepted = await asUploadError(() => acceptUpload(bytes, { svg: kind === 'design' }))
  const sha256 = createHash('sha256').update(accepted.bytes).digest('hex')
  const existing = () =>
    db()
      .selectFrom('upload')
      .select(['id', 'width', 'height', 'mime', 'key'])
      .where('user_id', '=', session.userId)
      .where('sha256', '=', sha256)
      .executeTakeFirst()
  const known = await existing()
  if (known) return infoOf(known)

  const row: UploadTable = {
    id: randomUUID(),
    user_id: session.userId,
    key: `uploads/${randomBytes(18).toString('base64url')}.${accepted.ext}`,
    kind,
    mime: accepted.mime,
    size: accepted.bytes.byteLength,
    width: accepted.width,
    height: accepted.height,
    sha256,
    created_at: Math.floor(Date.now() / 1000),
  }
  await storage().put(row.key, accepted.bytes, row.mime)
  try {
    await db().insertInto('upload').values(row).execute()
  } catch (error) {
    // Two requests with the same picture at once: the first row wins, this file goes.
    const winner = await existing()
    await storage().delete(row.key)
    if (winner) return infoOf(winner)
    throw error
  }
  return infoOf(row)
}
