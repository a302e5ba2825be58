import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Code2, Download } from 'lucide-react'
import { LoadError, ListSkeleton } from '@/components/admin/admin-ui'
import { buttonVariants } from '@/components/ui/button'
import { type LocaleCode, localeByCode } from '@/i18n/locales'
import { cn } from '@/lib/cn'
import { BANNER_DESIGNS, type BannerDesign, type BannerSizeId, type BannerView } from '@/modules/affiliate/banner.schema'
import { fetchBanners } from '@/modules/affiliate/banner.functions'
import * as m from '@/paraglide/messages'
import { bannerSnippet } from './affiliate-link'
import { CopyButton } from './copy-button'

const SIZE_NAME: Record<BannerSizeId, () => string> = {
  '300x250': m.affiliate_banner_size_300x250,
  '728x90': m.affiliate_banner_size_728x90,
  '160x600': m.affiliate_banner_size_160x600,
  '1080x1080': m.affiliate_banner_size_1080x1080,
  '1080x1920': m.affiliate_banner_size_1080x1920,
}

const DESIGN_NAME: Record<BannerDesign, () => string> = {
  snake: m.affiliate_banner_design_snake,
  tiger: m.affiliate_banner_design_tiger,
  wolf: m.affiliate_banner_design_wolf,
  compass: m.affiliate_banner_design_compass,
}

export const bannersQuery = (locale: LocaleCode, design: BannerDesign) => ({
  queryKey: ['affiliate-banners', locale, design] as const,
  queryFn: () => fetchBanners({ data: { locale, design } }),
  placeholderData: keepPreviousData,
  staleTime: Number.POSITIVE_INFINITY,
})

/**
 * The banners of the language picked in the link builder: one design of the engine in every size,
 * each with its preview, a download and the HTML to paste (the banner linked with the builder's link).
 */
export function BannersSection({
  locale,
  design,
  onDesign,
  link,
  origin,
}: {
  locale: LocaleCode
  design: BannerDesign
  onDesign: (design: BannerDesign) => void
  link: string | null
  origin: string
}) {
  const query = useQuery(bannersQuery(locale, design))
  const language = localeByCode(locale)
  return (
    <section aria-labelledby="assets-banners-heading" className="rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h2 id="assets-banners-heading" className="font-display text-display-sm text-ink">
        {m.affiliate_banner_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.affiliate_banner_lede({ language: language.name })}</p>

      <fieldset className="mt-6">
        <legend className="text-sm font-medium text-ink">{m.affiliate_banner_design_legend()}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {BANNER_DESIGNS.map((d) => (
            <label
              key={d}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                d === design
                  ? 'border-ink bg-ink text-surface'
                  : 'border-line text-ink-muted hover:border-line-strong hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="banner-design"
                value={d}
                checked={d === design}
                onChange={() => onDesign(d)}
                className="sr-only"
              />
              {DESIGN_NAME[d]()}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-8">
        {query.isPending ? (
          <ListSkeleton rows={2} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <ul
            className={cn('grid gap-6 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {query.data.banners.map((banner) => (
              <BannerCard key={banner.size} banner={banner} link={link} origin={origin} lang={language.htmlLang} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function BannerCard({ banner, link, origin, lang }: { banner: BannerView; link: string | null; origin: string; lang: string }) {
  const src = `${origin}${banner.url}`
  const snippet = link ? bannerSnippet({ link, src, width: banner.width, height: banner.height, alt: banner.alt }) : null
  const name = SIZE_NAME[banner.size]()
  const file = `inkdraft-${banner.size}-${new URLSearchParams(banner.url.split('?')[1]).get('locale')}.png`
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-line bg-canvas/40 p-4">
      <div className="flex min-h-48 items-center justify-center rounded-md bg-[repeating-conic-gradient(var(--c-surface-raised)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-3">
        <img
          src={banner.url}
          width={banner.width}
          height={banner.height}
          alt={banner.alt}
          lang={lang}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-80 w-auto max-w-full shadow-card outline outline-1 outline-line-strong"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium text-ink">{name}</h3>
        <p className="text-sm text-ink-muted tabular-nums">
          {m.affiliate_banner_pixels({ width: String(banner.width), height: String(banner.height) })}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={banner.url} download={file} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden />
          {m.affiliate_banner_download()}
          <span className="sr-only">{name}</span>
        </a>
        {snippet && (
          <CopyButton text={snippet} label={m.affiliate_banner_copy_html_aria({ size: name })}>
            {m.affiliate_banner_copy_html()}
          </CopyButton>
        )}
      </div>
      {snippet ? (
        <details className="group mt-3">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-sm text-xs text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
            <Code2 className="size-3.5" aria-hidden />
            {m.affiliate_banner_show_html()}
          </summary>
          <pre className="mt-2 max-h-40 overflow-auto rounded-sm border border-line bg-surface-raised p-3 font-mono text-xs whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
            <code>{snippet}</code>
          </pre>
        </details>
      ) : (
        <p className="mt-3 text-xs text-ink-muted">{m.affiliate_banner_needs_code()}</p>
      )}
    </li>
  )
}
