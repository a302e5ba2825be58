import { logger } from '../log.server'
import type { OutboxRepo, OutboxRow } from './outbox.repo.server'
import type { MailMessage, Transport } from './transport.server'

const log = logger('mail')

/** Builds a kind of mail from its outbox payload when it is sent; null when there is nothing to send. */
export type MailComposer = (payload: unknown) => Promise<MailMessage | null>
export type MailComposers = Record<string, MailComposer>

export interface Sender {
  /** Looks for due mail now rather than at the next poll (a mail was just stored). */
  wake(): void
  stop(): Promise<void>
}

export interface SenderOptions {
  repo: OutboxRepo
  transport: Transport
  composers: MailComposers
  /** How often the outbox is read for mail stored by other processes or due for a retry. */
  pollMs?: number
  /** How long a claimed mail is held before another sender may take it (outlasts the SMTP timeouts). */
  leaseSeconds?: number
  /** Attempts before a mail is given up and logged as failed. */
  maxAttempts?: number
}

/** 10 s, 20 s, 40 s … up to an hour between attempts: about 4.5 hours of tries for ten attempts. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1))

const RETAIN_SECONDS = 7 * 24 * 60 * 60

/**
 * The background sender: claims due mail under a lease, composes and sends it, and records the
 * outcome. Delivery is at least once: a process killed between sending and recording sends that
 * mail again once the lease has passed, which is better than never.
 */
export function startSender({
  repo,
  transport,
  composers,
  pollMs = 1000,
  leaseSeconds = 30,
  maxAttempts = 10,
}: SenderOptions): Sender {
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let lastPrune = 0

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const compose = composers[row.kind]
      if (!compose) throw new Error(`no composer for mail of kind "${row.kind}"`)
      const message = await compose(JSON.parse(row.payload))
      if (message) await transport(message)
      await repo.markSent(row.id)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      if (row.attempts >= maxAttempts) {
        log.error(`gave up mail ${row.id} (${row.kind}) after ${row.attempts} attempts: ${reason}`)
        await repo.markFailed(row.id, reason)
      } else {
        log.warn(`mail ${row.id} (${row.kind}) attempt ${row.attempts} failed, retrying: ${reason}`)
        await repo.retryLater(row.id, retryDelaySeconds(row.attempts), reason)
      }
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false
      for (
        let batch = await repo.claimDue(10, leaseSeconds);
        batch.length && !stopped;
        batch = await repo.claimDue(10, leaseSeconds)
      ) {
        await Promise.all(batch.map(deliver))
      }
    } while (again && !stopped)
    if (Date.now() - lastPrune > 60 * 60 * 1000) {
      lastPrune = Date.now()
      await repo.prune(RETAIN_SECONDS)
    }
  }

  function wake(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => log.error('the mail sender could not read the outbox', error))
      .finally(() => (running = undefined))
  }

  const timer = setInterval(wake, pollMs)
  timer.unref()
  wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
