import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import { preparedQuery } from './prepared-query.server'

interface DB {
  item: { id: number; owner: string; kind: string }
}

describe('prepared queries', () => {
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) })

  it('compiles once and runs with each call’s values, keeping the constants', async () => {
    await db.schema.createTable('item').addColumn('id', 'integer').addColumn('owner', 'text').addColumn('kind', 'text').execute()
    await db
      .insertInto('item')
      .values([
        { id: 1, owner: 'ana', kind: 'rose' },
        { id: 2, owner: 'ana', kind: 'lily' },
        { id: 3, owner: 'bo', kind: 'rose' },
      ])
      .execute()
    let builds = 0
    const byOwner = preparedQuery((k: Kysely<DB>, owner: string, minId: number) => {
      builds++
      return k.selectFrom('item').select('id').where('owner', '=', owner).where('kind', '=', 'rose').where('id', '>=', minId)
    })
    expect(await byOwner(db, 'ana', 0)).toEqual([{ id: 1 }])
    expect(await byOwner(db, 'bo', 0)).toEqual([{ id: 3 }])
    expect(await byOwner(db, 'bo', 4)).toEqual([])
    expect(builds).toBe(1)
  })
})
