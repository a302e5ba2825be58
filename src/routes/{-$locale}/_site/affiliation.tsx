import { createFileRoute } from '@tanstack/react-router'
import { BarChart3, Images, Scale } from 'lucide-react'
import { duration, money, percentOfBps } from '@/components/affiliate/format'
import { programmeQuery } from '@/components/affiliate/queries'
import { rewardText, termsOf, TermsList } from '@/components/affiliate/terms-list'
import { CtaBand, FeatureGrid, Hero, Section, SectionHeading, Steps } from '@/components/marketing/sections'
import { Ornament } from '@/components/marketing/ornament'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_site/affiliation')({
  loader: async ({ context, location }) => ({
    // The terms as configured: the page states them instead of describing them.
    programme: await context.queryClient.ensureQueryData(programmeQuery),
    head: seo({ title: m.affiliation_title(), description: m.affiliation_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: AffiliationPage,
})

function AffiliationPage() {
  const { programme } = Route.useLoaderData()
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
        note={m.affiliation_terms_hero_note({
          rate: percentOfBps(programme.rate_bps),
          reward: rewardText(programme.reward_months),
        })}
        art={<Ornament petals={8} className="mx-auto w-full max-w-sm" />}
      />
      <Section labelledBy="affiliation-how" className="border-y border-line bg-surface">
        <SectionHeading id="affiliation-how" title={m.affiliation_how_heading()} />
        <Steps
          steps={[
            {
              title: m.affiliation_step_apply_title(),
              body: programme.auto_approve ? m.affiliation_terms_step_apply_auto() : m.affiliation_step_apply_body(),
            },
            {
              title: m.affiliation_step_share_title(),
              body: m.affiliation_terms_step_share({ days: duration(programme.cookie_days, 'day') }),
            },
            {
              title: m.affiliation_step_paid_title(),
              body: m.affiliation_terms_step_paid({
                days: duration(programme.hold_days, 'day'),
                day: String(programme.payout_day),
                minimum: money(programme.min_payout),
              }),
            },
          ]}
        />
      </Section>
      <Section labelledBy="affiliation-terms">
        <SectionHeading id="affiliation-terms" title={m.affiliation_terms_heading()} lede={m.affiliation_terms_lede()} />
        <TermsList terms={termsOf(programme)} variant="feature" className="mt-10" />
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
      <CtaBand id="affiliation-cta" title={m.affiliation_cta_heading()} body={m.affiliation_lede()} action={apply} />
    </>
  )
}
