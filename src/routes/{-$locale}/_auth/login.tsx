import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { AuthCard, AuthSwitch } from '@/components/auth/auth-card'
import { LoginForm } from '@/components/auth/login-form'
import { OAUTH_RETURN, SocialButtons } from '@/components/auth/social-buttons'
import { isLocaleCode } from '@/i18n/locales'
import { localizePath } from '@/i18n/paths'
import { searchOf, textUpTo } from '@/lib/search-params'
import { headFromLoader, seo } from '@/lib/seo'
import { sessionStore } from '@/lib/storage'
import { toast } from '@/lib/toast'
import { googleLoginFn, prepareSocialSignIn } from '@/modules/auth/auth.functions'
import { referralPayload } from '@/modules/auth/client/referral'
import { useSignedIn } from '@/modules/auth/client/use-session'
import { redirectIfLoggedIn } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

const optional = textUpTo(2048)
const parseLoginSearch = searchOf({
  /** Where to go after login: the path of the guarded page, without its leading slash. */
  from: optional,
  // Google's redirect back: the authorization code and our state, or an error.
  code: optional,
  state: optional,
  iss: optional,
  error: optional,
})

export const Route = createFileRoute('/{-$locale}/_auth/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: redirectIfLoggedIn,
  loader: async ({ location }) => ({
    social: await prepareSocialSignIn(),
    head: seo({ title: m.login_title(), description: m.login_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: LoginPage,
})

/** Finishes Google's redirect: hands the code to the server, then returns to where the reader started. */
function GoogleCallback({ code, state, iss }: { code: string; state?: string; iss?: string }) {
  const signedIn = useSignedIn()
  const started = useRef(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const saved = sessionStore.get<{ from: string | null; locale: string }>(OAUTH_RETURN)
    sessionStore.remove(OAUTH_RETURN)
    const locale = isLocaleCode(saved?.locale) ? saved.locale : 'en'
    const home = localizePath('/', locale).slice(1)
    // Google returns to /login whatever the language; a new account takes the one the reader started in.
    googleLoginFn({ data: { code, state, iss, ...referralPayload() }, headers: { 'X-Locale': locale } })
      .then((info) => signedIn(info, saved?.from ?? home))
      .catch(() => setFailed(true))
  }, [code, state, iss, signedIn])
  return failed ? null : (
    <p className="mt-6 text-sm text-ink-muted" role="status">
      {m.auth_signing_in()}
    </p>
  )
}

function LoginPage() {
  const { from, code, state, iss, error } = Route.useSearch()
  const { social: setup } = Route.useLoaderData()
  useEffect(() => {
    if (error) toast.error(m.error_social_failed({ provider: 'Google' }))
  }, [error])
  return (
    <AuthCard title={m.login_heading()} lede={m.login_lede()}>
      {code ? <GoogleCallback code={code} state={state} iss={iss} /> : null}
      <div className="mt-8 space-y-6">
        <SocialButtons setup={setup} from={from} />
        <LoginForm from={from} />
      </div>
      <AuthSwitch prompt={m.login_no_account()} to="/{-$locale}/register" label={m.login_register_link()} />
    </AuthCard>
  )
}
