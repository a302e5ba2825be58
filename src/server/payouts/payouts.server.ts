import type { Config } from '../env.server'
import type { Payouts } from './payouts'
import { createPayPalPayouts } from './paypal.server'
import { createSandboxPayouts } from './sandbox-payouts.server'

/** The configured payouts provider (PAYOUTS), built once at start-up. */
export function createPayouts(config: Config): Payouts {
  return config.payouts.kind === 'paypal' ? createPayPalPayouts(config.payouts) : createSandboxPayouts()
}
