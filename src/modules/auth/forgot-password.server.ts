import type * as v from 'valibot'
import { auth } from './auth.server'
import type { EmailOnlySchema } from './auth.schema'
import { consume } from './rate-limit.server'

/**
 * POST /forgot-password: a reset link (30 minutes, single use) for the address if it has an
 * account; the same answer either way. The e-mail leaves in the background (emails.server.ts).
 */
export async function forgotPassword(input: v.InferOutput<typeof EmailOnlySchema>): Promise<Record<string, never>> {
  await consume('mailByAddressMinute', `reset:${input.email}`)
  await consume('mailByAddressDay', `reset:${input.email}`)
  await auth().api.requestPasswordReset({ body: { email: input.email, redirectTo: '/' } })
  return {}
}
