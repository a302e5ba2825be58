/**
 * The local OpenID Connect provider the browser tests sign in with "Google" against; started by
 * playwright.config.ts. The provider listens on <port>, its control server on <port + 1>:
 * POST /test/next-account chooses who the next sign-in is; POST /test/mint signs an ID token with
 * the provider's key (the stand-in for Apple's script hands it to the page).
 *   node tests/e2e/support/oidc-server.ts <port> <redirect-uri>
 */
import { createServer } from 'node:http'
import { startOidcProvider, type TestAccount } from '../../support/oidc.ts'

const port = Number(process.argv[2])
const redirectUri = process.argv[3]!
const oidc = await startOidcProvider([{ client_id: 'e2e-google', client_secret: 'e2e-secret', redirect_uris: [redirectUri] }], {
  port,
})

createServer(async (req, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  if (req.url === '/test/next-account' && req.method === 'POST') {
    oidc.setNextAccount(JSON.parse(body) as TestAccount)
    res.end('{}')
    return
  }
  if (req.url === '/test/mint' && req.method === 'POST') {
    // Called from the page by the stand-ins for Google's and Apple's scripts.
    res.setHeader('access-control-allow-origin', '*')
    res.end(await oidc.mint(JSON.parse(body) as Record<string, unknown>))
    return
  }
  res.writeHead(404).end()
}).listen(port + 1, '127.0.0.1', () => console.log(`oidc test provider ${oidc.issuer}, control on ${port + 1}`))
