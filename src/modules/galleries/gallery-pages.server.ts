import type { LocaleCode } from '@/i18n/locales'
import { galleryContent, type Idea, type Style } from './content-files.server'
import type { GalleryDesign } from './content-schema'
import {
  GALLERY_WIDTHS,
  SOCIAL_CARD,
  galleryImagePath,
  galleryKey,
  galleryRequest,
  socialCardKey,
  socialCardPath,
} from './gallery-key'
import type {
  GalleryImage,
  IdeaCard,
  IdeasList,
  IdeaView,
  SocialCard,
  StyleCard,
  StyleLink,
  StyleView,
  ThemeSummary,
} from './gallery-views'

/** Ideas a list page shows: four rows of three on a desktop. */
export const IDEAS_PAGE_SIZE = 12

function styleTitle(handle: string, locale: LocaleCode): string {
  return galleryContent().styles.find((s) => s.handle === handle)?.text[locale].title ?? handle
}

/** The studio search that opens a tool preset to this design ("make one like this"). */
function studioOf(design: GalleryDesign): GalleryImage['studio'] {
  const common = {
    style: design.style,
    seed: design.seed,
    placement: galleryRequest(design).placement,
    ...(design.colour && { colour: design.colour }),
    ...(design.lettering && { lettering: design.lettering }),
  }
  return design.tool === 'text'
    ? { tool: 'text', search: { prompt: design.prompt, ...common } }
    : { tool: 'birth-flower', search: { months: design.months.join(','), layout: design.layout, ...common } }
}

function imageOf(design: GalleryDesign, subject: string, locale: LocaleCode): GalleryImage {
  const key = galleryKey(design)
  const largest = GALLERY_WIDTHS.at(-1)!
  return {
    src: galleryImagePath(key, largest),
    srcSet: GALLERY_WIDTHS.map((w) => `${galleryImagePath(key, w)} ${w}w`).join(', '),
    width: largest,
    height: largest,
    alt: `${subject} · ${styleTitle(design.style, locale)}`,
    style: design.style,
    styleTitle: styleTitle(design.style, locale),
    studio: studioOf(design),
  }
}

/** The social card scripts/build-gallery.ts lays for a page of these designs. */
const socialCardOf = (designs: readonly GalleryDesign[], alt: string): SocialCard => ({
  src: socialCardPath(socialCardKey(designs)),
  width: SOCIAL_CARD.width,
  height: SOCIAL_CARD.height,
  alt,
})

function ideaCard(idea: Idea, locale: LocaleCode): IdeaCard {
  const text = idea.text[locale]
  return {
    handle: idea.handle,
    theme: idea.theme,
    title: text.title,
    description: text.description,
    image: imageOf(idea.designs[0]!, text.title, locale),
  }
}

function themeSummaries(locale: LocaleCode): ThemeSummary[] {
  const { themes, ideas } = galleryContent()
  // A theme without ideas yet has no page and no place in the lists.
  return themes
    .map((t) => ({
      handle: t.handle,
      title: t.text[locale].title,
      description: t.text[locale].description,
      count: ideas.filter((i) => i.theme === t.handle).length,
    }))
    .filter((t) => t.count > 0)
}

/** The ideas of one theme, or all, or those suggested in one style, a page at a time. */
export function ideasList(locale: LocaleCode, filter: { theme?: string; style?: string; page?: number }): IdeasList | null {
  const { themes, ideas } = galleryContent()
  const theme = filter.theme
    ? themes.find((t) => t.handle === filter.theme && ideas.some((i) => i.theme === t.handle))
    : undefined
  if (filter.theme && !theme) return null
  const summaries = themeSummaries(locale)
  const chosen = ideas.filter((i) => (!theme || i.theme === theme.handle) && (!filter.style || i.styles.includes(filter.style)))
  // Theme by theme in the themes' order, so the first page of "all" shows every theme's start.
  const order = new Map(themes.map((t, i) => [t.handle, i]))
  chosen.sort((a, b) => order.get(a.theme)! - order.get(b.theme)! || a.handle.localeCompare(b.handle))
  const pages = Math.max(1, Math.ceil(chosen.length / IDEAS_PAGE_SIZE))
  const page = Math.min(Math.max(1, filter.page ?? 1), pages)
  return {
    themes: summaries,
    theme: theme
      ? {
          ...summaries.find((s) => s.handle === theme.handle)!,
          intro: theme.text[locale].intro,
          // The theme's first idea's card: a theme has no designs of its own.
          card: socialCardOf(chosen[0]!.designs, theme.text[locale].title),
        }
      : null,
    items: chosen.slice((page - 1) * IDEAS_PAGE_SIZE, page * IDEAS_PAGE_SIZE).map((i) => ideaCard(i, locale)),
    page,
    pageSize: IDEAS_PAGE_SIZE,
    total: chosen.length,
  }
}

/** One idea; null when there is none of that handle (or not in that theme, when one is named). */
export function ideaView(locale: LocaleCode, handle: string, theme?: string): IdeaView | null {
  const { ideas, themes } = galleryContent()
  const idea = ideas.find((i) => i.handle === handle && (!theme || i.theme === theme))
  if (!idea) return null
  const text = idea.text[locale]
  const ideaTheme = themes.find((t) => t.handle === idea.theme)!
  return {
    handle: idea.handle,
    theme: { handle: ideaTheme.handle, title: ideaTheme.text[locale].title },
    title: text.title,
    description: text.description,
    meaning: text.meaning,
    placement: text.placement,
    minSizeMm: idea.minSizeMm,
    placements: idea.placements,
    styles: idea.styles.map((s): StyleLink => ({ handle: s, title: styleTitle(s, locale) })),
    designs: idea.designs.map((d) => imageOf(d, text.title, locale)),
    faqs: text.faqs,
    related: idea.related.flatMap((r) => {
      const other = ideas.find((i) => i.handle === r)
      return other ? [ideaCard(other, locale)] : []
    }),
    card: socialCardOf(idea.designs, text.title),
  }
}

function styleCard(style: Style, locale: LocaleCode): StyleCard {
  const text = style.text[locale]
  return {
    handle: style.handle,
    title: text.title,
    description: text.description,
    image: imageOf(style.designs[0]!, text.title, locale),
  }
}

export function stylesList(locale: LocaleCode): StyleCard[] {
  return galleryContent().styles.map((s) => styleCard(s, locale))
}

/** One style with its examples and the ideas that suit it; null when there is none of that handle. */
export function styleView(locale: LocaleCode, handle: string): StyleView | null {
  const { styles, ideas } = galleryContent()
  const style = styles.find((s) => s.handle === handle)
  if (!style) return null
  const text = style.text[locale]
  return {
    handle: style.handle,
    ...text,
    designs: style.designs.map((d) => imageOf(d, text.title, locale)),
    ideas: ideas
      .filter((i) => i.styles.includes(handle))
      .slice(0, 8)
      .map((i) => ideaCard(i, locale)),
    card: socialCardOf(style.designs, text.title),
  }
}

/** The English paths of every theme, idea and style page, for the sitemap. */
export function galleryPaths(): string[] {
  const { themes, ideas, styles } = galleryContent()
  return [
    ...themes.filter((t) => ideas.some((i) => i.theme === t.handle)).map((t) => `/tattoo-ideas/${t.handle}`),
    ...ideas.map((i) => `/tattoo-ideas/${i.handle}`),
    ...styles.map((s) => `/tattoo-styles/${s.handle}`),
  ]
}
