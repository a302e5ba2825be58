import { createFileRoute } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/profile')({
  head: ({ match }) =>
    seo({ title: m.profile_title(), description: m.profile_description(), pathname: match.pathname, noindex: true }),
  component: () => (
    <Container className="max-w-4xl py-16 sm:py-20">
      <PageHeader title={m.profile_heading()} lede={m.profile_lede()} />
    </Container>
  ),
})
