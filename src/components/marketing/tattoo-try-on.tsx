import { Droplets, MessagesSquare, Move3d, Palette, PersonStanding, Ruler, ScanLine, Sparkle } from 'lucide-react'
import * as m from '@/paraglide/messages'
import type { MarketingPage } from './marketing-page'
import { Ornament } from './ornament'
import { FaqSection, FeatureGrid, Hero, Section, SectionHeading, Steps, ToolCta } from './sections'
import { LinkButton } from '@/components/ui/link-button'

function HeroSection({ standalone }: { standalone: boolean }) {
  return (
    <Hero
      id="tto-hero"
      headingLevel={standalone ? 'h2' : 'h1'}
      eyebrow={m.tto_hero_eyebrow()}
      title={m.tto_hero_heading()}
      lede={m.tto_hero_lede()}
      actions={
        <>
          <LinkButton to="/{-$locale}/dashboard/tattoo-try-on" size="lg">
            {m.tto_hero_cta()}
          </LinkButton>
          <LinkButton to="/{-$locale}/tattoo-ideas" size="lg" variant="secondary">
            {m.tto_hero_secondary()}
          </LinkButton>
        </>
      }
      art={<Ornament petals={10} rays className="mx-auto w-full max-w-md" />}
    />
  )
}

function Feature() {
  return (
    <Section labelledBy="tto-feature">
      <SectionHeading
        id="tto-feature"
        eyebrow={m.tto_feature_eyebrow()}
        title={m.tto_feature_heading()}
        lede={m.tto_feature_lede()}
      />
      <FeatureGrid
        columns={4}
        features={[
          { icon: Move3d, title: m.tto_feature_curve_title(), body: m.tto_feature_curve_body() },
          { icon: Droplets, title: m.tto_feature_skin_title(), body: m.tto_feature_skin_body() },
          { icon: Sparkle, title: m.tto_feature_healed_title(), body: m.tto_feature_healed_body() },
          { icon: PersonStanding, title: m.tto_feature_mask_title(), body: m.tto_feature_mask_body() },
        ]}
      />
    </Section>
  )
}

function HowItWork() {
  return (
    <Section labelledBy="tto-how" className="border-y border-line bg-surface">
      <SectionHeading id="tto-how" eyebrow={m.tto_how_eyebrow()} title={m.tto_how_heading()} />
      <Steps
        steps={[
          { title: m.tto_step_photo_title(), body: m.tto_step_photo_body() },
          { title: m.tto_step_place_title(), body: m.tto_step_place_body() },
          { title: m.tto_step_save_title(), body: m.tto_step_save_body() },
        ]}
      />
    </Section>
  )
}

function WhyChoose() {
  return (
    <Section labelledBy="tto-why">
      <SectionHeading id="tto-why" eyebrow={m.tto_why_eyebrow()} title={m.tto_why_heading()} />
      <FeatureGrid
        features={[
          { icon: Ruler, title: m.tto_why_size_title(), body: m.tto_why_size_body() },
          { icon: ScanLine, title: m.tto_why_placement_title(), body: m.tto_why_placement_body() },
          { icon: Palette, title: m.tto_why_style_title(), body: m.tto_why_style_body() },
          { icon: MessagesSquare, title: m.tto_why_artist_title(), body: m.tto_why_artist_body() },
        ]}
      />
    </Section>
  )
}

export const tattooTryOnPage: MarketingPage<'tattoo-try-on'> = {
  id: 'tattoo-try-on',
  to: '/{-$locale}/tattoo-try-on',
  title: m.tto_title,
  description: m.tto_description,
  render: {
    HeroSection: ({ standalone }) => <HeroSection standalone={standalone} />,
    Feature: () => <Feature />,
    HowItWork: () => <HowItWork />,
    WhyChoose: () => <WhyChoose />,
    Faq: () => (
      <FaqSection
        id="tto-faq"
        items={[
          { question: m.tto_faq_photo_q(), answer: m.tto_faq_photo_a() },
          { question: m.tto_faq_private_q(), answer: m.tto_faq_private_a() },
          { question: m.tto_faq_design_q(), answer: m.tto_faq_design_a() },
          { question: m.tto_faq_real_q(), answer: m.tto_faq_real_a() },
          { question: m.tto_faq_save_q(), answer: m.tto_faq_save_a() },
        ]}
      />
    ),
    CTA: () => (
      <ToolCta
        id="tto-cta"
        title={m.tto_cta_heading()}
        body={m.tto_cta_body()}
        button={m.tto_cta_button()}
        to="/{-$locale}/dashboard/tattoo-try-on"
      />
    ),
  },
}
