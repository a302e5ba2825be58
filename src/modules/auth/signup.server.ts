import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { RequestContext } from '@/server/http/request-context.server'
import { db } from '@/server/startup.server'
import { issueActivationToken } from './activation.server'
import { auth } from './auth.server'
import type { SignupSchema } from './auth.schema'
import { isCommonPassword } from './common-passwords.server'
import { sendActivationEmail } from './emails.server'
import { consume } from './rate-limit.server'
import { withSignupContext } from './signup-context.server'

export function rejectCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw AppError.validation({ [field]: 'validation_password_common' })
}

/**
 * POST /signup: creates an inactive account and sends the activation e-mail in the reader's
 * language. The account cannot sign in until the link in that e-mail is opened.
 */
export async function signup(input: v.InferOutput<typeof SignupSchema>, ctx: RequestContext): Promise<{ email: string }> {
  await consume('signupByIp', ctx.ip)
  rejectCommonPassword(input.password, 'password')
  const exists = await db().selectFrom('user').select('id').where('email', '=', input.email).executeTakeFirst()
  if (exists) throw new AppError(ErrorCode.EMAIL_TAKEN, 'E-mail already registered')

  const locale = input.locale ?? ctx.locale
  const name = input.name?.trim() || input.email.split('@')[0]!.slice(0, 80)
  let userId: string
  try {
    const result = await withSignupContext(
      {
        locale,
        source: input.source ?? null,
        referralUrl: input.referral_url ?? null,
        distributionCode: input.distribution_code ?? null,
      },
      () => auth().api.signUpEmail({ body: { email: input.email, password: input.password, name } }),
    )
    userId = result.user.id
  } catch (error) {
    // Two sign-ups for one address at the same moment: the second loses on the unique index.
    const again = await db().selectFrom('user').select('id').where('email', '=', input.email).executeTakeFirst()
    if (again) throw new AppError(ErrorCode.EMAIL_TAKEN, 'E-mail already registered')
    throw error
  }
  sendActivationEmail({ email: input.email, name, locale }, await issueActivationToken(userId))
  return { email: input.email }
}
