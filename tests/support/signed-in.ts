import { ApiClient } from './api-client.ts'
import { activatedAccount } from './outbox.ts'

let counter = 0

/** A client signed in to a new, activated account (through sign-up and the activation mail). */
export async function signedInClient(baseUrl: string, dataDir: string, tag = 'user', locale = 'en'): Promise<ApiClient> {
  const c = new ApiClient(baseUrl, undefined, locale)
  const email = `${tag}.${Date.now().toString(36)}.${++counter}@example.com`
  const cookies = await activatedAccount(baseUrl, dataDir, email, 'swallow-under-the-rose-7', c.ip, locale)
  c.email = email
  for (const pair of cookies.split('; ')) {
    const [name, ...value] = pair.split('=')
    c.cookies.set(name!, value.join('='))
  }
  return c
}

/** A file or stream of the API as the signed-in client asks for it. */
export const fetchAs = (c: ApiClient, path: string, init: RequestInit = {}) =>
  fetch(`${c.baseUrl}${path}`, {
    ...init,
    headers: {
      cookie: c.cookieHeader(),
      'x-forwarded-for': c.ip,
      'x-locale': c.locale,
      ...(init.headers as Record<string, string>),
    },
  })

export interface ReceivedEvent {
  event: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read events of every shape
  data: any
}

/** Reads a job's server-sent events until the stream ends (or `limitMs` passes). */
export async function jobEventsOf(c: ApiClient, jobId: string, limitMs = 60_000): Promise<ReceivedEvent[]> {
  const res = await fetchAs(c, `/common-api/v1/designs/jobs/${jobId}/events`, { signal: AbortSignal.timeout(limitMs) })
  if (!res.ok || !res.body) throw new Error(`events: ${res.status} ${await res.text()}`)
  const events: ReceivedEvent[] = []
  let buffer = ''
  const decoder = new TextDecoder()
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data) events.push({ event, data: JSON.parse(data) })
      end = buffer.indexOf('\n\n')
    }
  }
  return events
}
