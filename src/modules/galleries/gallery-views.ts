import type { PlacementId, StyleId } from '@/engine/options'

/** A design of the gallery as a page shows it: a square image on paper, and what opens it in the studio. */
export interface GalleryImage {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
  /** The engine style it is drawn in, and that style's name. */
  style: StyleId
  styleTitle: string
  /** The studio tool and the search that opens it preset to this design. */
  studio: { tool: 'text' | 'birth-flower'; search: Record<string, string | number | string[]> }
}

/** A page's picture for social networks (Open Graph, Twitter), root-relative. */
export interface SocialCard {
  src: string
  width: number
  height: number
  alt: string
}

export interface ThemeSummary {
  handle: string
  title: string
  description: string
  count: number
}

export interface IdeaCard {
  handle: string
  theme: string
  title: string
  description: string
  image: GalleryImage
}

export interface IdeasList {
  themes: ThemeSummary[]
  /** The theme the list is of, with its introduction. */
  theme: (ThemeSummary & { intro: string; card: SocialCard }) | null
  items: IdeaCard[]
  page: number
  pageSize: number
  total: number
}

export interface StyleLink {
  handle: string
  title: string
}

export interface IdeaView {
  handle: string
  theme: StyleLink
  title: string
  description: string
  meaning: string
  placement: string
  minSizeMm: number
  placements: PlacementId[]
  styles: StyleLink[]
  designs: GalleryImage[]
  faqs: { q: string; a: string }[]
  related: IdeaCard[]
  card: SocialCard
}

export interface StyleCard extends StyleLink {
  description: string
  image: GalleryImage
}

export interface StyleView extends StyleLink {
  description: string
  history: string
  characteristics: string
  lineWeights: string
  placement: string
  care: string
  designs: GalleryImage[]
  ideas: IdeaCard[]
  card: SocialCard
}
