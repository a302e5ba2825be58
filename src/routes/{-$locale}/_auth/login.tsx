import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/components/auth/auth-card'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/login')({
  head: ({ match }) => seo({ title: m.login_title(), description: m.login_description(), pathname: match.pathname }),
  component: () => <AuthCard title={m.login_heading()} lede={m.login_lede()} />,
})
