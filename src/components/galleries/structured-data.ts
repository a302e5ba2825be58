import { localizePath } from '@/i18n/paths'
import type { LocaleCode } from '@/i18n/locales'
import { jsonLd } from '@/lib/json-ld'
import { absoluteUrl } from '@/lib/public-origin'
import type { GalleryImage, IdeaView, StyleView } from '@/modules/galleries/gallery-views'
import * as m from '@/paraglide/messages'

const url = (path: string, locale: LocaleCode) => absoluteUrl(localizePath(path, locale))

function breadcrumbs(locale: LocaleCode, trail: { name: string; path: string }[]) {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: url(t.path, locale) })),
  })
}

function gallery(name: string, images: GalleryImage[]) {
  return jsonLd({
    '@type': 'ImageGallery',
    name,
    image: images.map((i) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(i.src),
      width: i.width,
      height: i.height,
      caption: i.alt,
    })),
  })
}

/** An idea page's structured data: where it sits, its designs, and its questions. */
export function ideaStructuredData(idea: IdeaView, locale: LocaleCode) {
  return [
    breadcrumbs(locale, [
      { name: m.ideas_heading(), path: '/tattoo-ideas' },
      { name: idea.theme.title, path: `/tattoo-ideas/${idea.theme.handle}` },
      { name: idea.title, path: `/tattoo-ideas/${idea.handle}` },
    ]),
    gallery(idea.title, idea.designs),
    jsonLd({
      '@type': 'FAQPage',
      mainEntity: idea.faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
    }),
  ]
}

/** A style page's structured data. */
export function styleStructuredData(style: StyleView, locale: LocaleCode) {
  return [
    breadcrumbs(locale, [
      { name: m.styles_heading(), path: '/tattoo-styles' },
      { name: style.title, path: `/tattoo-styles/${style.handle}` },
    ]),
    gallery(style.title, style.designs),
  ]
}
