import { requireLogin } from '@/modules/auth/guards'
import { createFileRoute } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate_/apply')({
  beforeLoad: requireLogin,
  head: ({ match }) =>
    seo({
      title: m.affiliate_apply_title(),
      description: m.affiliate_apply_description(),
      pathname: match.pathname,
      noindex: true,
    }),
  component: () => (
    <Container className="max-w-3xl py-16 sm:py-20">
      <PageHeader eyebrow={m.affiliation_eyebrow()} title={m.affiliate_apply_heading()} lede={m.affiliate_apply_lede()} />
    </Container>
  ),
})
