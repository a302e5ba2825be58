import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { requireSession } from '@/modules/auth/session.server'
import { db } from '@/server/startup.server'
import { isStorageKey, storage } from '@/server/storage/storage.server'

/** Whether the file under `key` is one of the user's uploads or an output of one of their jobs. */
async function owns(userId: string, key: string): Promise<boolean> {
  const upload = await db()
    .selectFrom('upload')
    .select('id')
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (upload) return true
  const output = await db()
    .selectFrom('design_output')
    .innerJoin('design_job', 'design_job.id', 'design_output.job_id')
    .select('design_output.job_id')
    .where('design_job.user_id', '=', userId)
    .where((eb) => eb.or([eb('image_key', '=', key), eb('svg_key', '=', key), eb('stencil_key', '=', key)]))
    .executeTakeFirst()
  return output !== undefined
}

/**
 * GET /designs/files/:key, only to its owner. Anyone else, and a key that does not exist, get the
 * same 404, so keys cannot be probed. Files never run as pages: no sniffing, no scripts.
 */
export async function readDesignFile(headers: Headers, key: string): Promise<Response> {
  const session = await requireSession(headers)
  const notFound = new AppError(ErrorCode.NOT_FOUND, 'Not Found')
  if (!isStorageKey(key) || !(await owns(session.userId, key))) throw notFound
  const file = await storage().get(key)
  if (!file) throw notFound
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  })
}
