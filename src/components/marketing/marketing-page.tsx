import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { Container } from '../page'

export interface MarketingPage<S extends string> {
  /** The page's sections in the order the page shows them; also the `/components/<Section>` names. */
  sections: readonly S[]
  render: Record<S, (props: { standalone: boolean }) => ReactNode>
}

export function MarketingSections<S extends string>({ page }: { page: MarketingPage<S> }) {
  return (
    <>
      {page.sections.map((name) => (
        <div key={name}>{page.render[name]({ standalone: false })}</div>
      ))}
    </>
  )
}

/** One section on its own page, with a way back to the whole page it belongs to. */
export function SectionPreview({
  children,
  pageName,
  pageTo,
}: {
  children: ReactNode
  pageName: string
  pageTo:
    | '/{-$locale}/text-to-tattoo'
    | '/{-$locale}/birth-flower-tattoo-generator'
    | '/{-$locale}/photo-to-tattoo'
    | '/{-$locale}/tattoo-try-on'
}) {
  const params = useLocaleParams()
  return (
    <>
      <Container className="pt-8">
        <h1 className="sr-only">{pageName}</h1>
        <p className="text-sm text-ink-muted">
          {m.section_preview_note({ page: pageName })}{' '}
          <Link to={pageTo} params={params} className="text-ink underline decoration-accent underline-offset-4">
            {m.section_preview_link()}
          </Link>
        </p>
      </Container>
      {children}
    </>
  )
}
