import type * as v from 'valibot'
import { db } from '@/server/startup.server'
import { issueActivationToken } from './activation.server'
import type { EmailOnlySchema } from './auth.schema'
import { sendActivationEmail } from './emails.server'
import { consume } from './rate-limit.server'

/**
 * POST /resend-activate-email: a fresh link for an account still waiting for activation. The
 * answer is the same whether or not the address has such an account.
 */
export async function resendActivation(input: v.InferOutput<typeof EmailOnlySchema>): Promise<Record<string, never>> {
  await consume('mailByAddressMinute', input.email)
  await consume('mailByAddressDay', input.email)
  const user = await db()
    .selectFrom('user')
    .select(['id', 'email', 'name', 'locale', 'email_verified'])
    .where('email', '=', input.email)
    .executeTakeFirst()
  const waiting = user && !(user.email_verified === true || user.email_verified === 1)
  if (waiting) sendActivationEmail(user, await issueActivationToken(user.id))
  return {}
}
