import { createFileRoute } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { email, searchOf } from '@/lib/search-params'
import { AuthCard } from '@/components/auth/auth-card'
import { ResendButton, ResendForm } from '@/components/auth/resend-activation'
import { maskEmail } from '@/lib/mask-email'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

// `?email=` names the address the activation mail went to; anything malformed is ignored.
const parseVerificationSearch = searchOf({ email })

export const Route = createFileRoute('/{-$locale}/_auth/register/verification')({
  validateSearch: parseVerificationSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.verification_title(),
      description: m.verification_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: function VerificationPage() {
    const { email } = Route.useSearch()
    return (
      <AuthCard
        icon={<MailCheck />}
        title={m.verification_heading()}
        lede={email ? m.verification_body_email({ email: maskEmail(email) }) : m.verification_body()}
      >
        <p className="mt-4 text-sm text-ink-muted">{m.verification_check_spam()}</p>
        <div className="mt-8">{email ? <ResendButton email={email} /> : <ResendForm label={m.verification_resend()} />}</div>
      </AuthCard>
    )
  },
})
