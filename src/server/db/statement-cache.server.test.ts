import Sqlite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './statement-cache.server'

describe('statement cache', () => {
  const open = (max?: number) => {
    const sqlite = new Sqlite(':memory:')
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)')
    return withStatementCache(sqlite, max)
  }

  it('compiles a statement once and reuses it', () => {
    const db = open()
    const a = db.prepare('select n from t where n = ?')
    const b = db.prepare('select n from t where n = ?')
    expect(b).toBe(a)
    expect((b as unknown as Sqlite.Statement).get(2)).toEqual({ n: 2 })
  })

  it('evicts the least recently used statement beyond its size', () => {
    const db = open(2)
    const first = db.prepare('select 1')
    db.prepare('select 2')
    db.prepare('select 1') // now the most recent
    db.prepare('select 3') // evicts `select 2`
    expect(db.prepare('select 1')).toBe(first)
    const second = db.prepare('select 2')
    expect(db.prepare('select 2')).toBe(second)
  })

  it('does not hand out a statement that is still iterating', () => {
    const db = open()
    const reading = db.prepare('select n from t') as unknown as Sqlite.Statement
    const iterator = reading.iterate()
    iterator.next()
    const other = db.prepare('select n from t') as unknown as Sqlite.Statement
    expect(other).not.toBe(reading)
    expect(other.all()).toHaveLength(3)
    iterator.return?.()
  })
})
