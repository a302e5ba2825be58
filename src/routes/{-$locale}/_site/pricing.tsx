import { createFileRoute } from '@tanstack/react-router'
import { Gauge, Timer, Undo2 } from 'lucide-react'
import { FeatureGrid } from '@/components/marketing/sections'
import { Container, PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_site/pricing')({
  loader: ({ location }) => ({
    head: seo({ title: m.pricing_title(), description: m.pricing_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: PricingPage,
})

function PricingPage() {
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={m.pricing_eyebrow()} title={m.pricing_heading()} lede={m.pricing_lede()} align="center">
        <div className="mt-8 flex justify-center">
          <LinkButton to="/{-$locale}/register" size="lg">
            {m.cta_start_designing()}
          </LinkButton>
        </div>
      </PageHeader>
      <FeatureGrid
        columns={3}
        features={[
          { icon: Timer, title: m.pricing_slow_title(), body: m.pricing_slow_body() },
          { icon: Gauge, title: m.pricing_priority_title(), body: m.pricing_priority_body() },
          { icon: Undo2, title: m.pricing_refund_title(), body: m.pricing_refund_body() },
        ]}
      />
    </Container>
  )
}
