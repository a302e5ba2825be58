import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../env.server'
import { logger } from '../log.server'

const log = logger('mail')

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** BCP 47 tag of the message's language, for the Content-Language header. */
  language: string
}

/** Hands one message to the mail system; throws when it could not (the sender retries). */
export type Transport = (message: MailMessage) => Promise<void>

/**
 * Writes each message as an .eml file: the embedded default, readable by any mail client. The
 * file appears whole or not at all (written aside, then renamed), so a reader never sees half a mail.
 */
function fileTransport(dir: string, from: string): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (message) => {
    const info = await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
    await mkdir(dir, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
    await writeFile(join(dir, `.${name}.part`), info.message as Buffer, { mode: 0o600 })
    await rename(join(dir, `.${name}.part`), join(dir, name))
    log.info(`wrote "${message.subject}" for ${message.to} to ${join(dir, name)}`)
  }
}

function smtpTransport(url: string, from: string): Transport {
  // Bounded waits: a sender holds each mail under a lease (sender.server.ts) that must outlast them.
  const transport: Transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  })
  return async (message) => {
    await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
    log.info(`sent "${message.subject}" to ${message.to}`)
  }
}

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function createTransport({ mail, dataDir }: Pick<Config, 'mail' | 'dataDir'>): Transport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : fileTransport(join(dataDir, 'outbox'), mail.from)
}
