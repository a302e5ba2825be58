import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { freePort } from './server.ts'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  language: string | undefined
  /** The first http(s) link in the plain-text part. */
  link: string | undefined
}

/** A real SMTP server in the test process: our server sends to it, tests read what arrived. */
export async function startSmtp() {
  const mails: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        const parsed: Email = await PostalMime.parse(Buffer.concat(chunks))
        const text = parsed.text ?? ''
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
          subject: parsed.subject ?? '',
          text,
          html: parsed.html ?? '',
          language: parsed.headers.find((h) => h.key === 'content-language')?.value,
          link: /https?:\/\/\S+/.exec(text)?.[0],
        })
        waiters.splice(0).forEach((wake) => wake())
        done()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  const matching = (to: string, after: number) => mails.slice(after).filter((m) => m.to === to.toLowerCase())

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to an address (mails are sent in the background). */
    async next(to: string, { after = 0, timeout = 10_000 }: { after?: number; timeout?: number } = {}): Promise<ReceivedMail> {
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        const found = matching(to, after)[0]
        if (found) return found
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
      throw new Error(`no mail to ${to} within ${timeout} ms`)
    },
    count: (to: string) => mails.filter((m) => m.to === to.toLowerCase()).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>
