import type { Reservation } from '@/modules/accounts/index.server'
import type { DesignJobTable, DesignOutputTable } from '@/server/db/schema'

type OutputKeys = Pick<DesignOutputTable, 'image_key' | 'svg_key' | 'stencil_key' | 'pdf_key'>

/** Every stored file of these outputs: picture, SVG, stencil and PDF. */
export const fileKeysOf = (outputs: OutputKeys[]): string[] =>
  outputs.flatMap((o) => [o.image_key, o.svg_key, o.stencil_key, o.pdf_key]).filter((k): k is string => !!k)

/** The credit a job holds (null for try-on saves, which cost none). */
export const reservationOf = (job: Pick<DesignJobTable, 'quota_permission' | 'quota_period_start'>): Reservation | null =>
  job.quota_permission && job.quota_period_start !== null
    ? { permission: job.quota_permission as Reservation['permission'], periodStart: Number(job.quota_period_start) }
    : null
