import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/**
 * Whether the server is rendering the signed-in shell (lib/app-shell-path.ts): src/server.ts says
 * so in the request context and renders it from a request without cookies, so nothing in it can
 * belong to one visitor. Routes that need the visitor then load on the client.
 */
export const isShellRender = createIsomorphicFn()
  .server(() => getGlobalStartContext()?.shell === true)
  .client(() => false)
