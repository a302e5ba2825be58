import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Config } from '../env.server'
import { logger } from '../log.server'
import { outboxRepo } from './outbox.repo.server'
import { startSender, type MailComposers, type Sender } from './sender.server'
import { createTransport, type MailMessage } from './transport.server'

export type { MailMessage } from './transport.server'
export type { MailComposers } from './sender.server'

const log = logger('mail')

export interface Mailer {
  /**
   * Writes the message to the outbox and returns once it is stored: an answer that promises a
   * mail is sent after this, so a crash at any later moment cannot lose it. The background sender
   * delivers it, with retries.
   */
  enqueue(message: MailMessage): Promise<void>
  /**
   * A domain's mail composed when it is sent, by the composer registered under `kind` (an account
   * lookup, a fresh token): what the answer must not wait for, or must not take longer for, is
   * done after it, yet the request to send is stored first.
   */
  enqueueComposed(kind: string, payload: unknown): Promise<void>
  /** Starts delivering, with the domains' composers; once per process. */
  startSending(composers: MailComposers): void
  /** Stops delivering after the mail in hand (shutdown, tests). */
  stopSending(): Promise<void>
}

/** The outbox in the application's database, delivered over SMTP (SMTP_URL) or as .eml files in DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, db: Kysely<Database>): Mailer {
  const repo = outboxRepo(db)
  const transport = createTransport(config)
  let sender: Sender | undefined
  return {
    async enqueue(message) {
      await repo.add('message', message)
      // After the answer has gone: the sender's reads must not delay it, nor make it slower for a registered address.
      setImmediate(() => sender?.wake())
    },
    async enqueueComposed(kind, payload) {
      await repo.add(kind, payload)
      // After the answer has gone: the sender's reads must not delay it, nor make it slower for a registered address.
      setImmediate(() => sender?.wake())
    },
    startSending(composers) {
      if (sender) return
      sender = startSender({
        repo,
        transport,
        composers: { ...composers, message: async (payload) => payload as MailMessage },
        leaseSeconds: config.mail.leaseSeconds,
      })
      log.debug('mail sender started')
    },
    async stopSending() {
      await sender?.stop()
      sender = undefined
    },
  }
}
