import { createFileRoute } from '@tanstack/react-router'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { parseTokenSearch } from '@/modules/auth/token-search'
import { completeSignupFn } from '@/modules/auth/auth.functions'
import { AuthCard } from '@/components/auth/auth-card'
import { ResendForm } from '@/components/auth/resend-activation'
import { LinkButton } from '@/components/ui/link-button'
import { headFromLoader, seo } from '@/lib/seo'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { rememberSession } from '@/modules/auth/client/session'
import { useUserInfo } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/register/verification-success')({
  validateSearch: parseTokenSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.verification_success_title(),
      description: m.verification_success_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: VerificationSuccessPage,
})

type State = 'activating' | 'done' | 'failed'

/**
 * The activation link lands here. The token is spent by a POST from the page, never by the GET
 * itself, so mail scanners that open links cannot use it up.
 */
function VerificationSuccessPage() {
  const { token } = Route.useSearch()
  const info = useUserInfo()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [state, setState] = useState<State>(token ? 'activating' : 'done')
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    completeSignupFn({ data: { token } })
      .then(async (user) => {
        rememberSession(queryClient, user)
        await router.invalidate()
        await router.navigate({ to: '.', search: {}, replace: true })
        setState('done')
      })
      .catch(() => setState('failed'))
  }, [token, queryClient, router])

  if (state === 'activating') {
    return <AuthCard title={m.verification_activating()} />
  }
  if (state === 'failed') {
    return (
      <AuthCard icon={<CircleX />} title={m.verification_failed_heading()} lede={m.verification_failed_body()}>
        <div className="mt-8">
          <ResendForm label={m.verification_failed_resend()} />
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard icon={<CircleCheck />} title={m.verification_success_heading()} lede={m.verification_success_body()}>
      {info ? (
        <LinkButton to="/{-$locale}/dashboard" size="lg" className="mt-8 w-full">
          {m.verification_continue()}
        </LinkButton>
      ) : (
        <LinkButton to="/{-$locale}/login" size="lg" className="mt-8 w-full">
          {m.nav_login()}
        </LinkButton>
      )}
    </AuthCard>
  )
}
