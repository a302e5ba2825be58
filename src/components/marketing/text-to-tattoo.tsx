import { Link } from '@tanstack/react-router'
import { Languages, Quote, Ruler, Shuffle } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { FeedbackInvite } from './feedback-invite'
import type { MarketingPage } from './marketing-page'
import { Ornament } from './ornament'
import { CtaBand, Faq, FeatureGrid, Hero, Section, SectionHeading } from './sections'

function HeroSection({ standalone }: { standalone: boolean }) {
  const params = useLocaleParams()
  return (
    <Hero
      id="ttt-hero"
      headingLevel={standalone ? 'h2' : 'h1'}
      eyebrow={m.ttt_hero_eyebrow()}
      title={m.ttt_hero_heading()}
      lede={m.ttt_hero_lede()}
      note={m.ttt_hero_note()}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/{-$locale}/dashboard/text-to-tattoo" params={params}>
              {m.ttt_hero_cta()}
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/{-$locale}/tattoo-styles" params={params}>
              {m.ttt_hero_secondary()}
            </Link>
          </Button>
        </>
      }
      art={<Ornament petals={8} rays className="mx-auto w-full max-w-md" />}
    />
  )
}

function FeatureSection1() {
  return (
    <Section labelledBy="ttt-features">
      <SectionHeading id="ttt-features" eyebrow={m.ttt_features_eyebrow()} title={m.ttt_features_heading()} lede={m.ttt_features_lede()} />
      <FeatureGrid
        features={[
          { icon: Languages, title: m.ttt_feature_languages_title(), body: m.ttt_feature_languages_body() },
          { icon: Quote, title: m.ttt_feature_lettering_title(), body: m.ttt_feature_lettering_body() },
          { icon: Ruler, title: m.ttt_feature_placement_title(), body: m.ttt_feature_placement_body() },
          { icon: Shuffle, title: m.ttt_feature_variations_title(), body: m.ttt_feature_variations_body() },
        ]}
      />
    </Section>
  )
}

function FAQ() {
  return (
    <Section labelledBy="ttt-faq">
      <SectionHeading id="ttt-faq" eyebrow={m.marketing_faq_eyebrow()} title={m.marketing_faq_heading()} />
      <Faq
        items={[
          { question: m.ttt_faq_languages_q(), answer: m.ttt_faq_languages_a() },
          { question: m.ttt_faq_artist_q(), answer: m.ttt_faq_artist_a() },
          { question: m.ttt_faq_lettering_q(), answer: m.ttt_faq_lettering_a() },
          { question: m.ttt_faq_failure_q(), answer: m.ttt_faq_failure_a() },
          { question: m.ttt_faq_nomatch_q(), answer: m.ttt_faq_nomatch_a() },
        ]}
      />
    </Section>
  )
}

function CTA() {
  const params = useLocaleParams()
  return (
    <CtaBand
      id="ttt-cta"
      title={m.ttt_cta_heading()}
      body={m.ttt_cta_body()}
      action={
        <Button asChild size="lg">
          <Link to="/{-$locale}/dashboard/text-to-tattoo" params={params}>
            {m.ttt_cta_button()}
          </Link>
        </Button>
      }
    />
  )
}

export const textToTattooPage: MarketingPage<'HeroSection' | 'FeatureSection1' | 'UserFeedback' | 'FAQ' | 'CTA'> = {
  sections: ['HeroSection', 'FeatureSection1', 'UserFeedback', 'FAQ', 'CTA'],
  render: {
    HeroSection: ({ standalone }) => <HeroSection standalone={standalone} />,
    FeatureSection1: () => <FeatureSection1 />,
    UserFeedback: () => <FeedbackInvite id="ttt-feedback" heading={m.ttt_feedback_heading()} body={m.ttt_feedback_body()} />,
    FAQ: () => <FAQ />,
    CTA: () => <CTA />,
  },
}
