import type { Service } from '@/server/service'
import type { IdeaInput, IdeasListInput, StyleInput, StylesListInput } from './galleries.schema'
import { galleryPaths, ideasList, ideaView, styleView, stylesList } from './gallery-pages.server'
import type { IdeasList, IdeaView, StyleCard, StyleView } from './gallery-views'

/**
 * The galleries module: tattoo ideas by theme and the styles, from the content files, in the
 * page's language. Unknown handles give null, which the pages answer with 404.
 */
export function galleriesModule() {
  const listIdeas: Service<IdeasListInput, IdeasList | null> = async (_caller, { locale, ...filter }) => ideasList(locale, filter)
  const viewIdea: Service<IdeaInput, IdeaView | null> = async (_caller, { locale, handle, theme }) =>
    ideaView(locale, handle, theme)
  const listStyles: Service<StylesListInput, StyleCard[]> = async (_caller, { locale }) => stylesList(locale)
  const viewStyle: Service<StyleInput, StyleView | null> = async (_caller, { locale, handle }) => styleView(locale, handle)
  return { listIdeas, viewIdea, listStyles, viewStyle, galleryPaths }
}

export type GalleriesModule = ReturnType<typeof galleriesModule>
