import * as v from 'valibot'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import { API_BASE } from '@/lib/constants'

/**
 * The affiliate programme's banners (client-safe): the sizes, the engine designs they show and the
 * request that names one. The image itself is drawn on the server (banner.server.ts).
 */

/** Ad slots (IAB) and the two social formats: a square post and a 9:16 story. */
export const BANNER_SIZES = [
  { id: '300x250', width: 300, height: 250 },
  { id: '728x90', width: 728, height: 90 },
  { id: '160x600', width: 160, height: 600 },
  { id: '1080x1080', width: 1080, height: 1080 },
  { id: '1080x1920', width: 1080, height: 1920 },
] as const

export type BannerSize = (typeof BANNER_SIZES)[number]
export type BannerSizeId = BannerSize['id']
export const BANNER_SIZE_IDS = BANNER_SIZES.map((s) => s.id) as readonly BannerSizeId[]

/** The engine designs a banner may show (banner-designs.server.ts says how each is drawn). */
export const BANNER_DESIGNS = ['snake', 'tiger', 'wolf', 'compass'] as const
export type BannerDesign = (typeof BANNER_DESIGNS)[number]

const Locale = v.optional(v.picklist(LOCALE_CODES as LocaleCode[], 'validation_choice'), 'en')
const Design = v.optional(v.picklist(BANNER_DESIGNS, 'validation_choice'), BANNER_DESIGNS[0])

/** GET /distribution/banner: one banner as a PNG (public: affiliates embed it on their sites). */
export const BannerSchema = v.object({
  size: v.picklist(BANNER_SIZE_IDS as BannerSizeId[], 'validation_choice'),
  locale: Locale,
  design: Design,
})
export type BannerInput = v.InferOutput<typeof BannerSchema>

/** The banners of one language and design, for the assets page. */
export const BannerListSchema = v.object({ locale: Locale, design: Design })
export type BannerListInput = v.InferOutput<typeof BannerListSchema>

export interface BannerView {
  size: BannerSizeId
  width: number
  height: number
  /** Root-relative: the page puts its origin in front. */
  url: string
  /** The banner's words, in its own language: the `alt` of the snippet. */
  alt: string
}

export interface BannerList {
  locale: LocaleCode
  design: BannerDesign
  designs: readonly BannerDesign[]
  banners: BannerView[]
}

/** `/common-api/v1/distribution/banner?size=…&locale=…&design=…` */
export function bannerPath({ size, locale, design }: BannerInput): string {
  const query = new URLSearchParams({ size, locale, design })
  return `${API_BASE}/distribution/banner?${query}`
}
