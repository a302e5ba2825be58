import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createPostgresDatabase } from './postgres-database'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface TestDatabase {
  kind: DatabaseKind
  /** Environment for a server or config using this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string }
  dataDir: string
  drop(): Promise<void>
}

export const postgresAdminUrl = () => inject('postgresAdminUrl')

/** The engines every integration suite runs against; PostgreSQL only where it is available. */
export const databaseKinds: DatabaseKind[] = postgresAdminUrl() ? ['sqlite', 'postgres'] : ['sqlite']

/** A fresh, empty database: a new SQLite file, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `inkdraft-it-${kind}-`))
  if (kind === 'sqlite') return { kind, env: { DATA_DIR: dataDir }, dataDir, drop: async () => {} }

  const adminUrl = postgresAdminUrl()
  if (!adminUrl) throw new Error('PostgreSQL is not available')
  const database = await createPostgresDatabase(adminUrl, 'inkdraft_it')
  return { kind, env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, dataDir, drop: database.drop }
}
