import type { Adapters } from '@/server/adapters.server'
import { isSignedIn } from '@/server/caller'
import type { Service } from '@/server/service'

/** DELETE /logout: ends this session and clears the client's cookie. Idempotent. */
export function logout(deps: Pick<Adapters, 'identity'>): Service<void, Record<string, never>> {
  return async (caller) => {
    if (isSignedIn(caller)) await deps.identity.endSession(caller.session.token)
    caller.client.endSession()
    return {}
  }
}
