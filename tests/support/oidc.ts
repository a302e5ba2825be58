import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import Provider from 'oidc-provider'
import { freePort } from './server.ts'

export interface TestAccount {
  sub: string
  email: string
  email_verified?: boolean
  name?: string
}

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google and Apple. Sign-in
 * interactions finish at once as `nextAccount`, so a code flow needs no browser; tokens for the
 * credential flows are minted with the provider's own key, or with another key to forge them.
 */
export async function startOidcProvider(
  clients: { client_id: string; client_secret: string; redirect_uris: string[] }[],
  options: { port?: number } = {},
) {
  const port = options.port ?? (await freePort())
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const accounts = new Map<string, TestAccount>()
  let nextAccount: TestAccount = { sub: 'google-sub-1', email: 'oidc@example.com', email_verified: true, name: 'Oidc Person' }

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    // Google and Apple put the e-mail into the ID token itself; so does this stand-in.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id)
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined
    },
  })

  // Every interaction signs in `nextAccount` and consents to what was asked.
  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res)
      accounts.set(nextAccount.sub, nextAccount)
      const grant = new provider.Grant({ accountId: nextAccount.sub, clientId: String(details.params.client_id) })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextAccount.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    provider.callback()(req, res)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  async function mint(claims: Record<string, unknown>, options: { forged?: boolean; expired?: boolean } = {}) {
    const key = options.forged ? (await generateKeyPair('RS256')).privateKey : privateKey
    const now = Math.floor(Date.now() / 1000)
    const iat = options.expired ? now - 7200 : now
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(String(claims.iss ?? issuer))
      .setIssuedAt(iat)
      .setExpirationTime(options.expired ? now - 3600 : now + 600)
      .sign(key)
  }

  /**
   * Runs the authorization step of a code flow like a browser would: follows the redirects until
   * the provider sends the browser back to the redirect URI, and returns that URL.
   */
  async function authorize(url: string): Promise<URL> {
    const cookies = new Map<string, string>()
    let next = url
    for (let i = 0; i < 10; i++) {
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';')
        const [k, ...v] = pair!.split('=')
        cookies.set(k!, v.join('='))
      }
      const location = res.headers.get('location')
      if (!location) throw new Error(`authorization stopped at ${next} with ${res.status}: ${await res.text()}`)
      const target = new URL(location, next)
      if (!target.href.startsWith(issuer)) return target
      next = target.href
    }
    throw new Error('too many redirects')
  }

  return {
    issuer,
    setNextAccount: (account: TestAccount) => (nextAccount = account),
    mint,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestOidc = Awaited<ReturnType<typeof startOidcProvider>>
