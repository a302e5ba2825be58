import { Link } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { Breadcrumb } from '@/components/breadcrumb'
import { Accordion, AccordionItem } from '@/components/ui/accordion'
import { useLocaleParams } from '@/i18n/use-locale'
import { PLACEMENT_NAMES } from '@/components/placement-names'
import type { IdeaView } from '@/modules/galleries/gallery-views'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { DesignImage } from './design-image'
import { IdeaGrid } from './gallery-card'
import { MakeLikeThis } from './make-like-this'

/** One tattoo idea: its designs, what it means, where it sits, styles, questions and related ideas. */
export function IdeaPage({ idea }: { idea: IdeaView }) {
  const params = useLocaleParams()
  return (
    <Container className="py-16 sm:py-24">
      <Breadcrumb to="/{-$locale}/tattoo-ideas">{m.ideas_heading()}</Breadcrumb>
      <PageHeader
        eyebrow={
          <Link
            to="/{-$locale}/tattoo-ideas/$handle"
            params={{ ...params, handle: idea.theme.handle }}
            className="hover:text-ink"
          >
            {idea.theme.title}
          </Link>
        }
        title={idea.title}
        lede={idea.description}
      />

      <section aria-labelledby="designs" className="mt-12">
        <h2 id="designs" className="font-display text-display-sm text-ink">
          {m.idea_designs_heading()}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{m.idea_designs_note()}</p>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {idea.designs.map((image, i) => (
            <li key={image.src} className="flex flex-col gap-2">
              <DesignImage image={image} eager={i < 2} sizes="(min-width: 1024px) 300px, 45vw" />
              <span className="text-sm text-ink-muted">{image.styleTitle}</span>
              <MakeLikeThis image={image} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-12">
          {[
            { id: 'meaning', title: m.idea_meaning_heading(), body: idea.meaning, lead: true },
            { id: 'placement', title: m.idea_placement_heading(), body: idea.placement, lead: false },
          ].map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id} className="font-display text-display-sm text-ink">
                {s.title}
              </h2>
              <p className={cn('mt-4 whitespace-pre-line leading-relaxed text-ink-muted', s.lead && 'text-lg')}>{s.body}</p>
            </section>
          ))}
          <section aria-labelledby="faq">
            <h2 id="faq" className="font-display text-display-sm text-ink">
              {m.idea_faq_heading()}
            </h2>
            <Accordion className="mt-4">
              {idea.faqs.map((f) => (
                <AccordionItem key={f.q} question={f.q}>
                  {f.a}
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        </div>
        <aside className="h-fit space-y-8 rounded-lg border border-line bg-surface-raised p-6">
          <div>
            <h2 className="eyebrow">{m.idea_min_size_label()}</h2>
            <p className="mt-2 font-display text-2xl text-ink">{m.idea_min_size({ mm: idea.minSizeMm })}</p>
          </div>
          <div>
            <h2 className="eyebrow">{m.idea_placements_label()}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {idea.placements.map((p) => (
                <li key={p} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                  {PLACEMENT_NAMES[p]()}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="eyebrow">{m.idea_styles_heading()}</h2>
            <ul className="mt-3 space-y-2">
              {idea.styles.map((s) => (
                <li key={s.handle}>
                  <Link
                    to="/{-$locale}/tattoo-styles/$handle"
                    params={{ ...params, handle: s.handle }}
                    className="text-ink underline-offset-4 hover:text-accent hover:underline"
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {idea.designs[0] && <MakeLikeThis image={idea.designs[0]} className="text-base" />}
        </aside>
      </div>

      {idea.related.length > 0 && (
        <section aria-labelledby="related" className="mt-20">
          <h2 id="related" className="mb-6 font-display text-display-sm text-ink">
            {m.idea_related_heading()}
          </h2>
          <IdeaGrid ideas={idea.related} />
        </section>
      )}
    </Container>
  )
}
