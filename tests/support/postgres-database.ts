import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import pg from 'pg'

/**
 * The admin URL of a PostgreSQL server for tests and benchmarks: TEST_DATABASE_ADMIN_URL, or one
 * that scripts/ensure-postgres.sh finds, starts or installs; null when there is none.
 */
export function findPostgresAdminUrl(): string | null {
  if (process.env.TEST_DATABASE_ADMIN_URL) return process.env.TEST_DATABASE_ADMIN_URL
  try {
    const script = join(import.meta.dirname, '../../scripts/ensure-postgres.sh')
    return (
      execFileSync('bash', [script], { stdio: ['ignore', 'pipe', 'inherit'] })
        .toString()
        .trim() || null
    )
  } catch {
    return null
  }
}

export interface PostgresDatabase {
  url: string
  drop(): Promise<void>
}

/** A new, empty PostgreSQL database on the server at `adminUrl`; `drop()` removes it. */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
