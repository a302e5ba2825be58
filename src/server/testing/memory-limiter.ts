import Sqlite from 'better-sqlite3'
import { createRateLimiter, type RateLimiter } from '../limits/rate-limiter.server'

/** The real limiter on an in-memory database, for tests where the rules' counting and blocking are the point. */
export function memoryLimiter(): RateLimiter {
  const sqlite = new Sqlite(':memory:')
  sqlite.exec('create table rate_limit (key text primary key, points integer not null default 0, expire bigint)')
  return createRateLimiter({ kind: 'sqlite', sqlite })
}
