import { randomUUID } from 'node:crypto'
import { betterAuth, type BetterAuthPlugin } from 'better-auth'
import * as v from 'valibot'
import { createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { config } from '@/server/env.server'
import { databaseHandle } from '@/server/startup.server'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { sendPasswordChangedEmail, sendResetEmail } from './emails.server'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy'
import { hashPassword, verifyPassword } from './password.server'
import { googleIdTokenVerifier, appleIdTokenVerifier, userInfoFromIdToken } from './oidc/id-token.server'
import { currentSignupContext } from './signup-context.server'

const DAY = 24 * 60 * 60
/** Better Auth moves a session's expiry forward at most once per this many seconds of use. */
export const SESSION_UPDATE_AGE_SECONDS = DAY
export const SESSION_IDLE_SECONDS = 30 * DAY
export const SESSION_ABSOLUTE_SECONDS = 90 * DAY
export const RESET_TOKEN_SECONDS = 30 * 60

const snake = {
  session: {
    expiresAt: 'expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    ipAddress: 'ip_address',
    userAgent: 'user_agent',
    userId: 'user_id',
  },
  account: {
    accountId: 'account_id',
    providerId: 'provider_id',
    userId: 'user_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  verification: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
}

/**
 * Server-only endpoints Better Auth does not have: start a session for a user whose activation
 * token we have just consumed ("complete-signup activates and logs in"). Never mounted over HTTP;
 * called through `auth.api`.
 */
const inkdraftPlugin = {
  id: 'inkdraft',
  endpoints: {
    startSessionForUser: createAuthEndpoint(
      '/inkdraft/start-session',
      { method: 'POST', body: v.object({ userId: v.string() }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
        if (!user) throw new Error('startSessionForUser: no such user')
        const session = await ctx.context.internalAdapter.createSession(user.id)
        await setSessionCookie(ctx, { session, user })
        return ctx.json({ userId: user.id })
      },
    ),
  },
} satisfies BetterAuthPlugin

function createAuth() {
  const cfg = config()
  const { db, kind } = databaseHandle()
  const secure = cfg.publicUrl.startsWith('https://')
  return betterAuth({
    appName: 'Inkdraft',
    baseURL: cfg.publicUrl,
    basePath: '/api/auth',
    secret: cfg.authSecret,
    database: { db, type: kind },
    telemetry: { enabled: false },
    // Failed sign-ins are answered, counted and limited by us; Better Auth need not log each one.
    logger: { level: 'error' },
    // Inkdraft limits by IP, by account and by address itself (rate-limit.server.ts).
    rateLimit: { enabled: false },
    trustedOrigins: [cfg.publicUrl],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendResetEmail(user, token),
      onPasswordReset: async ({ user }) => sendPasswordChangedEmail(user),
    },
    // Activation uses Inkdraft's own single-use tokens (activation.server.ts); Better Auth's are
    // signed JWTs that work again until they expire.
    emailVerification: { sendOnSignUp: false, sendOnSignIn: false },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS, fields: snake.session },
    account: { fields: snake.account, accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    verification: { fields: snake.verification, storeIdentifier: 'hashed' },
    user: {
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        rank: { type: 'string', required: false, defaultValue: 'FREE', input: false },
        theme: { type: 'string', required: false, input: false },
        source: { type: 'string', required: false, input: false },
        referralUrl: { type: 'string', required: false, input: false, fieldName: 'referral_url' },
        referredBy: { type: 'string', required: false, input: false, fieldName: 'referred_by' },
      },
      deleteUser: { enabled: true },
    },
    socialProviders: {
      ...(cfg.google
        ? {
            google: {
              clientId: cfg.google.clientId,
              clientSecret: cfg.google.clientSecret ?? '',
              verifyIdToken: googleIdTokenVerifier(),
              getUserInfo: (tokens) => userInfoFromIdToken(tokens.idToken),
            },
          }
        : {}),
      ...(cfg.apple
        ? {
            apple: {
              clientId: cfg.apple.clientId,
              clientSecret: '',
              verifyIdToken: appleIdTokenVerifier(),
              getUserInfo: (tokens) => userInfoFromIdToken(tokens.idToken, (tokens as { user?: AppleUser }).user),
            },
          }
        : {}),
    },
    databaseHooks: {
      user: {
        create: {
          // New accounts get the language, traffic source and referral they signed up with.
          before: async (user) => {
            const context = currentSignupContext()
            return {
              data: {
                ...user,
                locale: context?.locale ?? DEFAULT_LOCALE,
                source: context?.source ?? null,
                referralUrl: context?.referralUrl ?? null,
                referredBy: context?.distributionCode ?? null,
                role: 'user',
                rank: 'FREE',
              },
            }
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'inkdraft',
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: cfg.trustProxy ? ['x-forwarded-for'] : [] },
    },
    plugins: [inkdraftPlugin],
  })
}

interface AppleUser {
  name?: { firstName?: string; lastName?: string }
  email?: string
}

export type Auth = ReturnType<typeof createAuth>

let instance: Auth | undefined

/** The process's Better Auth instance, built after start-up has opened the database. */
export function auth(): Auth {
  instance ??= createAuth()
  return instance
}
