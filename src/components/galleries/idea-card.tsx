import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import type { IdeaCard as Card } from '@/modules/galleries/gallery-views'
import { DesignImage } from './design-image'

/** An idea in a list: its first design, its name and one line on it. */
export function IdeaCard({ idea, eager = false }: { idea: Card; eager?: boolean }) {
  const params = useLocaleParams()
  return (
    <Link
      to="/{-$locale}/tattoo-ideas/$handle"
      params={{ ...params, handle: idea.handle }}
      className="group flex h-full flex-col rounded-lg p-1 transition-colors sm:p-2 hover:bg-surface-raised focus-visible:bg-surface-raised"
    >
      <DesignImage image={idea.image} eager={eager} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 45vw" />
      <span className="mt-3 px-1 font-display text-base text-ink group-hover:text-accent sm:text-lg">{idea.title}</span>
      <span className="mt-1 line-clamp-2 px-1 text-sm leading-relaxed text-ink-muted">{idea.description}</span>
    </Link>
  )
}

export function IdeaGrid({ ideas, eagerFirst = 0 }: { ideas: Card[]; eagerFirst?: number }) {
  return (
    <ul data-testid="idea-grid" className="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-4 sm:gap-y-8 lg:grid-cols-3 xl:grid-cols-4">
      {ideas.map((idea, i) => (
        <li key={idea.handle}>
          <IdeaCard idea={idea} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  )
}
