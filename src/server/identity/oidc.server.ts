import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose'
import * as client from 'openid-client'

/**
 * OpenID Connect for Google and Apple: the issuer's metadata comes from its discovery document
 * (openid-client), ID tokens are checked against the issuer's published keys (jose): signature,
 * issuer, audience (our client id), expiry and the nonce we issued. The issuers are configurable
 * so that tests run this same code against a local provider.
 */
const discoveries = new Map<string, Promise<client.Configuration>>()
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '::1')
}

export function discover(issuer: string, clientId: string, clientSecret?: string): Promise<client.Configuration> {
  // The secret is part of the key: a configuration discovered for checking ID tokens has none, and
  // handing that one to the code exchange would send no client authentication (invalid_client).
  const key = `${issuer}|${clientId}|${clientSecret ?? ''}`
  let found = discoveries.get(key)
  if (!found) {
    // Plain HTTP only for a provider on this machine (tests); real issuers are HTTPS.
    const options = isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined
    found = client.discovery(new URL(issuer), clientId, clientSecret, undefined, options)
    found.catch(() => discoveries.delete(key)) // retry on the next request rather than caching a failure
    discoveries.set(key, found)
  }
  return found
}

/** Issuer strings a provider may put in `iss` (Google uses two forms of the same issuer). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer]
}

export interface IdTokenExpectation {
  issuer: string
  clientId: string
  nonce: string | undefined
}

export async function verifyIdToken(token: string, expected: IdTokenExpectation): Promise<JWTPayload> {
  // A nonce we issued is required: it ties the token to this browser's sign-in attempt.
  if (!expected.nonce) throw new Error('no nonce to compare with')
  const metadata = (await discover(expected.issuer, expected.clientId)).serverMetadata()
  if (!metadata.jwks_uri) throw new Error('the issuer publishes no keys')
  let keys = keySets.get(metadata.jwks_uri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(metadata.jwks_uri))
    keySets.set(metadata.jwks_uri, keys)
  }
  const { payload } = await jwtVerify(token, keys, {
    issuer: acceptedIssuers(metadata.issuer),
    audience: expected.clientId,
    requiredClaims: ['sub', 'exp', 'iat'],
    clockTolerance: 30,
  })
  if (payload.nonce !== expected.nonce) throw new Error('nonce mismatch')
  return payload
}

/** Better Auth's `verifyIdToken` for a provider: true only for a token our checks accept. */
export function idTokenVerifier(settings: { issuer: string; clientId: string }) {
  return async (token: string, nonce?: string): Promise<boolean> => {
    try {
      await verifyIdToken(token, { ...settings, nonce })
      return true
    } catch {
      return false
    }
  }
}

interface AppleUser {
  name?: { firstName?: string; lastName?: string }
}

/** The profile in an ID token Better Auth has already had us verify. */
export async function userInfoFromIdToken(idToken: string | undefined, appleUser?: AppleUser) {
  if (!idToken) return null
  const claims = decodeJwt(idToken)
  const appleName = [appleUser?.name?.firstName, appleUser?.name?.lastName].filter(Boolean).join(' ')
  const name = (typeof claims.name === 'string' && claims.name) || appleName || ''
  // The account's identity is the token's `sub`, which Better Auth reads from the profile data.
  return {
    user: {
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      name,
      image: typeof claims.picture === 'string' ? claims.picture : undefined,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    },
    // The raw claims are the provider's profile (GoogleProfile, AppleProfile): same fields.
    data: claims as never,
  }
}
