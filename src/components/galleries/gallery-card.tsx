import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { GalleryImage, IdeaCard as Card } from '@/modules/galleries/gallery-views'
import { DesignImage } from './design-image'

/** What a gallery card shows: an idea or a style, by its first design. */
interface CardItem {
  handle: string
  title: string
  description: string
  image: GalleryImage
}

type CardTarget = '/{-$locale}/tattoo-ideas/$handle' | '/{-$locale}/tattoo-styles/$handle'

/** An idea or a style in a list: its first design, its name and a line or two on it. */
export function GalleryCard({
  to,
  item,
  eager = false,
  lines = 2,
}: {
  to: CardTarget
  item: CardItem
  eager?: boolean
  lines?: 2 | 3
}) {
  const params = useLocaleParams()
  return (
    <Link
      to={to}
      params={{ ...params, handle: item.handle }}
      className="group flex h-full flex-col rounded-lg p-1 transition-colors sm:p-2 hover:bg-surface-raised focus-visible:bg-surface-raised"
    >
      <DesignImage image={item.image} eager={eager} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 45vw" />
      <span className="mt-3 px-1 font-display text-base text-ink group-hover:text-accent sm:text-lg">{item.title}</span>
      <span className={cn('mt-1 px-1 text-sm leading-relaxed text-ink-muted', lines === 2 ? 'line-clamp-2' : 'line-clamp-3')}>
        {item.description}
      </span>
    </Link>
  )
}

/** Cards two to a row on a phone, up to four on a desktop; the first `eagerFirst` load at once. */
export function GalleryGrid({
  to,
  items,
  eagerFirst = 0,
  lines,
  className,
  testId,
}: {
  to: CardTarget
  items: CardItem[]
  eagerFirst?: number
  lines?: 2 | 3
  className?: string
  testId?: string
}) {
  return (
    <ul
      data-testid={testId}
      className={cn('grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-4 sm:gap-y-8 lg:grid-cols-3 xl:grid-cols-4', className)}
    >
      {items.map((item, i) => (
        <li key={item.handle}>
          <GalleryCard to={to} item={item} eager={i < eagerFirst} lines={lines} />
        </li>
      ))}
    </ul>
  )
}

export function IdeaGrid({ ideas, eagerFirst = 0 }: { ideas: Card[]; eagerFirst?: number }) {
  return <GalleryGrid to="/{-$locale}/tattoo-ideas/$handle" items={ideas} eagerFirst={eagerFirst} testId="idea-grid" />
}
