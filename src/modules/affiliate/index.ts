/** The affiliate module's client-safe surface: schemas, shapes and the code format. */
export * from './affiliate.schema'
export type * from './affiliate'
export { CODE_PATTERN, normaliseCode } from './code-format'
export { primaryBalance } from './money-view'
export type { AffiliateStatus, CommissionStatus, SettlementStatus } from './transitions'
