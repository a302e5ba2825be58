import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const ROOT = resolve(import.meta.dirname, '../..')
/** What `lib/server-fn-warmup.ts` imports to fetch the caller ahead of a first call. */
const SERVER_FN_CALLER_ID = 'inkdraft:server-fn-caller'
const FETCHER = `${ROOT}/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/serverFnFetcher.js`

const CLIENT_RPC = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/
const STATIC_IMPORT = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const CALL = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
const LAZY_CALL = 'return import("./serverFnFetcher.js").then((m) => m.serverFnFetcher(url, args, startFetch ?? fetch));'

/**
 * The browser's build loads TanStack Start's server-function caller with a page's first call
 * instead of with every page (ADR 51). Start makes a caller for every server function a page
 * might hand over while it hydrates, so the caller's module is on every page's first load, and with
 * it Seroval's whole reader and writer (≈ 11 KB gzip), though a public page calls no server
 * function until someone acts. The caller already answers with a promise, so waiting for its
 * module first changes only when the code arrives. The rewrite is exact: if Start's file changes
 * shape, the build fails instead of shipping the old weight unnoticed.
 */
export function lazyServerFnCalls(): Plugin {
  let build = false
  return {
    name: 'inkdraft:lazy-server-fn-calls',
    configResolved: (config) => {
      build = config.command === 'build'
    },
    resolveId: (source) => (source === SERVER_FN_CALLER_ID ? FETCHER : undefined),
    transform(code, id) {
      if (!build || this.environment.name !== 'client' || !CLIENT_RPC.test(id)) return undefined
      return rewriteClientRpc(code)
    },
  }
}

/** createClientRpc.js with its fetcher imported on the first call; throws on any other shape. */
export function rewriteClientRpc(code: string): string {
  if (code.split(STATIC_IMPORT).length !== 2 || code.split(CALL).length !== 2)
    throw new Error(
      'lazy-server-fn-calls: @tanstack/start-client-core createClientRpc.js has changed shape; update scripts/vite/lazy-server-fn-calls.ts',
    )
  return code.replace(STATIC_IMPORT, '').replace(CALL, LAZY_CALL)
}
