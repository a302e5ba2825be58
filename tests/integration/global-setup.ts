import type { TestProject } from 'vitest/node'
import { findPostgresAdminUrl } from '../support/postgres-database'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null
  }
}

/**
 * Finds or starts PostgreSQL once per run. Without it the PostgreSQL half of each suite is
 * skipped with a message saying so, unless INKDRAFT_REQUIRE_POSTGRES=1, where its absence fails
 * the run (for machines that must test PostgreSQL).
 */
export default function setup(project: TestProject) {
  const url = findPostgresAdminUrl()
  if (!url) {
    if (process.env.INKDRAFT_REQUIRE_POSTGRES === '1')
      throw new Error('PostgreSQL is required for this run but is not available.')
    console.warn('\n[integration] PostgreSQL unavailable: the PostgreSQL variants of the integration tests are SKIPPED.\n')
  }
  project.provide('postgresAdminUrl', url)
}
