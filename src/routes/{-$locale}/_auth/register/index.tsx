import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/components/auth/auth-card'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/register/')({
  head: ({ match }) => seo({ title: m.register_title(), description: m.register_description(), pathname: match.pathname }),
  component: () => <AuthCard title={m.register_heading()} lede={m.register_lede()} />,
})
