import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/components/auth/auth-card'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/')({
  head: ({ match }) => seo({ title: m.forgot_title(), description: m.forgot_description(), pathname: match.pathname }),
  component: () => <AuthCard title={m.forgot_heading()} lede={m.forgot_lede()} />,
})
