import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
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

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /**
   * Sends without making the caller wait: answers must not take longer when an address exists
   * (that would tell who has an account), and a slow mail server must not hold requests.
   */
  sendInBackground(message: MailMessage): void
}

type Transport = (message: MailMessage) => Promise<void>

function mailerOver(send: Transport): Mailer {
  return {
    send,
    sendInBackground: (message) =>
      void send(message).catch((error: unknown) => log.error(`could not send "${message.subject}" to ${message.to}`, error)),
  }
}

/** Writes each message as an .eml file: the embedded default, readable by any mail client. */
function outboxTransport(dir: string, from: string): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (message) => {
    const info = await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
    await mkdir(dir, { recursive: true })
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`)
    await writeFile(file, info.message as Buffer, { mode: 0o600 })
    log.info(`wrote "${message.subject}" for ${message.to} to ${file}`)
  }
}

function smtpTransport(url: string, from: string): Transport {
  const transport: Transporter = nodemailer.createTransport(url)
  return async (message) => {
    await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
    log.info(`sent "${message.subject}" to ${message.to}`)
  }
}

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function createMailer({ mail, dataDir }: Pick<Config, 'mail' | 'dataDir'>): Mailer {
  return mailerOver(mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : outboxTransport(join(dataDir, 'outbox'), mail.from))
}
