import type { AnonymousCaller, ClientState, UserCaller } from '../caller'
import type { UserRow } from '../db/schema'
import { testUser } from './fake-app'

/** A client that records what services decide, for assertions. */
export function recordingClient(signInNonce?: string, deviceToken?: string) {
  const events: string[] = []
  const client: ClientState = {
    signInNonce,
    deviceToken,
    trustDevice: (token) => events.push(`trust ${token}`),
    startSession: ({ token }) => events.push(`start ${token}`),
    endSession: () => events.push('end'),
    bindSignInNonce: (nonce) => events.push(`bind ${nonce}`),
    releaseSignInNonce: () => events.push('release'),
  }
  return { client, events }
}

const context = { locale: 'en' as const, ip: '10.0.0.1', userAgent: 'test', origin: 'http://localhost:3000' }

export function anonymousCaller(signInNonce?: string, deviceToken?: string): AnonymousCaller & { events: string[] } {
  const { client, events } = recordingClient(signInNonce, deviceToken)
  return { kind: 'anonymous', context, client, events }
}

export function userCaller(overrides: Partial<UserRow> = {}, token = 'session-1'): UserCaller & { events: string[] } {
  const row = testUser(overrides)
  const { client, events } = recordingClient()
  return {
    kind: 'user',
    user: { id: row.id, email: row.email, role: 'user', rank: row.rank ?? 'FREE', row },
    session: { token },
    context,
    client,
    events,
  }
}
