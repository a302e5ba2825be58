import { redirectIfLoggedIn } from '@/modules/auth/guards'
import { createFileRoute } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { AuthCard } from '@/components/auth/auth-card'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/sent')({
  beforeLoad: redirectIfLoggedIn,
  loader: ({ location }) => ({
    head: seo({
      title: m.forgot_sent_title(),
      description: m.forgot_sent_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: function SentPage() {
    return (
      <AuthCard icon={<MailCheck />} title={m.forgot_sent_heading()} lede={m.forgot_sent_body()}>
        <LinkButton to="/{-$locale}/login" variant="secondary" className="mt-8 w-full">
          {m.auth_back_to_login()}
        </LinkButton>
      </AuthCard>
    )
  },
})
