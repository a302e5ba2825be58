import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime from 'postal-mime'

/**
 * The newest message to an address in a server's outbox folder (the embedded mail transport),
 * waiting for it to be written: mail leaves in the background.
 */
export async function latestMail(
  dataDir: string,
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: string; timeoutMs?: number } = {},
) {
  const dir = join(dataDir, 'outbox')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse()
    } catch {
      // not created yet
    }
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(join(dir, file)))
      if (subject !== undefined && mail.subject !== subject) continue
      if (mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase())) {
        const text = mail.text ?? ''
        return { subject: mail.subject ?? '', text, html: mail.html ?? '', link: /https?:\/\/\S+/.exec(text)?.[0] }
      }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail to ${to}${subject === undefined ? '' : ` about "${subject}"`} in ${dir}`)
}

/** Signs up through the API and activates from the outbox; returns the session cookie. */
export async function activatedAccount(
  baseUrl: string,
  dataDir: string,
  email: string,
  password: string,
  ip: string,
  locale = 'en',
) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip }
  const signup = await fetch(`${baseUrl}/common-api/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Test Person', locale }),
  })
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`)
  const token = new URL((await latestMail(dataDir, email)).link!).searchParams.get('token')
  const done = await fetch(`${baseUrl}/common-api/v1/complete-signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  })
  if (!done.ok) throw new Error(`activation failed: ${done.status} ${await done.text()}`)
  return done.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
