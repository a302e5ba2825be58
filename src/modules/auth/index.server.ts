import type { AccountsModule } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { authRepo } from './auth.repo.server'
import { completeSignup } from './complete-signup.server'
import { forgotPassword } from './forgot-password.server'
import { login } from './login.server'
import { logout } from './logout.server'
import { authMailComposers } from './mails.server'
import { resendActivation } from './resend-activation.server'
import { resetPassword } from './reset-password.server'
import { signup } from './signup.server'
import { appleLogin } from './social/apple.server'
import { googleAuthUrl, googleLogin } from './social/google.server'
import { signInWithIdToken } from './social/id-token-sign-in.server'
import { prepareSocialSignIn } from './social/prepare.server'
import type { OnNewUser } from './on-new-user'

export type AuthDeps = Pick<Adapters, 'database' | 'identity' | 'mailer' | 'limiter' | 'config'> & {
  accounts: Pick<AccountsModule, 'userInfoOf'>
  /** Told of each new account (the affiliate programme's attribution). */
  onNewUser?: OnNewUser
}

/** The auth module: sign-up and activation, sign-in by password, Google and Apple, resets, sign-out. */
export function authModule(deps: AuthDeps) {
  const repo = authRepo(deps.database.db)
  const userInfoOf = deps.accounts.userInfoOf
  const idToken = signInWithIdToken({ identity: deps.identity, userInfoOf, onNewUser: deps.onNewUser })
  return {
    signup: signup({ ...deps, repo }),
    completeSignup: completeSignup({ identity: deps.identity, config: deps.config, userInfoOf }),
    resendActivation: resendActivation(deps),
    login: login({ ...deps, userInfoOf }),
    logout: logout(deps),
    forgotPassword: forgotPassword(deps),
    resetPassword: resetPassword(deps),
    prepareSocialSignIn: prepareSocialSignIn(deps),
    googleAuthUrl: googleAuthUrl({ config: deps.config, repo }),
    googleLogin: googleLogin({ config: deps.config, repo, signInWithIdToken: idToken }),
    appleLogin: appleLogin({ config: deps.config, signInWithIdToken: idToken }),
    /** The module's mails, composed by the mail sender when it takes them from the outbox. */
    mailComposers: authMailComposers({ ...deps, repo }),
  }
}

export type AuthModule = ReturnType<typeof authModule>
