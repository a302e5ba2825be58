import { LOCALES, type LocaleInfo } from '@/i18n/locales'
import { localizePath, splitLocale } from '@/i18n/paths'
import { absoluteUrl } from './public-origin'
import { currentLocale } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'

export interface SeoInput {
  title: string
  description: string
  /** The full pathname being rendered (`match.pathname`), locale prefix included. */
  pathname: string
  /** Canonical English path when it differs from this page's (section previews point at their page). */
  canonicalPath?: string
  noindex?: boolean
  /** The page's picture for social networks, root-relative (a gallery page's social card). */
  image?: { src: string; width: number; height: number; alt: string }
}

type Meta = { title?: string; name?: string; property?: string; content?: string }
type LinkTag = { rel: string; href: string; hrefLang?: string }

/**
 * Title, description, Open Graph and the hreflang alternates of a page, in the reader's
 * language. Canonical and alternate links are absolute, on the public origin (PUBLIC_URL):
 * search engines take them as they are.
 */
export function seo({ title, description, pathname, canonicalPath, noindex, image }: SeoInput): {
  meta: Meta[]
  links: LinkTag[]
} {
  const locale: LocaleInfo = currentLocale()
  const path = canonicalPath ?? splitLocale(pathname).path
  const fullTitle = title === m.site_name() ? `${title} — ${m.site_tagline()}` : `${title} · ${m.site_name()}`
  const meta: Meta[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: m.site_name() },
    { property: 'og:locale', content: locale.region.replace('-', '_') },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
  if (image)
    meta.push(
      { property: 'og:image', content: absoluteUrl(image.src) },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: absoluteUrl(image.src) },
    )
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  const links: LinkTag[] = [{ rel: 'canonical', href: absoluteUrl(localizePath(path, locale.code)) }]
  meta.push({ property: 'og:url', content: absoluteUrl(localizePath(path, locale.code)) })
  if (!noindex) {
    for (const l of LOCALES) links.push({ rel: 'alternate', hrefLang: l.htmlLang, href: absoluteUrl(localizePath(path, l.code)) })
    links.push({ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(localizePath(path, 'en')) })
  }
  return { meta, links }
}

export type PageHead = ReturnType<typeof seo> & { scripts?: { type: string; children: string }[] }

/**
 * A page's head comes from its loader (`loader: () => ({ head: seo(...) })`). Loaders are split off
 * with their page (vite.config.ts), so the titles and descriptions of every page in ten languages
 * stay out of the first JavaScript; on the first load the loader's result comes with the HTML.
 */
export function headFromLoader({ loaderData }: { loaderData?: { head?: PageHead } }): PageHead | Record<string, never> {
  return loaderData?.head ?? {}
}
