import { randomBytes } from 'node:crypto'
import type { Config } from '@/server/env.server'
import type { Service } from '@/server/service'
import type { SocialSetup } from './social-setup'

/** A fresh nonce for a Google or Apple sign-in, which the ID token must carry back. */
export const newSignInNonce = () => randomBytes(24).toString('base64url')

/** Which sign-in buttons to show, and a fresh nonce for them. */
export function prepareSocialSignIn({ config }: { config: Config }): Service<void, SocialSetup> {
  return async (caller) => {
    const { google, apple } = config
    if (!google && !apple) return { google: null, apple: null, nonce: null }
    const nonce = newSignInNonce()
    caller.client.bindSignInNonce(nonce)
    return { google: google?.clientId ?? null, apple: apple?.clientId ?? null, nonce }
  }
}
