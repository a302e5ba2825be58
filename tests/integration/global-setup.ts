import { execFileSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null
  }
}

/**
 * Finds or starts PostgreSQL once per run. Without it the PostgreSQL half of each suite is
 * skipped with a message saying so, unless INKDRAFT_REQUIRE_POSTGRES=1 (as `npm test` sets),
 * where its absence fails the run.
 */
export default function setup(project: TestProject) {
  let url: string | null = process.env.TEST_DATABASE_ADMIN_URL ?? null
  if (!url) {
    try {
      url =
        execFileSync('bash', ['scripts/ensure-postgres.sh'], { stdio: ['ignore', 'pipe', 'inherit'] })
          .toString()
          .trim() || null
    } catch {
      url = null
    }
  }
  if (!url) {
    if (process.env.INKDRAFT_REQUIRE_POSTGRES === '1')
      throw new Error('PostgreSQL is required for this run but is not available.')
    console.warn('\n[integration] PostgreSQL unavailable: the PostgreSQL variants of the integration tests are SKIPPED.\n')
  }
  project.provide('postgresAdminUrl', url)
}
