import { Brush, CircleDot, Grid3x3, PenTool, Scissors, Square, Stamp } from 'lucide-react'
import * as m from '@/paraglide/messages'
import { TreatmentTaste } from './taste/treatment-taste'
import { FeedbackInvite } from './feedback-invite'
import type { MarketingPage } from './marketing-page'
import { PhotoBeforeAfter } from './before-after'
import { FaqSection, FeatureGrid, Hero, Section, SectionHeading, ToolCta } from './sections'
import { LinkButton } from '@/components/ui/link-button'

function BriefIntroduction({ standalone }: { standalone: boolean }) {
  return (
    <Hero
      id="ptt-intro"
      headingLevel={standalone ? 'h2' : 'h1'}
      eyebrow={m.ptt_intro_eyebrow()}
      title={m.ptt_intro_heading()}
      lede={m.ptt_intro_lede()}
      note={m.ptt_intro_note()}
      actions={
        <LinkButton to="/{-$locale}/dashboard/photo-to-tattoo" size="lg">
          {m.ptt_intro_cta()}
        </LinkButton>
      }
      art={<PhotoBeforeAfter />}
    />
  )
}

function FeatureSection1() {
  return (
    <Section labelledBy="ptt-features">
      <SectionHeading
        id="ptt-features"
        eyebrow={m.ptt_features_eyebrow()}
        title={m.ptt_features_heading()}
        lede={m.ptt_features_lede()}
      />
      <FeatureGrid
        columns={4}
        features={[
          { icon: PenTool, title: m.ptt_treat_lineart_title(), body: m.ptt_treat_lineart_body() },
          { icon: Stamp, title: m.ptt_treat_stencil_title(), body: m.ptt_treat_stencil_body() },
          { icon: Brush, title: m.ptt_treat_sketch_title(), body: m.ptt_treat_sketch_body() },
          { icon: CircleDot, title: m.ptt_treat_dotwork_title(), body: m.ptt_treat_dotwork_body() },
          { icon: Square, title: m.ptt_treat_blackwork_title(), body: m.ptt_treat_blackwork_body() },
          { icon: Scissors, title: m.ptt_treat_woodcut_title(), body: m.ptt_treat_woodcut_body() },
          { icon: Grid3x3, title: m.ptt_treat_halftone_title(), body: m.ptt_treat_halftone_body() },
        ]}
      />
    </Section>
  )
}

export const photoToTattooPage: MarketingPage<'photo-to-tattoo'> = {
  id: 'photo-to-tattoo',
  to: '/{-$locale}/photo-to-tattoo',
  title: m.ptt_title,
  description: m.ptt_description,
  render: {
    BriefIntroduction: ({ standalone }) => (
      <>
        <BriefIntroduction standalone={standalone} />
        <TreatmentTaste />
      </>
    ),
    FeatureSection1: () => <FeatureSection1 />,
    UserFeedback: () => <FeedbackInvite id="ptt-feedback" heading={m.ptt_feedback_heading()} body={m.ptt_feedback_body()} />,
    FAQ: () => (
      <FaqSection
        id="ptt-faq"
        items={[
          { question: m.ptt_faq_photos_q(), answer: m.ptt_faq_photos_a() },
          { question: m.ptt_faq_privacy_q(), answer: m.ptt_faq_privacy_a() },
          { question: m.ptt_faq_formats_q(), answer: m.ptt_faq_formats_a() },
          { question: m.ptt_faq_output_q(), answer: m.ptt_faq_output_a() },
          { question: m.ptt_faq_edit_q(), answer: m.ptt_faq_edit_a() },
        ]}
      />
    ),
    CTA: () => (
      <ToolCta
        id="ptt-cta"
        title={m.ptt_cta_heading()}
        body={m.ptt_cta_body()}
        button={m.ptt_cta_button()}
        to="/{-$locale}/dashboard/photo-to-tattoo"
      />
    ),
  },
}
