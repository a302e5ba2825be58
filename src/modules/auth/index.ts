/** The auth module's client-safe surface: its schemas and the login guards. */
export {
  AppleLoginSchema,
  CompleteSignupSchema,
  EmailOnlySchema,
  GoogleAuthUrlSchema,
  GoogleLoginSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
  TokenSchema,
} from './auth.schema'
export { loginTarget, redirectIfLoggedIn, requireLogin, safeReturnPath } from './guards'
export type { SocialSetup } from './social/social-setup'
