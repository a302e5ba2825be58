import { randomBytes } from 'node:crypto'
import type { Config } from '@/server/env.server'
import type { Service } from '@/server/service'
import type { SocialSetup } from './social-setup'

/** A fresh nonce for a Google or Apple sign-in, which the ID token must carry back. */
export const newSignInNonce = () => randomBytes(24).toString('base64url')

/** Which sign-in buttons to show, and the nonce for them, bound to this browser for ten minutes. */
export function prepareSocialSignIn({ config }: { config: Config }): Service<void, SocialSetup> {
  return async (caller) => {
    const { google, apple } = config
    if (!google && !apple) return { google: null, apple: null, nonce: null }
    // A browser coming back from Google's redirect keeps the nonce its sign-in was started with
    // (google.server.ts checks it against the sign-in's state); otherwise a fresh one.
    const nonce = caller.client.signInNonce ?? newSignInNonce()
    caller.client.bindSignInNonce(nonce)
    return { google: google?.clientId ?? null, apple: apple?.clientId ?? null, nonce }
  }
}
