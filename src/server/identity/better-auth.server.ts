import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import type { DatabaseHandle } from '../db/database.server'
import type { Config } from '../env.server'
import { currentNewUserProfile } from './new-user-profile.server'
import { idTokenVerifier, userInfoFromIdToken } from './oidc.server'
import { hashPassword, verifyPassword } from './password.server'
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-lifetime'

/** Passwords as the sign-up and reset forms allow them (accounts' password policy says the same). */
const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 128
export const RESET_TOKEN_SECONDS = 30 * 60

/** Header that carries the client's address into Better Auth, which records it on the session. */
export const CLIENT_IP_HEADER = 'x-inkdraft-client-ip'

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

/** A user as Better Auth hands it to its hooks (with Inkdraft's fields). */
export interface HookUser {
  id: string
  email: string
  name: string
  locale?: string | null
}

/**
 * Better Auth mails reset links and password notices from inside its endpoints; Inkdraft writes
 * its own mails, so the hooks only hand what they were given back to the identity adapter that
 * made the call (identity.server.ts).
 */
export const resetTokens = new AsyncLocalStorage<(user: HookUser, token: string) => void>()
export const passwordResets = new AsyncLocalStorage<(user: HookUser) => void>()

interface AppleUser {
  name?: { firstName?: string; lastName?: string }
  email?: string
}

/**
 * The Better Auth instance: users, credentials, social accounts, sessions and verification values
 * in Inkdraft's database. Its own HTTP handler is never mounted and its cookies are never sent:
 * the identity adapter calls its API, and the transports write Inkdraft's cookies.
 */
export function createBetterAuth(config: Config, { db, kind }: DatabaseHandle) {
  const secure = config.publicUrl.startsWith('https://')
  return betterAuth({
    appName: 'Inkdraft',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: kind },
    telemetry: { enabled: false },
    // Failed sign-ins are answered, counted and limited by us; Better Auth need not log each one.
    logger: { level: 'error' },
    // Inkdraft limits by address, by account and per request itself (src/server/limits).
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => resetTokens.getStore()?.(user as HookUser, token),
      onPasswordReset: async ({ user }) => passwordResets.getStore()?.(user as HookUser),
    },
    // Activation uses Inkdraft's own single-use tokens (the auth module); Better Auth's are signed
    // JWTs that work again until they expire.
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
      ...(config.google
        ? {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret ?? '',
              verifyIdToken: idTokenVerifier(config.google),
              getUserInfo: (tokens) => userInfoFromIdToken(tokens.idToken),
            },
          }
        : {}),
      ...(config.apple
        ? {
            apple: {
              clientId: config.apple.clientId,
              clientSecret: '',
              verifyIdToken: idTokenVerifier(config.apple),
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
            const profile = currentNewUserProfile()
            return {
              data: {
                ...user,
                locale: profile?.locale ?? DEFAULT_LOCALE,
                source: profile?.source ?? null,
                referralUrl: profile?.referralUrl ?? null,
                referredBy: profile?.distributionCode ?? null,
                role: 'user',
                rank: 'FREE',
              },
            }
          },
          after: async (user) => {
            const profile = currentNewUserProfile()
            if (profile) profile.createdUserId = user.id
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'inkdraft',
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  })
}

export type BetterAuth = ReturnType<typeof createBetterAuth>
