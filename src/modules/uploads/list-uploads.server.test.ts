import { sql, type Kysely } from 'kysely'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/server/db/database.server'
import { migrateToLatest } from '@/server/db/migrate.server'
import type { UploadKind } from '@/server/db/schema'
import { userCaller } from '@/server/testing/caller'
import { listUploads } from './list-uploads.server'
import { UploadFormSchema } from './uploads.schema'
import { uploadsRepo } from './uploads.repo.server'

let database: DatabaseHandle

afterEach(async () => {
  await database.destroy()
})

async function setup() {
  database = openDatabase({ kind: 'sqlite', file: ':memory:' })
  await migrateToLatest(database.db as Kysely<unknown>)
  await sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('user-1', 'Ana', 'ana@example.com', 1, 0, 0)`.execute(
    database.db,
  )
  const repo = uploadsRepo(database.db)
  let n = 0
  const add = async (id: string, kind: UploadKind) =>
    repo.insert({
      id,
      user_id: 'user-1',
      key: `uploads/${id}.png`,
      kind,
      mime: 'image/png',
      size: 10,
      width: 4,
      height: 4,
      sha256: id,
      created_at: ++n,
    })
  return { repo, add }
}

describe('the user’s uploads list', () => {
  it('never lists the try-on’s person mask among the photos or designs, though it stays the user’s', async () => {
    const { repo, add } = await setup()
    await add('photo-1', 'photo')
    await add('mask-1', 'mask')
    await add('design-1', 'design')
    await add('photo-2', 'photo')
    const list = listUploads({ repo })
    const photos = await list(userCaller(), { kind: 'photo', page: 1, page_size: 20 })
    expect(photos.items.map((i) => i.upload_id)).toEqual(['photo-2', 'photo-1'])
    expect(photos.total).toBe(2)
    const designs = await list(userCaller(), { kind: 'design', page: 1, page_size: 20 })
    expect(designs.items.map((i) => i.upload_id)).toEqual(['design-1'])
    // The render still reads it as the user's own upload.
    expect(await repo.keyOf('user-1', 'mask-1')).toBe('uploads/mask-1.png')
  })

  it('takes `mask` as an upload kind, and anything unknown as a photo', () => {
    const file = new Uint8Array([1])
    expect(v.parse(UploadFormSchema, { file, kind: 'mask' }).kind).toBe('mask')
    expect(v.parse(UploadFormSchema, { file, kind: 'selfie' }).kind).toBe('photo')
  })
})
