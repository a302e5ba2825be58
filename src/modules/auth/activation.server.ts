import { randomBytes } from 'node:crypto'
import { auth } from './auth.server'

export const ACTIVATION_TOKEN_SECONDS = 24 * 60 * 60

const identifier = (token: string) => `activation:${token}`

/**
 * A single-use activation token, valid 24 hours. It is kept in Better Auth's verification table
 * under a hashed identifier, so a copy of the database does not contain usable links.
 */
export async function issueActivationToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const context = await auth().$context
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + ACTIVATION_TOKEN_SECONDS * 1000),
  })
  return token
}

/** The user the token was issued for, or null when it is unknown, used or expired. */
export async function consumeActivationToken(token: string): Promise<string | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const context = await auth().$context
  const row = await context.internalAdapter.consumeVerificationValue(identifier(token))
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null
  return row.value
}
