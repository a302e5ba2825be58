import { renderAsync } from '@resvg/resvg-js'
import { LRUCache } from 'lru-cache'
import { codeToTag, type LocaleCode } from '@/i18n/locales'
import * as m from '@/paraglide/messages'
import type { Caller } from '@/server/caller'
import type { Engine } from '@/server/engine.server'
import { FileResult, type Service } from '@/server/service'
import {
  BANNER_DESIGNS,
  BANNER_SIZES,
  bannerPath,
  type BannerDesign,
  type BannerInput,
  type BannerList,
  type BannerListInput,
} from './banner.schema'
import { BANNER_DESIGN_REQUESTS } from './banner-designs.server'
import { composeBanner, plainText, type BannerTexts, type DesignImage } from './banner-layout.server'

/** The banner's words in its own language (messages affiliate_banner_*, written in all ten catalogues). */
export function bannerTexts(locale: LocaleCode): BannerTexts {
  const options = { locale: codeToTag(locale) }
  return {
    headline: m.affiliate_banner_headline({}, options),
    subline: m.affiliate_banner_subline({}, options),
    cta: m.affiliate_banner_cta({}, options),
  }
}

/** The `alt` of a banner: the brand and the headline, in the banner's language. */
export const bannerAlt = (locale: LocaleCode) => `Inkdraft – ${plainText(bannerTexts(locale).headline)}`

/** A PNG's pixel size, from its header. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** Every banner of every size, language and design fits: 5 × 10 × 4 at ≈ 20–260 KB. */
const BANNER_CACHE_BYTES = 64 * 1024 * 1024

/**
 * The affiliate programme's banners (GET /distribution/banner): an engine design on paper, the
 * wordmark and the banner's words in its language, composed as SVG (banner-layout.server.ts) and
 * rasterised by resvg off the main thread. Banners carry no code (the link around them does), so
 * one image serves every affiliate: each is drawn once per process and kept (in-flight requests
 * for the same banner share one drawing), and answered as cacheable for a day.
 */
export function affiliateBanners(deps: { engine: Engine }) {
  /** The engine's PNG of each design (2048 px, transparent), drawn on first use. */
  const drawn = new Map<BannerDesign, Promise<Uint8Array>>()
  /** Designs trimmed to their ink and sized for a box, by design and side. */
  const fitted = new LRUCache<string, Promise<DesignImage>>({ max: 64 })
  const rendered = new LRUCache<string, Uint8Array>({ maxSize: BANNER_CACHE_BYTES, sizeCalculation: (png) => png.byteLength })
  const inFlight = new Map<string, Promise<Uint8Array>>()

  function drawDesign(design: BannerDesign): Promise<Uint8Array> {
    let png = drawn.get(design)
    if (!png) {
      png = deps.engine
        .runtime()
        .then((runtime) => runtime.generate(BANNER_DESIGN_REQUESTS[design]))
        .then((result) => result.outputs[0]!.png)
      drawn.set(design, png)
      // A failed drawing (the engine busy, stopping) is tried again by the next request.
      png.catch(() => drawn.delete(design))
    }
    return png
  }

  function designFor(design: BannerDesign, side: number): Promise<DesignImage> {
    const key = `${design}:${side}`
    let image = fitted.get(key)
    if (!image) {
      image = (async () => {
        const { trimToInk } = await deps.engine.runtime()
        const png = await trimToInk(await drawDesign(design), side)
        return { href: `data:image/png;base64,${png.toString('base64')}`, ...pngSize(png) }
      })()
      fitted.set(key, image)
      image.catch(() => fitted.delete(key))
    }
    return image
  }

  async function draw({ size: sizeId, locale, design }: BannerInput): Promise<Uint8Array> {
    const size = BANNER_SIZES.find((s) => s.id === sizeId)!
    const banner = composeBanner(size, locale, bannerTexts(locale))
    const box = banner.designBox
    const image = await designFor(design, Math.floor(Math.min(box.width, box.height)))
    const picture = await renderAsync(banner.svg(image), { font: { loadSystemFonts: false }, shapeRendering: 2 })
    return picture.asPng()
  }

  function banner(input: BannerInput): Promise<Uint8Array> {
    const key = `${input.size}:${input.locale}:${input.design}`
    const done = rendered.get(key)
    if (done) return Promise.resolve(done)
    let pending = inFlight.get(key)
    if (!pending) {
      pending = draw(input).then(
        (png) => {
          rendered.set(key, png)
          inFlight.delete(key)
          return png
        },
        (error: unknown) => {
          inFlight.delete(key)
          throw error
        },
      )
      inFlight.set(key, pending)
    }
    return pending
  }

  return {
    /** GET /distribution/banner: the PNG. */
    image: (async (_caller, input) => new FileResult(await banner(input), 'image/png', 'public-day')) satisfies Service<
      BannerInput,
      FileResult,
      Caller
    >,

    /** The assets page's list: every size of one language and design, with its address and `alt`. */
    list: (async (_caller, input) => ({
      locale: input.locale,
      design: input.design,
      designs: BANNER_DESIGNS,
      banners: BANNER_SIZES.map((size) => ({
        size: size.id,
        width: size.width,
        height: size.height,
        url: bannerPath({ size: size.id, locale: input.locale, design: input.design }),
        alt: bannerAlt(input.locale),
      })),
    })) satisfies Service<BannerListInput, BannerList, Caller>,
  }
}

export type AffiliateBanners = ReturnType<typeof affiliateBanners>
