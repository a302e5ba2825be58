/**
 * Every route of the seed's section 2, in its English form, with example parameters. Written out
 * here from the specification rather than imported from the app, so the tests check the app.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/register/verification',
  '/register/verification?email=someone%40example.com',
  '/register/verification-success',
  '/forget-password',
  '/forget-password/sent',
  '/forget-password/reset',
  '/pricing',
  '/pay-success',
  '/privacy',
  '/terms',
  '/affiliation',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/text-to-tattoo',
  '/tattoo-try-on',
  '/tattoo-ideas',
  '/tattoo-ideas/rose',
  '/tattoo-ideas/floral/rose',
  '/tattoo-styles',
  '/tattoo-styles/fine-line',
]

export const SECTION_ROUTES = [
  ...['CTA', 'FAQ', 'Feature', 'HeroSection', 'HowToUse', 'ShowCase'].map(
    (s) => `/birth-flower-tattoo-generator/components/${s}`,
  ),
  ...['BriefIntroduction', 'CTA', 'FAQ', 'FeatureSection1', 'UserFeedback'].map((s) => `/photo-to-tattoo/components/${s}`),
  ...['CTA', 'FAQ', 'FeatureSection1', 'HeroSection', 'UserFeedback'].map((s) => `/text-to-tattoo/components/${s}`),
  ...['CTA', 'Faq', 'Feature', 'HeroSection', 'HowItWork', 'WhyChoose'].map((s) => `/tattoo-try-on/components/${s}`),
]

export const LOGIN_ROUTES = [
  '/dashboard',
  '/dashboard/birth-flower-tattoo-generator',
  '/dashboard/photo-to-tattoo',
  '/dashboard/text-to-tattoo',
  '/dashboard/tattoo-try-on',
  '/dashboard/history',
  '/dashboard/feedback',
  '/profile',
  '/affiliate/apply',
  '/affiliate',
  '/affiliate/assets',
  '/affiliate/dashboard',
  '/affiliate/details',
  '/affiliate/settlement',
]

export const PREFIXES = ['', '/de', '/es', '/fr', '/ja', '/ko', '/pt', '/tw', '/vi', '/zh'] as const

export const HTML_LANG: Record<(typeof PREFIXES)[number], string> = {
  '': 'en-US',
  '/de': 'de',
  '/es': 'es',
  '/fr': 'fr',
  '/ja': 'ja',
  '/ko': 'ko',
  '/pt': 'pt',
  '/tw': 'zh-TW',
  '/vi': 'vi',
  '/zh': 'zh-CN',
}

/** `/pricing` in a locale: `/de/pricing`; the home page is `/de`. */
export function localized(prefix: string, route: string): string {
  if (!prefix) return route
  return route === '/' ? prefix : route.startsWith('/?') ? `${prefix}${route.slice(1)}` : `${prefix}${route}`
}
