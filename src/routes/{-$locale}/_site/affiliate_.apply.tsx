import { requireLogin } from '@/modules/auth/guards'
import { createFileRoute } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate_/apply')({
  beforeLoad: requireLogin,
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_apply_title(),
      description: m.affiliate_apply_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => (
    <Container className="max-w-3xl py-16 sm:py-20">
      <PageHeader eyebrow={m.affiliation_eyebrow()} title={m.affiliate_apply_heading()} lede={m.affiliate_apply_lede()} />
    </Container>
  ),
})
