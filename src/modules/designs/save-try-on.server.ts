import { randomBytes, randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { parseInput } from '@/lib/errors/validate'
import { consume } from '@/modules/auth/rate-limit.server'
import { requireSession } from '@/modules/auth/session.server'
import { asUploadError } from '@/modules/uploads/upload-rejected.server'
import { db } from '@/server/startup.server'
import { engine } from '@/server/engine.server'
import { storage } from '@/server/storage/storage.server'
import { jobView, type JobView } from './job-view'
import { TryOnSaveSchema } from './try-on.schema'

/** The bytes of one of the user's uploads; a missing or foreign one is the field's error. */
async function uploadBytes(userId: string, id: string, field: string): Promise<Uint8Array> {
  const row = await db().selectFrom('upload').select('key').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  const file = row ? await storage().get(row.key) : null
  if (!file) throw AppError.validation({ [field]: 'validation_upload_missing' })
  return file.bytes
}

/**
 * POST /designs/try-on: the composite at the body photo's full resolution, rendered with the
 * editor's own parameters (engine/try-on), kept as a finished try-on job so it appears in the
 * history. The render takes well under a second, so it runs in the request, not in the queue.
 */
export async function saveTryOn(headers: Headers, input: unknown): Promise<JobView> {
  const session = await requireSession(headers)
  const params = parseInput(TryOnSaveSchema, input)
  await consume('tryOnsByUser', session.userId)
  const [body, design, personMask] = await Promise.all([
    uploadBytes(session.userId, params.body_upload_id, 'body_upload_id'),
    uploadBytes(session.userId, params.design_upload_id, 'design_upload_id'),
    params.person_mask_upload_id ? uploadBytes(session.userId, params.person_mask_upload_id, 'person_mask_upload_id') : undefined,
  ])
  const started = Math.floor(Date.now() / 1000)
  const result = await asUploadError(async () =>
    (await engine()).tryOn({ body, design, personMask, placement: params.placement }),
  )
  const key = `try-on/${randomBytes(18).toString('base64url')}.jpg`
  await storage().put(key, result.jpeg, 'image/jpeg')
  const job = {
    id: randomUUID(),
    user_id: session.userId,
    tool: 'try-on' as const,
    params: JSON.stringify(params),
    provider: 'builtin',
    lane: 'priority' as const,
    status: 'succeeded' as const,
    attempts: 1,
    error: null,
    created_at: started,
    started_at: started,
    finished_at: Math.floor(Date.now() / 1000),
  }
  const output = {
    job_id: job.id,
    index: 1,
    image_key: key,
    svg_key: null,
    stencil_key: null,
    width: result.width,
    height: result.height,
  }
  try {
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('design_job').values(job).execute()
        await tx.insertInto('design_output').values(output).execute()
      })
  } catch (error) {
    await storage().delete(key)
    throw error
  }
  return jobView({ ...job, favorite: 0 }, [output])
}
