import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewriteClientRpc } from './lazy-server-fn-calls'

const START_CLIENT = join(import.meta.dirname, '../../node_modules/@tanstack/start-client-core/dist/esm')
const installed = () => readFileSync(join(START_CLIENT, 'client-rpc/createClientRpc.js'), 'utf8')

describe("the browser's server-function caller", () => {
  it('imports the fetcher on the first call instead of with the page (the installed Start)', () => {
    const out = rewriteClientRpc(installed())
    expect(out).not.toMatch(/^import .*serverFnFetcher/m)
    expect(out).toContain('import("./serverFnFetcher.js").then((m) => m.serverFnFetcher(url, args, startFetch ?? fetch))')
    // What else the caller carries stays as it was: its url, its id, its mark.
    expect(out).toContain('[TSS_SERVER_FUNCTION]: true')
  })

  it('fails the build when Start changes the file', () => {
    expect(() => rewriteClientRpc('export function createClientRpc() {}')).toThrow(/changed shape/)
    const called = installed().replace('return serverFnFetcher(url, args, startFetch ?? fetch);', 'return x;')
    expect(() => rewriteClientRpc(called)).toThrow(/changed shape/)
  })
})
