import type { LocaleCode } from '@/i18n/locales'
import { localizePath } from '@/i18n/paths'

/** The pages an affiliate may send people to: home, the four tools, pricing and the ideas. */
export const LANDING_PAGES = [
  { id: 'home', path: '/' },
  { id: 'text', path: '/text-to-tattoo' },
  { id: 'birth-flower', path: '/birth-flower-tattoo-generator' },
  { id: 'photo', path: '/photo-to-tattoo' },
  { id: 'try-on', path: '/tattoo-try-on' },
  { id: 'pricing', path: '/pricing' },
  { id: 'ideas', path: '/tattoo-ideas' },
] as const

export type LandingId = (typeof LANDING_PAGES)[number]['id']

export interface Utm {
  source?: string
  medium?: string
  campaign?: string
}

export interface LinkOptions {
  /** `https://inkdraft.example`; without one the link is root-relative. */
  origin: string
  landing: LandingId
  locale: LocaleCode
  code: string
  utm?: Utm
}

/** The longest UTM value kept: the referral capture stores the whole first URL in 2,000 characters. */
export const UTM_MAX = 100

/**
 * An affiliate's link: the landing page in the chosen language (English has no prefix), `ref`
 * with the code (what the referral capture reads), then the UTM fields that were filled in.
 */
export function affiliateLink({ origin, landing, locale, code, utm = {} }: LinkOptions): string {
  const page = LANDING_PAGES.find((p) => p.id === landing) ?? LANDING_PAGES[0]
  const query = new URLSearchParams({ ref: code.trim().toUpperCase() })
  for (const [key, value] of [
    ['utm_source', utm.source],
    ['utm_medium', utm.medium],
    ['utm_campaign', utm.campaign],
  ] as const) {
    const text = value?.trim().slice(0, UTM_MAX)
    if (text) query.set(key, text)
  }
  const path = `${localizePath(page.path, locale)}?${query}`
  return origin ? `${origin.replace(/\/+$/, '')}${path}` : path
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The HTML an affiliate pastes into a site: the banner, linked with their code. */
export function bannerSnippet({
  link,
  src,
  width,
  height,
  alt,
}: {
  link: string
  src: string
  width: number
  height: number
  alt: string
}): string {
  return `<a href="${attribute(link)}"><img src="${attribute(src)}" width="${width}" height="${height}" alt="${attribute(alt)}"></a>`
}
