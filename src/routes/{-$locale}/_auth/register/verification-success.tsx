import { createFileRoute } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { AuthCard } from '@/components/auth/auth-card'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_auth/register/verification-success')({
  head: ({ match }) =>
    seo({
      title: m.verification_success_title(),
      description: m.verification_success_description(),
      pathname: match.pathname,
      noindex: true,
    }),
  component: function VerificationSuccessPage() {
    return (
      <AuthCard icon={<CircleCheck />} title={m.verification_success_heading()} lede={m.verification_success_body()}>
        <LinkButton to="/{-$locale}/login" className="mt-8 w-full">
          {m.nav_login()}
        </LinkButton>
      </AuthCard>
    )
  },
})
