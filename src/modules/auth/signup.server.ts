import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { rejectCommonPassword } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import { issueActivationToken } from './activation.server'
import type { AuthRepo } from './auth.repo.server'
import type { SignupInput } from './auth.schema'
import { activationEmail } from './emails.server'

const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'E-mail already registered')

/**
 * POST /signup: creates an inactive account and sends the activation e-mail in the reader's
 * language. The account cannot sign in until the link in that e-mail is opened.
 */
export function signup(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'config'> & { repo: AuthRepo },
): Service<SignupInput, { email: string }> {
  return async (caller, input) => {
    rejectCommonPassword(input.password, 'password')
    if (await deps.repo.userByEmail(input.email)) throw emailTaken()

    const locale = input.locale ?? caller.context.locale
    const name = input.name?.trim() || input.email.split('@')[0]!.slice(0, 80)
    let userId: string
    try {
      const profile = {
        locale,
        source: input.source ?? null,
        referralUrl: input.referral_url ?? null,
        distributionCode: input.distribution_code ?? null,
      }
      userId = (await deps.identity.createUser({ email: input.email, password: input.password, name }, profile)).userId
    } catch (error) {
      // Two sign-ups for one address at the same moment: the second loses on the unique index.
      if (await deps.repo.userByEmail(input.email)) throw emailTaken()
      throw error
    }
    const token = await issueActivationToken(deps.identity, userId)
    deps.mailer.sendInBackground({
      to: input.email,
      ...activationEmail(deps.config.publicUrl, { email: input.email, name, locale }, token),
    })
    return { email: input.email }
  }
}
