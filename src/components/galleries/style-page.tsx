import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Container, PageHeader } from '@/components/page'
import { Breadcrumb } from '@/components/breadcrumb'
import { buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import type { StyleView } from '@/modules/galleries/gallery-views'
import * as m from '@/paraglide/messages'
import { DesignImage } from './design-image'
import { IdeaGrid } from './gallery-card'
import { MakeLikeThis } from './make-like-this'

/** One style: examples from the engine, its history and rules, and the ideas that suit it. */
export function StylePage({ style }: { style: StyleView }) {
  const params = useLocaleParams()
  const sections = [
    { id: 'history', title: m.style_history_heading(), body: style.history },
    { id: 'characteristics', title: m.style_characteristics_heading(), body: style.characteristics },
    { id: 'line-weights', title: m.style_line_weights_heading(), body: style.lineWeights },
    { id: 'placement', title: m.style_placement_heading(), body: style.placement },
    { id: 'care', title: m.style_care_heading(), body: style.care },
  ]
  return (
    <Container className="py-16 sm:py-24">
      <Breadcrumb to="/{-$locale}/tattoo-styles">{m.style_all_styles()}</Breadcrumb>
      <PageHeader eyebrow={m.style_eyebrow()} title={style.title} lede={style.description}>
        {style.designs[0] && (
          <div className="mt-8">
            <Link
              to={
                style.designs[0].studio.tool === 'text'
                  ? '/{-$locale}/dashboard/text-to-tattoo'
                  : '/{-$locale}/dashboard/birth-flower-tattoo-generator'
              }
              params={params}
              search={style.designs[0].studio.search as never}
              className={buttonVariants({ size: 'lg' })}
            >
              {m.style_design_cta()}
            </Link>
          </div>
        )}
      </PageHeader>

      <section aria-labelledby="examples" className="mt-14">
        <h2 id="examples" className="font-display text-display-sm text-ink">
          {m.style_examples_heading()}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {style.designs.slice(0, 4).map((image, i) => (
            <li key={image.src} className="flex flex-col gap-2">
              <DesignImage image={image} eager={i < 2} sizes="(min-width: 1024px) 300px, 45vw" />
              <MakeLikeThis image={image} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-16 grid max-w-3xl gap-12">
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id} className="font-display text-display-sm text-ink">
              {s.title}
            </h2>
            <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-ink-muted">{s.body}</p>
          </section>
        ))}
      </div>

      {style.ideas.length > 0 && (
        <section aria-labelledby="ideas" className="mt-20">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="ideas" className="font-display text-display-sm text-ink">
              {m.style_ideas_heading()}
            </h2>
            <Link
              to="/{-$locale}/tattoo-ideas"
              params={params}
              search={{ style: style.handle }}
              className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
            >
              {m.style_all_ideas({ style: style.title })}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <IdeaGrid ideas={style.ideas} />
        </section>
      )}
    </Container>
  )
}
