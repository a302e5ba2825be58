import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/database.server'
import { migrateToLatest } from '../db/migrate.server'
import { outboxRepo } from './outbox.repo.server'
import { retryDelaySeconds, startSender, type Sender } from './sender.server'
import type { MailMessage } from './transport.server'

const message = (to: string): MailMessage => ({ to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', language: 'en' })

let database: DatabaseHandle
const senders: Sender[] = []

async function setup() {
  database = openDatabase({ kind: 'sqlite', file: ':memory:' })
  await migrateToLatest(database.db as Kysely<unknown>)
  return outboxRepo(database.db)
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()))
  await database.destroy()
})

describe('the mail sender', () => {
  it('sends what is stored, composing domain mails when it takes them, and skips what has nothing to send', async () => {
    const repo = await setup()
    await repo.add('message', message('ana@example.com'))
    await repo.add('greeting', { to: 'bo@example.com' })
    await repo.add('greeting', { to: null })
    const sent: string[] = []
    const composers = {
      message: async (payload: unknown) => payload as MailMessage,
      greeting: async (payload: unknown) => {
        const { to } = payload as { to: string | null }
        return to ? message(to) : null
      },
    }
    senders.push(startSender({ repo, transport: async (m) => void sent.push(m.to), composers }))
    await until(async () => (await repo.pendingCount()) === 0)
    expect(sent.sort()).toEqual(['ana@example.com', 'bo@example.com'])
  })

  it('keeps a mail whose sending failed and tries again later, with growing pauses', async () => {
    const repo = await setup()
    const id = await repo.add('message', message('ana@example.com'))
    let calls = 0
    const transport = async () => {
      calls++
      throw new Error('SMTP 451 try again')
    }
    senders.push(startSender({ repo, transport, composers: { message: async (p) => p as MailMessage } }))
    await until(() => calls === 1)
    await senders[0]!.stop()
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 451 try again', locked_until: null })
    expect(row.next_attempt_at - row.created_at).toBeGreaterThanOrEqual(retryDelaySeconds(1) - 1)
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1))
    expect(retryDelaySeconds(30)).toBe(3600)
  })

  it('gives a mail up after its last attempt', async () => {
    const repo = await setup()
    const id = await repo.add('message', message('ana@example.com'))
    const transport = async () => {
      throw new Error('mailbox unavailable')
    }
    senders.push(startSender({ repo, transport, composers: { message: async (p) => p as MailMessage }, maxAttempts: 1 }))
    await until(async () => (await repo.pendingCount()) === 0)
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('failed')
  })

  it('lets one sender have a mail while its lease lasts, and another take it once the lease has passed', async () => {
    const repo = await setup()
    await repo.add('message', message('ana@example.com'))
    expect(await repo.claimDue(10, 60)).toHaveLength(1)
    // A second process finds nothing: the first holds it.
    expect(await repo.claimDue(10, 60)).toHaveLength(0)
    // The first process died: its lease ends and the mail is taken again.
    await database.db
      .updateTable('mail_outbox')
      .set({ locked_until: Math.floor(Date.now() / 1000) - 1 })
      .execute()
    const again = await repo.claimDue(10, 60)
    expect(again).toHaveLength(1)
    expect(again[0]!.attempts).toBe(2)
  })
})
