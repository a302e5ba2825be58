import { createFileRoute } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import * as v from 'valibot'
import { AuthCard } from '@/components/auth/auth-card'
import { maskEmail } from '@/lib/mask-email'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

// `?email=` names the address the activation mail went to; anything malformed is ignored.
const Search = v.object({
  email: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))), undefined),
})

export const Route = createFileRoute('/{-$locale}/_auth/register/verification')({
  validateSearch: (search) => v.parse(Search, search),
  head: ({ match }) =>
    seo({ title: m.verification_title(), description: m.verification_description(), pathname: match.pathname, noindex: true }),
  component: function VerificationPage() {
    const { email } = Route.useSearch()
    return (
      <AuthCard
        icon={<MailCheck />}
        title={m.verification_heading()}
        lede={email ? m.verification_body_email({ email: maskEmail(email) }) : m.verification_body()}
      />
    )
  },
})
