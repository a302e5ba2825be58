import { createFileRoute } from '@tanstack/react-router'
import { Lightbulb } from 'lucide-react'
import { Container, EmptyState, PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/')({
  loader: ({ location }) => ({
    head: seo({ title: m.ideas_title(), description: m.ideas_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: IdeasPage,
})

function IdeasPage() {
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={m.ideas_eyebrow()} title={m.ideas_heading()} lede={m.ideas_lede()} />
      <EmptyState
        className="mt-12"
        icon={<Lightbulb />}
        title={m.ideas_empty_title()}
        body={m.ideas_empty_body()}
        action={<LinkButton to="/{-$locale}/text-to-tattoo">{m.ideas_empty_cta()}</LinkButton>}
      />
    </Container>
  )
}
