import { Languages, Quote, Ruler, Shuffle } from 'lucide-react'
import * as m from '@/paraglide/messages'
import { PromptTaste } from './taste/prompt-taste'
import { FeedbackInvite } from './feedback-invite'
import type { MarketingPage } from './marketing-page'
import type { ShowcaseFile } from '@/modules/galleries/content-schema'
import showcase from '../../../content/showcase/text-to-tattoo.json'
import { ShowcaseArt } from './showcase-art'
import { FaqSection, FeatureGrid, Hero, Section, SectionHeading, ToolCta } from './sections'
import { LinkButton } from '@/components/ui/link-button'

const textShowcase = showcase as ShowcaseFile

function HeroSection({ standalone }: { standalone: boolean }) {
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
          <LinkButton to="/{-$locale}/dashboard/text-to-tattoo" size="lg">
            {m.ttt_hero_cta()}
          </LinkButton>
          <LinkButton to="/{-$locale}/tattoo-styles" size="lg" variant="secondary">
            {m.ttt_hero_secondary()}
          </LinkButton>
        </>
      }
      art={<ShowcaseArt showcase={textShowcase} />}
    />
  )
}

function FeatureSection1() {
  return (
    <Section labelledBy="ttt-features">
      <SectionHeading
        id="ttt-features"
        eyebrow={m.ttt_features_eyebrow()}
        title={m.ttt_features_heading()}
        lede={m.ttt_features_lede()}
      />
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

export const textToTattooPage: MarketingPage<'text-to-tattoo'> = {
  id: 'text-to-tattoo',
  to: '/{-$locale}/text-to-tattoo',
  title: m.ttt_title,
  description: m.ttt_description,
  render: {
    HeroSection: ({ standalone }) => (
      <>
        <HeroSection standalone={standalone} />
        <PromptTaste />
      </>
    ),
    FeatureSection1: () => <FeatureSection1 />,
    UserFeedback: () => <FeedbackInvite id="ttt-feedback" heading={m.ttt_feedback_heading()} body={m.ttt_feedback_body()} />,
    FAQ: () => (
      <FaqSection
        id="ttt-faq"
        items={[
          { question: m.ttt_faq_languages_q(), answer: m.ttt_faq_languages_a() },
          { question: m.ttt_faq_artist_q(), answer: m.ttt_faq_artist_a() },
          { question: m.ttt_faq_lettering_q(), answer: m.ttt_faq_lettering_a() },
          { question: m.ttt_faq_failure_q(), answer: m.ttt_faq_failure_a() },
          { question: m.ttt_faq_nomatch_q(), answer: m.ttt_faq_nomatch_a() },
        ]}
      />
    ),
    CTA: () => (
      <ToolCta
        id="ttt-cta"
        title={m.ttt_cta_heading()}
        body={m.ttt_cta_body()}
        button={m.ttt_cta_button()}
        to="/{-$locale}/dashboard/text-to-tattoo"
      />
    ),
  },
}
