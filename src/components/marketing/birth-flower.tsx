import { CalendarHeart, Flower2, LayoutTemplate, Type } from 'lucide-react'
import { BIRTH_FLOWERS } from '@/engine/options'
import * as m from '@/paraglide/messages'
import { BirthMonthTaste } from './taste/birth-month-taste'
import { FLOWER_NAMES } from './flower-names'
import { monthName } from './month-name'
import type { MarketingPage } from './marketing-page'
import type { ShowcaseFile } from '@/modules/galleries/content-schema'
import showcase from '../../../content/showcase/birth-flower-tattoo-generator.json'
import { ShowcaseArt } from './showcase-art'
import { FaqSection, FeatureGrid, Hero, Section, SectionHeading, Steps, ToolCta } from './sections'
import { LinkButton } from '@/components/ui/link-button'

const flowerShowcase = showcase as ShowcaseFile

function HeroSection({ standalone }: { standalone: boolean }) {
  return (
    <Hero
      id="bft-hero"
      headingLevel={standalone ? 'h2' : 'h1'}
      eyebrow={m.bft_hero_eyebrow()}
      title={m.bft_hero_heading()}
      lede={m.bft_hero_lede()}
      actions={
        <>
          <LinkButton to="/{-$locale}/dashboard/birth-flower-tattoo-generator" size="lg">
            {m.bft_hero_cta()}
          </LinkButton>
          <LinkButton to="/{-$locale}/birth-flower-tattoo-generator" hash="ShowCase" size="lg" variant="secondary">
            {m.bft_hero_secondary()}
          </LinkButton>
        </>
      }
      art={<ShowcaseArt showcase={flowerShowcase} />}
    />
  )
}

function Feature() {
  return (
    <Section labelledBy="bft-feature">
      <SectionHeading
        id="bft-feature"
        eyebrow={m.bft_feature_eyebrow()}
        title={m.bft_feature_heading()}
        lede={m.bft_feature_lede()}
      />
      <FeatureGrid
        columns={4}
        features={[
          { icon: Flower2, title: m.bft_feature_flowers_title(), body: m.bft_feature_flowers_body() },
          { icon: CalendarHeart, title: m.bft_feature_family_title(), body: m.bft_feature_family_body() },
          { icon: LayoutTemplate, title: m.bft_feature_layouts_title(), body: m.bft_feature_layouts_body() },
          { icon: Type, title: m.bft_feature_names_title(), body: m.bft_feature_names_body() },
        ]}
      />
    </Section>
  )
}

function HowToUse() {
  return (
    <Section labelledBy="bft-howto" className="border-y border-line bg-surface">
      <SectionHeading id="bft-howto" eyebrow={m.bft_howto_eyebrow()} title={m.bft_howto_heading()} />
      <Steps
        steps={[
          { title: m.bft_step_months_title(), body: m.bft_step_months_body() },
          { title: m.bft_step_flowers_title(), body: m.bft_step_flowers_body() },
          { title: m.bft_step_letter_title(), body: m.bft_step_letter_body() },
        ]}
      />
    </Section>
  )
}

function ShowCase() {
  return (
    <Section id="ShowCase" labelledBy="bft-showcase">
      <SectionHeading
        id="bft-showcase"
        eyebrow={m.bft_showcase_eyebrow()}
        title={m.bft_showcase_heading()}
        lede={m.bft_showcase_lede()}
      />
      <div className="mt-10 overflow-hidden rounded-lg border border-line">
        <table className="w-full border-collapse text-left">
          <thead className="bg-surface-raised text-xs uppercase tracking-wider text-ink-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                {m.bft_showcase_month()}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {m.bft_showcase_primary()}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {m.bft_showcase_secondary()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-surface">
            {BIRTH_FLOWERS.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="px-5 py-3.5 font-display text-lg font-normal capitalize text-ink">
                  {monthName(row.month)}
                </th>
                <td className="px-5 py-3.5 text-ink">{FLOWER_NAMES[row.primary]()}</td>
                <td className="px-5 py-3.5 text-ink-muted">{FLOWER_NAMES[row.secondary]()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

export const birthFlowerPage: MarketingPage<'birth-flower-tattoo-generator'> = {
  id: 'birth-flower-tattoo-generator',
  to: '/{-$locale}/birth-flower-tattoo-generator',
  title: m.bft_title,
  description: m.bft_description,
  render: {
    HeroSection: ({ standalone }) => (
      <>
        <HeroSection standalone={standalone} />
        <BirthMonthTaste />
      </>
    ),
    Feature: () => <Feature />,
    HowToUse: () => <HowToUse />,
    ShowCase: () => <ShowCase />,
    FAQ: () => (
      <FaqSection
        id="bft-faq"
        items={[
          { question: m.bft_faq_what_q(), answer: m.bft_faq_what_a() },
          { question: m.bft_faq_which_q(), answer: m.bft_faq_which_a() },
          { question: m.bft_faq_family_q(), answer: m.bft_faq_family_a() },
          { question: m.bft_faq_names_q(), answer: m.bft_faq_names_a() },
          { question: m.bft_faq_stencil_q(), answer: m.bft_faq_stencil_a() },
        ]}
      />
    ),
    CTA: () => (
      <ToolCta
        id="bft-cta"
        title={m.bft_cta_heading()}
        body={m.bft_cta_body()}
        button={m.bft_cta_button()}
        to="/{-$locale}/dashboard/birth-flower-tattoo-generator"
      />
    ),
  },
}
