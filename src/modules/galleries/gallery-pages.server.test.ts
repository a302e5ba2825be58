import { describe, expect, it } from 'vitest'
import { galleryContent } from './content-files.server'
import { GALLERY_WIDTHS } from './gallery-key'
import { IDEAS_PAGE_SIZE, ideasList, ideaView, styleView, stylesList } from './gallery-pages.server'

describe('gallery pages', () => {
  const { ideas, themes, styles } = galleryContent()

  it('lists every idea once over its pages, theme by theme', () => {
    const first = ideasList('en', {})!
    const pages = Math.ceil(first.total / IDEAS_PAGE_SIZE)
    const seen = new Set<string>()
    for (let page = 1; page <= pages; page++) for (const card of ideasList('en', { page })!.items) seen.add(card.handle)
    expect(first.total).toBe(ideas.length)
    expect(seen.size).toBe(ideas.length)
    // Beyond the last page gives the last page, not an empty one.
    expect(ideasList('en', { page: pages + 5 })!.page).toBe(pages)
  })

  it('filters by theme and by style, and knows no theme it does not have', () => {
    const theme = themes[0]!
    const list = ideasList('de', { theme: theme.handle })!
    expect(list.theme?.title).toBe(theme.text.de.title)
    expect(list.items.every((i) => i.theme === theme.handle)).toBe(true)
    expect(ideasList('en', { theme: 'no-such-theme' })).toBeNull()
    // A theme with a style none of its ideas suits is an empty list, with the theme's own card.
    const none = ideasList('en', { theme: theme.handle, style: 'no-such-style' })!
    expect(none.total).toBe(0)
    expect(none.items).toEqual([])
    expect(none.theme?.card.src).toMatch(/^\/gallery\/card-[0-9a-f]{16}\.jpg$/)
    const style = ideas[0]!.styles[0]!
    expect(ideasList('en', { style })!.total).toBe(ideas.filter((i) => i.styles.includes(style)).length)
  })

  it('shows an idea in the reader’s language with its designs, styles and related ideas', () => {
    const idea = ideas.find((i) => i.related.length > 0)!
    const view = ideaView('ja', idea.handle)!
    expect(view.title).toBe(idea.text.ja.title)
    expect(view.faqs).toEqual(idea.text.ja.faqs)
    expect(view.designs).toHaveLength(idea.designs.length)
    for (const d of view.designs) {
      expect(d.src).toMatch(new RegExp(`^/gallery/[0-9a-f]{16}-${GALLERY_WIDTHS.at(-1)}\\.webp$`))
      expect(d.srcSet.split(', ')).toHaveLength(GALLERY_WIDTHS.length)
      expect(d.alt).toContain(idea.text.ja.title)
    }
    expect(view.related.map((r) => r.handle)).toEqual(idea.related)
    // Under its own theme too, and not under another.
    expect(ideaView('en', idea.handle, idea.theme)?.handle).toBe(idea.handle)
    expect(ideaView('en', idea.handle, themes.find((t) => t.handle !== idea.theme)!.handle)).toBeNull()
    expect(ideaView('en', 'no-such-idea')).toBeNull()
  })

  it('opens the studio preset to the design it shows', () => {
    const idea = ideas.find((i) => i.designs.some((d) => d.tool === 'text'))!
    const design = idea.designs.find((d) => d.tool === 'text')!
    const image = ideaView('en', idea.handle)!.designs[idea.designs.indexOf(design)]!
    expect(image.studio).toMatchObject({
      tool: 'text',
      search: { prompt: design.prompt, style: design.style, seed: design.seed },
    })
  })

  it('lists the styles and shows each with examples, and no style it does not have', () => {
    expect(stylesList('vi').map((s) => s.handle)).toEqual(styles.map((s) => s.handle))
    const style = styles[0]!
    const view = styleView('fr', style.handle)!
    expect(view.history).toBe(style.text.fr.history)
    expect(view.designs).toHaveLength(style.designs.length)
    expect(styleView('en', 'no-such-style')).toBeNull()
  })
})
