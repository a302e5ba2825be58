import * as v from 'valibot'
import { parseInput } from '@/lib/errors/validate'
import { requireSession } from '@/modules/auth/session.server'
import { db } from '@/server/startup.server'
import { infoOf } from './create-upload.server'
import type { UploadInfo } from './upload-info'

const ListUploadsSchema = v.object({
  kind: v.optional(v.picklist(['photo', 'design'], 'validation_choice'), 'photo'),
  page: v.optional(
    v.pipe(v.string(), v.toNumber('validation_number'), v.integer('validation_number'), v.minValue(1, 'validation_range')),
    '1',
  ),
  page_size: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('validation_number'),
      v.integer('validation_number'),
      v.minValue(1, 'validation_range'),
      v.maxValue(100, 'validation_range'),
    ),
    '20',
  ),
})

/** GET /designs/uploads?kind=photo|design&page&page_size: the user's own uploads, newest first. */
export async function listUploads(headers: Headers, query: Record<string, string>) {
  const session = await requireSession(headers)
  const { kind, page, page_size } = parseInput(ListUploadsSchema, query)
  const mine = db().selectFrom('upload').where('user_id', '=', session.userId).where('kind', '=', kind)
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'width', 'height', 'mime', 'key'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  const items: UploadInfo[] = rows.map(infoOf)
  return { items, page, page_size, total: Number(count.total) }
}
