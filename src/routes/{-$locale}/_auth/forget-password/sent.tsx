import { Link, createFileRoute } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { AuthCard } from '@/components/auth/auth-card'
import { Button } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/sent')({
  head: ({ match }) => seo({ title: m.forgot_sent_title(), description: m.forgot_sent_description(), pathname: match.pathname, noindex: true }),
  component: function SentPage() {
    const params = useLocaleParams()
    return (
      <AuthCard icon={<MailCheck />} title={m.forgot_sent_heading()} lede={m.forgot_sent_body()}>
        <Button asChild variant="secondary" className="mt-8 w-full">
          <Link to="/{-$locale}/login" params={params}>
            {m.auth_back_to_login()}
          </Link>
        </Button>
      </AuthCard>
    )
  },
})
