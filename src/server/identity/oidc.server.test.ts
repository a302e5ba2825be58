import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discover } from './oidc.server'

describe('discover', () => {
  let server: Server
  let issuer: string
  let requests = 0

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++
      if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end()
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keeps the client secret when ID tokens were checked first (One Tap before a redirect sign-in)', async () => {
    const forTokens = await discover(issuer, 'client-a')
    const forCodes = await discover(issuer, 'client-a', 'secret-a')
    expect(forTokens.clientMetadata().client_secret).toBeUndefined()
    expect(forCodes.clientMetadata().client_secret).toBe('secret-a')
  })

  it('asks the issuer once per client configuration', async () => {
    const before = requests
    await Promise.all([discover(issuer, 'client-b', 's'), discover(issuer, 'client-b', 's')])
    await discover(issuer, 'client-b', 's')
    expect(requests - before).toBe(1)
  })
})
