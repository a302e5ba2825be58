import type { Adapters } from '@/server/adapters.server'
import { FileResult, type Service } from '@/server/service'
import type { AnalyticsSettings } from './analytics'
import { analyticsSettings } from './analytics-settings.server'
import { INDEXED_PAGES } from './indexed-pages'
import { legalDocument } from './legal-content.server'
import type { LegalDocument } from './legal-schema'
import type { LegalDocumentInput } from './site.schema'
import { robotsTxt, sitemapXml } from './sitemap'

export type SiteDeps = Pick<Adapters, 'config'> & {
  /** From galleries: the English paths of their themes, ideas and styles. */
  galleryPaths: () => string[]
}

/** The site as a whole: where it is served from, and what search engines are told of it. */
export function siteModule({ config, galleryPaths }: SiteDeps) {
  const origin = new URL(config.publicUrl).origin
  const encoder = new TextEncoder()
  /** The public origin (PUBLIC_URL's), for canonical and alternate links that search engines take as they are. */
  const publicOrigin: Service<void, string> = async () => origin
  // The pages and the origin are fixed for the life of the process: both files are written once,
  // on first asking (the sitemap is 1.6 k URLs with their alternates, about 2 MB of XML).
  let sitemapBytes: Uint8Array | undefined
  let robotsBytes: Uint8Array | undefined
  /** GET /sitemap.xml: every indexed page in every language. */
  const sitemap: Service<void, FileResult> = async () => {
    sitemapBytes ??= encoder.encode(sitemapXml(origin, [...INDEXED_PAGES, ...galleryPaths()]))
    return new FileResult(sitemapBytes, 'application/xml; charset=utf-8', 'public-day')
  }
  /** GET /robots.txt */
  const robots: Service<void, FileResult> = async () => {
    robotsBytes ??= encoder.encode(robotsTxt(origin))
    return new FileResult(robotsBytes, 'text/plain; charset=utf-8', 'public-day')
  }
  /** The privacy notice or the terms, in the page's language (content/legal). */
  const legal: Service<LegalDocumentInput, LegalDocument> = async (_caller, { doc, locale }) => legalDocument(doc, locale)
  const analyticsForBrowser = analyticsSettings(config)
  /** Which analytics the browser loads, and whether it asks first (ADR 38). */
  const analytics: Service<void, AnalyticsSettings> = async () => analyticsForBrowser
  return { publicOrigin, sitemap, robots, legal, analytics }
}

export type SiteModule = ReturnType<typeof siteModule>
