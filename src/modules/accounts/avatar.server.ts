import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { asUploadError, uploadRejected } from '@/lib/errors/upload-rejected'
import type { Adapters } from '@/server/adapters.server'
import type { Caller, UserCaller } from '@/server/caller'
import { FileResult, type Service } from '@/server/service'
import { AVATAR_MAX_BYTES, AVATAR_PATH_PREFIX, AVATAR_URL } from './avatar-url'
import type { UserInfo } from './user-info'
import type { UserInfoOf } from './user-info.server'

const SIZE = 256

/** The storage key behind one of our avatar URLs. */
export const avatarKeyOf = (url: string | null) =>
  url && AVATAR_URL.test(url) ? `avatars/${url.slice(AVATAR_PATH_PREFIX.length)}` : null

type Deps = Pick<Adapters, 'identity' | 'storage' | 'engine'> & { userInfoOf: UserInfoOf }

/** Points the user at a new avatar (or none) and removes the file of the old one. */
async function replaceAvatar(deps: Deps, caller: UserCaller, image: string | null): Promise<void> {
  await deps.identity.updateUser(caller.user.id, { image })
  const old = avatarKeyOf(caller.user.row.image)
  if (old) await deps.storage.delete(old)
}

/**
 * POST /user/avatar (multipart `file`): a square 256 px WebP from whatever photo was sent, after
 * the same checks as every upload (the engine's intake); EXIF orientation applied, every bit of
 * metadata dropped. HEIC arrives through libheif.
 */
export function uploadAvatar(deps: Deps): Service<{ file: Uint8Array }, UserInfo, UserCaller> {
  return async (caller, { file }) => {
    if (file.byteLength > AVATAR_MAX_BYTES) throw uploadRejected('size')
    const { squareAvatar } = await deps.engine.runtime()
    const webp = await asUploadError(() => squareAvatar(file, SIZE))
    const name = `${randomUUID()}.webp`
    await deps.storage.put(`avatars/${name}`, webp, 'image/webp')
    await replaceAvatar(deps, caller, `${AVATAR_PATH_PREFIX}${name}`)
    return deps.userInfoOf(caller.user.id)
  }
}

/** DELETE /user/avatar. */
export function removeAvatar(deps: Deps): Service<void, UserInfo, UserCaller> {
  return async (caller) => {
    await replaceAvatar(deps, caller, null)
    return deps.userInfoOf(caller.user.id)
  }
}

/** GET /avatars/:name, public: avatars are shown wherever their owner appears. */
export function readAvatar(deps: Pick<Adapters, 'storage'>): Service<{ name: string }, FileResult, Caller> {
  return async (_caller, { name }) => {
    const key = avatarKeyOf(`${AVATAR_PATH_PREFIX}${name}`)
    const file = key ? await deps.storage.get(key) : null
    if (!file) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    return new FileResult(file.bytes, 'image/webp', 'public-immutable')
  }
}
