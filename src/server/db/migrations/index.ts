import type { Migration } from 'kysely/migration'
import * as m0001 from './0001_audit_log'

/**
 * Listed by hand rather than read from the folder: the server is bundled, so migrations must be
 * imported statically. Names sort in the order they run; never rename or edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001_audit_log': m0001,
}
