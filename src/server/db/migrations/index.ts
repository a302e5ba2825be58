import type { Migration } from 'kysely/migration'
import * as m0001 from './0001_audit_log'
import * as m0002 from './0002_accounts'
import * as m0003 from './0003_seed_ranks'
import * as m0004 from './0004_designs'
import * as m0005 from './0005_mail_outbox'
import * as m0006 from './0006_design_jobs'
import * as m0007 from './0007_queue'
import * as m0008 from './0008_feedback'
import * as m0009 from './0009_print_check'
import * as m0010 from './0010_billing'
import * as m0011 from './0011_affiliate'

/**
 * Listed by hand rather than read from the folder: the server is bundled, so migrations must be
 * imported statically. Names sort in the order they run; never rename or edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001_audit_log': m0001,
  '0002_accounts': m0002,
  '0003_seed_ranks': m0003,
  '0004_designs': m0004,
  '0005_mail_outbox': m0005,
  '0006_design_jobs': m0006,
  '0007_queue': m0007,
  '0008_feedback': m0008,
  '0009_print_check': m0009,
  '0010_billing': m0010,
  '0011_affiliate': m0011,
}
