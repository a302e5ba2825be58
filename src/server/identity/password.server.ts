import { hash, verify } from '@node-rs/argon2'

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), computed natively off
 * the event loop by @node-rs/argon2. The parameters travel inside each hash, so raising them
 * later leaves existing passwords verifiable.
 */
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Algorithm.Argon2id.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // a malformed stored hash never logs anyone in
  }
}
