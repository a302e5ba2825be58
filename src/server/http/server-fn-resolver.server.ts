import { getServerFnById } from '#tanstack-start-server-fn-resolver'
import type { ServerFnEntry } from './server-fn-call.server'

/**
 * The build's own table of server functions (TanStack Start's virtual module), asked as TanStack
 * Start asks it for a browser's call: an id that is not there, or not callable from a browser,
 * is no function.
 */
export async function findServerFn(id: string): Promise<ServerFnEntry | undefined> {
  try {
    return await getServerFnById(id, { origin: 'client' })
  } catch {
    return undefined
  }
}
