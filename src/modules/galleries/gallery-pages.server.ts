import type { LocaleCode } from '@/i18n/locales'
import { galleryContent, type Idea, type Style, type Theme } from './content-files.server'
import type { GalleryDesign } from './content-schema'
import {
  GALLERY_WIDTHS,
  SOCIAL_CARD,
  galleryImagePath,
  galleryKey,
  galleryRequest,
  gallerySrcSet,
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
  const style = styleTitle(design.style, locale)
  return {
    src: galleryImagePath(key, largest),
    srcSet: gallerySrcSet(key),
    width: largest,
    height: largest,
    alt: `${subject} · ${style}`,
    style: design.style,
    styleTitle: style,
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

/** An idea's or a style's card: its name, its line and its first design. */
function cardOf(entry: Idea | Style, locale: LocaleCode): StyleCard {
  const { title, description } = entry.text[locale]
  return { handle: entry.handle, title, description, image: imageOf(entry.designs[0]!, title, locale) }
}

const ideaCard = (idea: Idea, locale: LocaleCode): IdeaCard => ({ ...cardOf(idea, locale), theme: idea.theme })

/** The themes that have ideas, in order, each with its ideas in order: a theme without ideas yet has no page. */
function themesWithIdeas(): { theme: Theme; ideas: Idea[] }[] {
  const { themes, ideas } = galleryContent()
  return themes
    .map((theme) => ({ theme, ideas: ideas.filter((i) => i.theme === theme.handle) }))
    .filter((t) => t.ideas.length > 0)
}

function themeSummary({ theme, ideas }: { theme: Theme; ideas: Idea[] }, locale: LocaleCode): ThemeSummary {
  const text = theme.text[locale]
  return { handle: theme.handle, title: text.title, description: text.description, count: ideas.length }
}

/** The ideas of one theme, or all, or those suggested in one style, a page at a time. */
export function ideasList(locale: LocaleCode, filter: { theme?: string; style?: string; page?: number }): IdeasList | null {
  const withIdeas = themesWithIdeas()
  const theme = filter.theme ? withIdeas.find((t) => t.theme.handle === filter.theme) : undefined
  if (filter.theme && !theme) return null
  // Theme by theme in the themes' order, so the first page of "all" shows every theme's start.
  const chosen = (theme ? [theme] : withIdeas)
    .flatMap((t) => t.ideas)
    .filter((i) => !filter.style || i.styles.includes(filter.style))
  const pages = Math.max(1, Math.ceil(chosen.length / IDEAS_PAGE_SIZE))
  const page = Math.min(Math.max(1, filter.page ?? 1), pages)
  return {
    themes: withIdeas.map((t) => themeSummary(t, locale)),
    theme: theme
      ? {
          ...themeSummary(theme, locale),
          intro: theme.theme.text[locale].intro,
          // The theme's first idea's card (whatever the style filter leaves): a theme has no designs of its own.
          card: socialCardOf(theme.ideas[0]!.designs, theme.theme.text[locale].title),
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

export function stylesList(locale: LocaleCode): StyleCard[] {
  return galleryContent().styles.map((s) => cardOf(s, locale))
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
  const { ideas, styles } = galleryContent()
  return [
    ...themesWithIdeas().map((t) => `/tattoo-ideas/${t.theme.handle}`),
    ...ideas.map((i) => `/tattoo-ideas/${i.handle}`),
    ...styles.map((s) => `/tattoo-styles/${s.handle}`),
  ]
}
