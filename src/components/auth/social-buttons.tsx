import { useEffect, useState } from 'react'
import type { SocialSetup } from '@/modules/auth'
import { appleLoginFn, googleAuthUrlFn, googleLoginFn } from '@/modules/auth/auth.functions'
import { useSignedIn } from '@/modules/auth/client/use-session'
import { referralPayload } from '@/modules/auth/client/referral'
import { currentLocale } from '@/i18n/use-locale'
import { loadScript } from '@/lib/load-script'
import { sessionStore } from '@/lib/storage'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'

const GIS = 'https://accounts.google.com/gsi/client'
const APPLE_JS = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'
export const OAUTH_RETURN = 'oauth-return'

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        nonce: string
        callback: (r: { credential: string }) => void
        use_fedcm_for_prompt?: boolean
        auto_select?: boolean
      }): void
      prompt(): void
    }
  }
}
interface AppleId {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; state: string; nonce: string; usePopup: boolean }): void
    signIn(): Promise<{ authorization: { id_token: string; code?: string }; user?: unknown }>
  }
}

/** Google's redirect comes back to one address for every language: /login. */
export function oauthRedirectUri(): string {
  return `${window.location.origin}/login`
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-4" aria-hidden>
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9.1h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.4 14.4 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
      <path d="M16.4 12.6c0-2.5 2.1-3.7 2.2-3.8a4.7 4.7 0 0 0-3.7-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.4 9.4c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.2-4.2zM13.9 5.3A4.3 4.3 0 0 0 14.9 2a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3.1 3.6 3.6 0 0 0 2.9-1.3z" />
    </svg>
  )
}

/**
 * "Continue with Google" runs the authorization-code flow by redirect (state, nonce and PKCE are
 * the server's). Where Google's script loads, One Tap offers the credential flow as well; where
 * it cannot, the seed's message says so. Apple's button opens Apple's sign-in popup.
 */
export function SocialButtons({ setup, from }: { setup: SocialSetup; from?: string }) {
  const signedIn = useSignedIn()
  const [gisFailed, setGisFailed] = useState(false)
  const [busy, setBusy] = useState<'google' | 'apple' | null>(null)

  useEffect(() => {
    if (!setup.google || !setup.nonce) return
    let cancelled = false
    loadScript(GIS)
      .then(() => {
        const google = (window as unknown as { google?: GoogleIdentity }).google
        if (cancelled || !google) return
        google.accounts.id.initialize({
          client_id: setup.google!,
          nonce: setup.nonce!,
          use_fedcm_for_prompt: true,
          callback: async ({ credential }) => {
            const info = await googleLoginFn({ data: { credential, ...referralPayload() } })
            await signedIn(info, from)
          },
        })
        google.accounts.id.prompt()
      })
      .catch(() => !cancelled && setGisFailed(true))
    return () => {
      cancelled = true
    }
  }, [setup.google, setup.nonce, from, signedIn])

  if (!setup.google && !setup.apple) return null

  const startGoogle = async () => {
    setBusy('google')
    try {
      sessionStore.set(OAUTH_RETURN, { from: from ?? null, locale: currentLocale().code })
      const { url } = await googleAuthUrlFn({ data: { redirect_uri: oauthRedirectUri() } })
      window.location.assign(url)
    } catch {
      setBusy(null)
    }
  }

  const startApple = async () => {
    setBusy('apple')
    try {
      await loadScript(APPLE_JS)
      const apple = (window as unknown as { AppleID?: AppleId }).AppleID
      if (!apple) throw new Error('AppleID unavailable')
      apple.auth.init({
        clientId: setup.apple!,
        scope: 'name email',
        redirectURI: oauthRedirectUri(),
        state: crypto.randomUUID(),
        nonce: setup.nonce!,
        usePopup: true,
      })
      const result = await apple.auth.signIn()
      const info = await appleLoginFn({
        data: {
          id_token: result.authorization.id_token,
          code: result.authorization.code,
          user: result.user as string | Record<string, unknown> | undefined,
          ...referralPayload(),
        },
      })
      await signedIn(info, from)
    } catch (error) {
      // Closing Apple's popup is not an error worth a toast; everything else is.
      if (!String((error as { error?: string })?.error ?? '').includes('popup_closed')) {
        toast.error(m.error_social_failed({ provider: 'Apple' }))
      }
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="space-y-3">
      {setup.google && (
        <Button variant="secondary" size="lg" className="w-full" disabled={busy !== null} onClick={startGoogle}>
          <GoogleMark />
          {m.auth_google()}
        </Button>
      )}
      {setup.apple && (
        <Button variant="secondary" size="lg" className="w-full" disabled={busy !== null} onClick={startApple}>
          <AppleMark />
          {m.auth_apple()}
        </Button>
      )}
      {gisFailed && (
        <p role="status" className="text-center text-xs text-ink-faint" data-testid="gis-load-failed">
          {m.auth_google_load_failed()}
        </p>
      )}
      <p className="ornament-rule pt-2 text-xs uppercase tracking-widest text-ink-faint">{m.auth_or()}</p>
    </div>
  )
}
