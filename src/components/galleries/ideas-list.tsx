import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { Container, PageHeader } from '@/components/page'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { IdeasList } from '@/modules/galleries/gallery-views'
import * as m from '@/paraglide/messages'
import { Breadcrumb } from '@/components/breadcrumb'
import { IdeaGrid } from './gallery-card'

const chip =
  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2'

/** /tattoo-ideas and a theme's page: the themes to choose from, the ideas, and the pages. */
export function IdeasListPage({ list, style }: { list: IdeasList; style?: { handle: string; title: string } }) {
  const params = useLocaleParams()
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  const theme = list.theme
  const pageLink = (page: number) =>
    theme
      ? ({ to: '/{-$locale}/tattoo-ideas/$handle', params: { ...params, handle: theme.handle }, search: { page } } as const)
      : ({ to: '/{-$locale}/tattoo-ideas', params, search: { page, ...(style && { style: style.handle }) } } as const)
  return (
    <Container className="py-16 sm:py-24">
      {theme && <Breadcrumb to="/{-$locale}/tattoo-ideas">{m.ideas_heading()}</Breadcrumb>}
      <PageHeader
        eyebrow={m.ideas_eyebrow()}
        title={theme ? theme.title : m.ideas_heading()}
        lede={theme ? theme.intro : m.ideas_lede()}
      />
      <nav aria-label={m.gallery_themes_label()} className="-mx-4 mt-10 sm:mx-0">
        {/* One scrolling row on a phone, where twelve wrapped chips would fill the first screen. */}
        <ul className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>li]:shrink-0">
          <li>
            <Link
              to="/{-$locale}/tattoo-ideas"
              params={params}
              activeOptions={{ exact: true }}
              className={cn(
                chip,
                !theme && !style
                  ? 'border-ink bg-ink text-surface'
                  : 'border-line text-ink-muted hover:border-ink hover:text-ink',
              )}
            >
              {m.gallery_all_themes()}
            </Link>
          </li>
          {list.themes.map((t) => (
            <li key={t.handle}>
              <Link
                to="/{-$locale}/tattoo-ideas/$handle"
                params={{ ...params, handle: t.handle }}
                activeOptions={{ exact: true }}
                className={cn(
                  chip,
                  theme?.handle === t.handle
                    ? 'border-ink bg-ink text-surface'
                    : 'border-line text-ink-muted hover:border-ink hover:text-ink',
                )}
              >
                {t.title}
                <span className="text-xs tabular-nums">{t.count}</span>
              </Link>
            </li>
          ))}
          {style && (
            <li>
              <Link
                to="/{-$locale}/tattoo-ideas"
                params={params}
                className={cn(chip, 'border-accent text-accent hover:bg-surface-raised')}
                aria-label={m.gallery_clear_style({ style: style.title })}
              >
                {m.gallery_style_filter({ style: style.title })}
                <X className="size-3.5" aria-hidden />
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <p className="mt-8 text-sm text-ink-muted" aria-live="polite">
        {m.gallery_result_count({ count: list.total })}
      </p>
      <div className="mt-4">
        <IdeaGrid ideas={list.items} eagerFirst={4} />
      </div>
      {pages > 1 && (
        <nav
          aria-label={m.gallery_pages_label()}
          className="mt-12 flex items-center justify-between gap-4 border-t border-line pt-6"
        >
          {list.page > 1 ? (
            <Link {...pageLink(list.page - 1)} rel="prev" className="inline-flex items-center gap-1 text-ink hover:text-accent">
              <ChevronLeft className="size-4" aria-hidden />
              {m.gallery_prev()}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{m.gallery_page_status({ page: list.page, pages })}</span>
          {list.page < pages ? (
            <Link {...pageLink(list.page + 1)} rel="next" className="inline-flex items-center gap-1 text-ink hover:text-accent">
              {m.gallery_next()}
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </Container>
  )
}
