import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { config } from '../env.server'
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
}

/** Writes each message as an .eml file: the embedded default, readable by any mail client. */
function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
      await mkdir(dir, { recursive: true })
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`)
      await writeFile(file, info.message as Buffer, { mode: 0o600 })
      log.info(`wrote "${message.subject}" for ${message.to} to ${file}`)
    },
  }
}

function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message, headers: { 'Content-Language': message.language } })
      log.info(`sent "${message.subject}" to ${message.to}`)
    },
  }
}

let current: Mailer | undefined

export function mailer(): Mailer {
  if (!current) {
    const { mail, dataDir } = config()
    current = mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : outboxMailer(join(dataDir, 'outbox'), mail.from)
  }
  return current
}

/**
 * Sends without making the caller wait: answers must not take longer when an address exists
 * (that would tell who has an account), and a slow mail server must not hold requests.
 */
export function sendInBackground(message: MailMessage): void {
  mailer()
    .send(message)
    .catch((error: unknown) => log.error(`could not send "${message.subject}" to ${message.to}`, error))
}
