import { createFileRoute } from '@tanstack/react-router'
import { BarChart3, Images, Scale } from 'lucide-react'
import { CtaBand, FeatureGrid, Hero, Section, SectionHeading, Steps } from '@/components/marketing/sections'
import { Ornament } from '@/components/marketing/ornament'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_site/affiliation')({
  loader: ({ location }) => ({
    head: seo({ title: m.affiliation_title(), description: m.affiliation_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: AffiliationPage,
})

function AffiliationPage() {
  const apply = (
    <LinkButton to="/{-$locale}/affiliate/apply" size="lg">
      {m.affiliation_cta()}
    </LinkButton>
  )
  return (
    <>
      <Hero
        id="affiliation-hero"
        eyebrow={m.affiliation_eyebrow()}
        title={m.affiliation_heading()}
        lede={m.affiliation_lede()}
        actions={apply}
        art={<Ornament petals={8} className="mx-auto w-full max-w-sm" />}
      />
      <Section labelledBy="affiliation-how" className="border-y border-line bg-surface">
        <SectionHeading id="affiliation-how" title={m.affiliation_how_heading()} />
        <Steps
          steps={[
            { title: m.affiliation_step_apply_title(), body: m.affiliation_step_apply_body() },
            { title: m.affiliation_step_share_title(), body: m.affiliation_step_share_body() },
            { title: m.affiliation_step_paid_title(), body: m.affiliation_step_paid_body() },
          ]}
        />
      </Section>
      <Section>
        <FeatureGrid
          columns={3}
          features={[
            { icon: BarChart3, title: m.affiliation_track_title(), body: m.affiliation_track_body() },
            { icon: Images, title: m.affiliation_assets_title(), body: m.affiliation_assets_body() },
            { icon: Scale, title: m.affiliation_refunds_title(), body: m.affiliation_refunds_body() },
          ]}
        />
      </Section>
      <CtaBand id="affiliation-cta" title={m.affiliation_heading()} body={m.affiliation_lede()} action={apply} />
    </>
  )
}
