import { Link, createFileRoute } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { AuthCard } from '@/components/auth/auth-card'
import { Button } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/register/verification-success')({
  head: ({ match }) =>
    seo({ title: m.verification_success_title(), description: m.verification_success_description(), pathname: match.pathname, noindex: true }),
  component: function VerificationSuccessPage() {
    const params = useLocaleParams()
    return (
      <AuthCard icon={<CircleCheck />} title={m.verification_success_heading()} lede={m.verification_success_body()}>
        <Button asChild className="mt-8 w-full">
          <Link to="/{-$locale}/login" params={params}>
            {m.nav_login()}
          </Link>
        </Button>
      </AuthCard>
    )
  },
})
