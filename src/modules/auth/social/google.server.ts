import { randomBytes } from 'node:crypto'
import * as client from 'openid-client'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserInfo } from '@/modules/accounts'
import type { Caller } from '@/server/caller'
import type { Config } from '@/server/env.server'
import { discover } from '@/server/identity/oidc.server'
import { logger } from '@/server/log.server'
import type { Service } from '@/server/service'
import type { AuthRepo } from '../auth.repo.server'
import type { GoogleAuthUrlInput, GoogleLoginInput } from '../auth.schema'
import type { SignInWithIdToken } from './id-token-sign-in.server'
import { newSignInNonce } from './prepare.server'

const STATE_SECONDS = 10 * 60
const log = logger('google')

function google(config: Config) {
  if (!config.google) throw new AppError(ErrorCode.NOT_FOUND, 'Google sign-in is not configured')
  return config.google
}

/** Only our own pages may receive Google's answer: no open redirect through the sign-in. */
function ownRedirect(uri: string, caller: Caller, config: Config): string {
  const target = new URL(uri)
  const own = new Set([new URL(config.publicUrl).origin, caller.context.origin])
  if (!own.has(target.origin)) throw AppError.validation({ redirect_uri: 'validation_required' })
  target.hash = ''
  return target.href
}

/**
 * GET /auth-google/auth-url: the authorization-code flow with state, nonce and PKCE (S256).
 * The verifier never leaves the server; it waits in oauth_state for ten minutes.
 */
export function googleAuthUrl(deps: { config: Config; repo: AuthRepo }): Service<GoogleAuthUrlInput, { url: string }> {
  return async (caller, input) => {
    const settings = google(deps.config)
    const redirectUri = ownRedirect(input.redirect_uri, caller, deps.config)
    const cfg = await discover(settings.issuer, settings.clientId, settings.clientSecret)
    const state = randomBytes(24).toString('base64url')
    const codeVerifier = client.randomPKCECodeVerifier()
    const nonce = newSignInNonce()
    await deps.repo.saveOAuthState({
      state,
      provider: 'google',
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: redirectUri,
      expires_at: Math.floor(Date.now() / 1000) + STATE_SECONDS,
    })
    caller.client.bindSignInNonce(nonce)
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
    return { url: url.href }
  }
}

/** The ID token of a redirect sign-in, from Google's token endpoint, and the nonce it must carry. */
async function exchangeCode(deps: { config: Config; repo: AuthRepo }, input: GoogleLoginInput, caller: Caller) {
  const settings = google(deps.config)
  const row = input.state ? await deps.repo.takeOAuthState(input.state, 'google', Math.floor(Date.now() / 1000)) : undefined
  // The state is used up either way; only the browser that started the sign-in (it holds the
  // nonce cookie) may finish it, or a link could sign someone into another person's account.
  if (!row || row.nonce !== caller.client.signInNonce) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
  const cfg = await discover(settings.issuer, settings.clientId, settings.clientSecret)
  const callback = new URL(row.redirect_uri)
  callback.searchParams.set('code', input.code!)
  callback.searchParams.set('state', row.state)
  if (input.iss) callback.searchParams.set('iss', input.iss)
  try {
    const tokens = await client.authorizationCodeGrant(cfg, callback, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    })
    return { idToken: tokens.id_token, nonce: row.nonce }
  } catch (error) {
    // Codes expire in minutes and are single-use; a failure is worth a line for whoever runs this.
    log.warn(`code exchange failed: ${describeFailure(error)}`)
    throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
  }
}

/** POST /auth-google/login with `code` (+ `state`) from the redirect, or a `credential` ID token. */
export function googleLogin(deps: {
  config: Config
  repo: AuthRepo
  signInWithIdToken: SignInWithIdToken
}): Service<GoogleLoginInput, UserInfo> {
  return async (caller, input) => {
    google(deps.config)
    const { idToken, nonce } = input.code
      ? await exchangeCode(deps, input, caller)
      : { idToken: input.credential ?? undefined, nonce: caller.client.signInNonce }
    if (!idToken) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    return deps.signInWithIdToken(caller, { provider: 'google', idToken, nonce, referral: input })
  }
}

/** The error and its OAuth `error` / `error_description`, which openid-client keeps apart from the message. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { error: code, error_description: description } = error as { error?: unknown; error_description?: unknown }
  const oauth = [code, description].filter((part) => typeof part === 'string' && part !== '').join(': ')
  return `${error.name}: ${error.message}${oauth ? ` (${oauth})` : ''}`
}
