import type { Generated } from 'kysely'

/**
 * The database as Kysely sees it. Times are Unix seconds (bigint in PostgreSQL, read back as
 * numbers); identifiers are text so that both engines share one schema. Each later module adds
 * its tables here with its migration.
 */
export interface AuditLogTable {
  id: string
  /** User id of whoever made the change, or a system actor such as `system:webhook`. */
  actor: string
  entity: string
  entity_id: string
  action: string
  from_value: string | null
  to_value: string | null
  at: number
}

export interface Database {
  audit_log: AuditLogTable
}

export type { Generated }
