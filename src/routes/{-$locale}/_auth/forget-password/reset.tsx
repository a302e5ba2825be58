import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/components/auth/auth-card'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/reset')({
  head: ({ match }) => seo({ title: m.reset_title(), description: m.reset_description(), pathname: match.pathname }),
  component: () => <AuthCard title={m.reset_heading()} lede={m.reset_lede()} />,
})
