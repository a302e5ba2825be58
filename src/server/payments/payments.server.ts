import { createHmac } from 'node:crypto'
import type { DatabaseHandle } from '../db/database.server'
import type { Config } from '../env.server'
import type { Payments } from './payments'
import { createSandboxPayments, type SandboxPayments } from './sandbox.server'
import { createStripePayments } from './stripe.server'

export interface PaymentsAdapter {
  payments: Payments
  /** The sandbox's own controls (its checkout page, its clock), when it is the provider. */
  sandbox: SandboxPayments | null
}

/** The key the sandbox signs its deliveries with: derived, so it needs no setting of its own. */
export const sandboxSigningKey = (authSecret: string) =>
  createHmac('sha256', authSecret).update('inkdraft sandbox webhooks').digest('hex')

/** The configured payments provider, built once at start-up. */
export function createPayments(config: Config, database: DatabaseHandle): PaymentsAdapter {
  if (config.payments.kind === 'stripe') return { payments: createStripePayments(config.payments), sandbox: null }
  const sandbox = createSandboxPayments({
    db: database.db,
    publicUrl: config.publicUrl,
    secret: sandboxSigningKey(config.authSecret),
  })
  return { payments: sandbox, sandbox }
}
