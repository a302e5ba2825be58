import { LOCALES } from '@/i18n/locales'
import { localizePath } from '@/i18n/paths'

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A sitemap of `paths` (English form) in every language: one <url> per page and language, each
 * listing all its languages and x-default as alternates, as Google asks of multilingual sites.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls: string[] = []
  for (const path of paths) {
    const alternates = [
      ...LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l.htmlLang}" href="${xmlEscape(origin + localizePath(path, l.code))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + localizePath(path, 'en'))}"/>`,
    ].join('')
    for (const l of LOCALES) urls.push(`<url><loc>${xmlEscape(origin + localizePath(path, l.code))}</loc>${alternates}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Everything may be crawled but the account's own pages and the API; the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/dashboard', '/profile', '/affiliate/', '/common-api/']
  const lines = ['User-agent: *', 'Allow: /']
  for (const p of privatePaths) lines.push(`Disallow: ${p}`, `Disallow: /*${p}`)
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`
}
