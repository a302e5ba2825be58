import { randomUUID } from 'node:crypto'
import { encodedUpload, inspectUpload, uprightImage } from '@/engine/photo/intake/accept-upload'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { auth } from '@/modules/auth/auth.server'
import { requireSession } from '@/modules/auth/session.server'
import { storage } from '@/server/storage/storage.server'
import { db } from '@/server/startup.server'
import { asUploadError, uploadRejected } from '@/modules/uploads/upload-rejected.server'
import { readFileField } from '@/modules/uploads/read-file-field.server'
import type { UserInfo } from './user-info'
import { userInfo } from './user-info.server'
import { AVATAR_PATH_PREFIX, AVATAR_URL } from './avatar-url'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const SIZE = 256

const keyOf = (url: string | null) => (url && AVATAR_URL.test(url) ? `avatars/${url.slice(AVATAR_PATH_PREFIX.length)}` : null)

/**
 * A square 256 px WebP from whatever photo was sent, after the same checks as every upload
 * (engine/photo/intake: type from the bytes, truncation, hidden content, decompression bombs);
 * EXIF orientation applied, every bit of metadata dropped. HEIC arrives through libheif.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw uploadRejected('size')
  return asUploadError(async () => {
    const image = await uprightImage(bytes, await inspectUpload(bytes))
    return encodedUpload(() => image.resize(SIZE, SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 86 }).toBuffer())
  })
}

async function replaceAvatar(userId: string, image: string | null): Promise<void> {
  const before = await db().selectFrom('user').select('image').where('id', '=', userId).executeTakeFirst()
  const context = await auth().$context
  await context.internalAdapter.updateUser(userId, { image })
  const old = keyOf(before?.image ?? null)
  if (old) await storage().delete(old)
}

/** POST /user/avatar (multipart `file`). */
export async function uploadAvatar(request: Request): Promise<UserInfo> {
  const session = await requireSession(request.headers)
  const { bytes } = await readFileField(request, AVATAR_MAX_BYTES)
  const webp = await processAvatar(bytes)
  const name = `${randomUUID()}.webp`
  await storage().put(`avatars/${name}`, webp, 'image/webp')
  await replaceAvatar(session.userId, `${AVATAR_PATH_PREFIX}${name}`)
  return userInfo(session.userId)
}

/** DELETE /user/avatar. */
export async function removeAvatar(headers: Headers): Promise<UserInfo> {
  const session = await requireSession(headers)
  await replaceAvatar(session.userId, null)
  return userInfo(session.userId)
}

/** GET /avatars/:name, public: avatars are shown wherever their owner appears. */
export async function readAvatar(name: string): Promise<Response> {
  const key = keyOf(`${AVATAR_PATH_PREFIX}${name}`)
  const file = key ? await storage().get(key) : null
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    },
  })
}

export { keyOf as avatarKeyOf }
