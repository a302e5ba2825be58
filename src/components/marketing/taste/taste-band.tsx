import type { ReactNode } from 'react'
import * as m from '@/paraglide/messages'
import { Container } from '../../page'

/**
 * A tool page's live taste (ADR 42): a band under the hero where a visitor tries the tool without
 * an account. On a wide screen the words and controls stand beside what the engine made; on a
 * phone the picture comes right after the controls, so a tap shows its effect without scrolling.
 */
export function TasteBand({
  id,
  title,
  lede,
  controls,
  art,
  details,
}: {
  id: string
  title: ReactNode
  lede: ReactNode
  controls: ReactNode
  art: ReactNode
  details: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="border-y border-line bg-surface py-16 sm:py-20">
      <Container>
        <div className="grid items-start gap-y-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-x-16">
          <div className="min-w-0 lg:col-start-1">
            <p className="eyebrow mb-4">{m.taste_eyebrow()}</p>
            <h2 id={id} className="text-display-md text-ink">
              {title}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{lede}</p>
          </div>
          <div className="min-w-0 lg:col-start-1">{controls}</div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">{art}</div>
          <div className="min-w-0 lg:col-start-1">{details}</div>
        </div>
      </Container>
    </section>
  )
}
