import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, pingDatabase, type DatabaseHandle } from '@/server/db/database.server'
import { migrateToLatest, pendingMigrations } from '@/server/db/migrate.server'
import { migrations } from '@/server/db/migrations'
import { buildConfig, parseEnv } from '@/server/env.server'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'

describe.each(databaseKinds)('database layer on %s', (kind) => {
  let testDb: TestDatabase
  let handle: DatabaseHandle

  beforeAll(async () => {
    testDb = await createTestDatabase(kind)
    handle = openDatabase(buildConfig(parseEnv(testDb.env)).database)
  })
  afterAll(async () => {
    await handle?.destroy()
    await testDb?.drop()
  })

  it('opens the engine the configuration asks for', () => {
    expect(handle.kind).toBe(kind)
  })

  it('runs every committed migration once, in order', async () => {
    expect(await pendingMigrations(handle.db as Kysely<unknown>)).toEqual(Object.keys(migrations))
    const first = await migrateToLatest(handle.db as Kysely<unknown>)
    expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    )
    const again = await migrateToLatest(handle.db as Kysely<unknown>)
    expect(again.results).toEqual([])
    expect(await pendingMigrations(handle.db as Kysely<unknown>)).toEqual([])
  })

  it('answers a ping', async () => {
    await expect(pingDatabase(handle.db)).resolves.toBeUndefined()
  })

  it('stores Unix seconds beyond 2038 and reads them back as numbers', async () => {
    const at = 4_102_444_800 // 2100-01-01
    await handle.db
      .insertInto('audit_log')
      .values({
        id: `a-${kind}`,
        actor: 'system:test',
        entity: 'user',
        entity_id: 'u1',
        action: 'rank',
        from_value: 'FREE',
        to_value: 'PRO',
        at,
      })
      .execute()
    const row = await handle.db.selectFrom('audit_log').selectAll().where('id', '=', `a-${kind}`).executeTakeFirstOrThrow()
    expect(row.at).toBe(at)
    expect(typeof row.at).toBe('number')
    expect(row).toMatchObject({ from_value: 'FREE', to_value: 'PRO' })
  })
})

describe('SQLite settings', () => {
  it('keeps the file in WAL mode with foreign keys on', async () => {
    const testDb = await createTestDatabase('sqlite')
    const handle = openDatabase(buildConfig(parseEnv(testDb.env)).database)
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db)
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)
      expect(journal.rows[0]?.journal_mode).toBe('wal')
      expect(fk.rows[0]?.foreign_keys).toBe(1)
    } finally {
      await handle.destroy()
    }
  })
})
