import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import {
  AppleLoginSchema,
  CompleteSignupSchema,
  EmailOnlySchema,
  GoogleAuthUrlSchema,
  GoogleLoginSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
} from './auth.schema'

/**
 * The auth module's operations for the web UI: the same services as POST /signup, /login… (the
 * REST handlers under routes/common-api/v1), with the same access and request limits.
 */
export const signupFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'signupByIp' })])
  .validator(input(SignupSchema))
  .handler(({ data, context }) => context.app.auth.signup(context.caller, data))

/** The activation page shows its own failure (a form to ask for a new link). */
export const completeSignupFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', ownErrors: true })])
  .validator(input(CompleteSignupSchema))
  .handler(({ data, context }) => context.app.auth.completeSignup(context.caller, data))

export const resendActivationFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'mailByIp' })])
  .validator(input(EmailOnlySchema))
  .handler(({ data, context }) => context.app.auth.resendActivation(context.caller, data))

export const loginFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'loginByIp' })])
  .validator(input(LoginSchema))
  .handler(({ data, context }) => context.app.auth.login(context.caller, data))

export const logoutFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.auth.logout(context.caller))

export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'mailByIp' })])
  .validator(input(EmailOnlySchema))
  .handler(({ data, context }) => context.app.auth.forgotPassword(context.caller, data))

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(ResetPasswordSchema))
  .handler(({ data, context }) => context.app.auth.resetPassword(context.caller, data))

/** Which sign-in buttons to show, and a fresh nonce for them (bound to this browser by a cookie). */
export const prepareSocialSignIn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.auth.prepareSocialSignIn(context.caller))

export const googleAuthUrlFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public' })])
  .validator(input(GoogleAuthUrlSchema))
  .handler(({ data, context }) => context.app.auth.googleAuthUrl(context.caller, data))

export const googleLoginFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'socialByIp' })])
  .validator(input(GoogleLoginSchema))
  .handler(({ data, context }) => context.app.auth.googleLogin(context.caller, data))

export const appleLoginFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'socialByIp' })])
  .validator(input(AppleLoginSchema))
  .handler(({ data, context }) => context.app.auth.appleLogin(context.caller, data))
