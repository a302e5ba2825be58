import { randomBytes } from 'node:crypto'
import type * as v from 'valibot'
import * as client from 'openid-client'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts/user-info'
import { config } from '@/server/env.server'
import { ownOrigins } from '@/server/http/origin.server'
import type { RequestContext } from '@/server/http/request-context.server'
import { logger } from '@/server/log.server'
import { db } from '@/server/startup.server'
import type { GoogleAuthUrlSchema, GoogleLoginSchema } from '../auth.schema'
import type { WithCookies } from '../cookies.server'
import { discover } from './id-token.server'
import { issueNonce, readNonce } from './nonce.server'
import { signInWithIdToken } from './social-sign-in.server'

const STATE_SECONDS = 10 * 60
const log = logger('google')

function google() {
  const settings = config().google
  if (!settings) throw new AppError(ErrorCode.NOT_FOUND, 'Google sign-in is not configured')
  return settings
}

/** Only our own pages may receive Google's answer: no open redirect through the sign-in. */
function ownRedirect(uri: string, ctx: RequestContext): string {
  const target = new URL(uri)
  if (!ownOrigins(ctx.request, config().publicUrl).has(target.origin))
    throw AppError.validation({ redirect_uri: 'validation_required' })
  target.hash = ''
  return target.href
}

/**
 * GET /auth-google/auth-url: the authorization-code flow with state, nonce and PKCE (S256).
 * The verifier never leaves the server; it waits in oauth_state for ten minutes.
 */
export async function googleAuthUrl(
  input: v.InferOutput<typeof GoogleAuthUrlSchema>,
  ctx: RequestContext,
): Promise<WithCookies<{ url: string }>> {
  const settings = google()
  const redirectUri = ownRedirect(input.redirect_uri, ctx)
  const cfg = await discover(settings.issuer, settings.clientId, settings.clientSecret)
  const state = randomBytes(24).toString('base64url')
  const codeVerifier = client.randomPKCECodeVerifier()
  const { nonce, setCookie } = issueNonce()
  await db()
    .insertInto('oauth_state')
    .values({
      state,
      provider: 'google',
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: redirectUri,
      expires_at: Math.floor(Date.now() / 1000) + STATE_SECONDS,
    })
    .execute()
  const url = client.buildAuthorizationUrl(cfg, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // Let people with several Google accounts choose; other OpenID providers may not know the value.
    ...(settings.issuer === 'https://accounts.google.com' ? { prompt: 'select_account' } : {}),
  })
  return { data: { url: url.href }, setCookies: new Headers({ 'set-cookie': setCookie }) }
}

/** Takes a state row once: a replayed callback finds nothing. */
async function takeState(state: string) {
  const row = await db()
    .deleteFrom('oauth_state')
    .where('state', '=', state)
    .where('provider', '=', 'google')
    .returningAll()
    .executeTakeFirst()
  await db()
    .deleteFrom('oauth_state')
    .where('expires_at', '<', Math.floor(Date.now() / 1000))
    .execute()
  return row && row.expires_at >= Math.floor(Date.now() / 1000) ? row : undefined
}

/** POST /auth-google/login with `code` (+ `state`) from the redirect, or a `credential` ID token. */
export async function googleLogin(
  input: v.InferOutput<typeof GoogleLoginSchema>,
  ctx: RequestContext,
): Promise<WithCookies<UserInfo>> {
  const settings = google()
  let idToken: string | undefined
  let nonce: string | undefined
  if (input.code) {
    const row = input.state ? await takeState(input.state) : undefined
    if (!row) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    const cfg = await discover(settings.issuer, settings.clientId, settings.clientSecret)
    const callback = new URL(row.redirect_uri)
    callback.searchParams.set('code', input.code)
    callback.searchParams.set('state', row.state)
    if (input.iss) callback.searchParams.set('iss', input.iss)
    try {
      const tokens = await client.authorizationCodeGrant(cfg, callback, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: row.state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      })
      idToken = tokens.id_token
      nonce = row.nonce
    } catch (error) {
      // Codes expire in minutes and are single-use; a failure is worth a line for whoever runs this.
      log.warn(`code exchange failed: ${describeFailure(error)}`)
      throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    }
  } else {
    idToken = input.credential ?? undefined
    nonce = readNonce(ctx.headers)
  }
  if (!idToken) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
  return signInWithIdToken({ provider: 'google', idToken, nonce, referral: input }, ctx)
}

/** The error and its OAuth `error` / `error_description`, which openid-client keeps apart from the message. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { error: code, error_description: description } = error as { error?: unknown; error_description?: unknown }
  const oauth = [code, description].filter((part) => typeof part === 'string' && part !== '').join(': ')
  return `${error.name}: ${error.message}${oauth ? ` (${oauth})` : ''}`
}
