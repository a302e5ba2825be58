import { createHash, createHmac } from 'node:crypto'
import type { Config } from '@/server/env.server'
import type { Mailer } from '@/server/mail/mailer.server'
import type { Recipient } from '@/server/mail/recipient'
import type { Payouts } from '@/server/payouts/payouts'
import type { AffiliateRepo } from './affiliate.repo.server'
import type { ProgrammeTerms } from './terms'

/** What every affiliate service is built over (index.server.ts builds it once). */
export interface AffiliateContext {
  repo: AffiliateRepo
  programme: ProgrammeTerms
  payouts: Payouts
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  /** Whom a user's mail goes to, in their language (null once the account is gone). */
  recipientOf: (userId: string) => Promise<Recipient | null>
  /** The programme's clock in Unix seconds (the sandbox may move it on; ADR 46). */
  now: () => number
  /** Keyed hash for visitors and addresses: never stored raw, not reversible without the key. */
  hash: (value: string) => string
}

export function programmeOf(config: Config): ProgrammeTerms {
  return { ...config.affiliate, cookieDays: 90 }
}

export function keyedHash(secret: string) {
  const key = createHmac('sha256', secret).update('inkdraft affiliate visitors').digest()
  return (value: string) => createHmac('sha256', key).update(value).digest('base64url').slice(0, 32)
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
