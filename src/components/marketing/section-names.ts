/**
 * The seed's section names of each marketing page, in page order; also the names of their
 * `/components/<Section>` sub-pages. Kept apart from the sections themselves so that route
 * validation does not pull the pages' code into the main bundle.
 */
export const SECTION_NAMES = {
  'text-to-tattoo': ['HeroSection', 'FeatureSection1', 'UserFeedback', 'FAQ', 'CTA'],
  'birth-flower-tattoo-generator': ['HeroSection', 'Feature', 'HowToUse', 'ShowCase', 'FAQ', 'CTA'],
  'photo-to-tattoo': ['BriefIntroduction', 'FeatureSection1', 'UserFeedback', 'FAQ', 'CTA'],
  'tattoo-try-on': ['HeroSection', 'Feature', 'HowItWork', 'WhyChoose', 'Faq', 'CTA'],
} as const

export type MarketingPageId = keyof typeof SECTION_NAMES
export type SectionName<P extends MarketingPageId> = (typeof SECTION_NAMES)[P][number]
