import { randomBytes } from 'node:crypto'
import type { Identity } from '@/server/identity/identity.server'

export const ACTIVATION_TOKEN_SECONDS = 24 * 60 * 60

const identifier = (token: string) => `activation:${token}`

/**
 * A single-use activation token, valid 24 hours. It is kept among the identity store's one-time
 * values under a hashed identifier, so a copy of the database does not contain usable links.
 */
export async function issueActivationToken(identity: Identity, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await identity.createValue(identifier(token), userId, new Date(Date.now() + ACTIVATION_TOKEN_SECONDS * 1000))
  return token
}

/** The user the token was issued for, or null when it is unknown, used or expired. */
export async function consumeActivationToken(identity: Identity, token: string): Promise<string | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  return identity.consumeValue(identifier(token))
}
