import { Sparkles } from 'lucide-react'
import { Container, EmptyState, PageHeader } from '@/components/page'
import { seo } from '@/lib/seo'
import { nameFromHandle } from '@/modules/galleries/handle'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'
import { Breadcrumb } from '@/components/breadcrumb'

/** One tattoo idea. Its designs come from the gallery content once it is published. */
export function IdeaPage({ handle, theme }: { handle: string; theme?: string }) {
  return (
    <Container className="py-16 sm:py-24">
      <Breadcrumb to="/{-$locale}/tattoo-ideas">{m.ideas_heading()}</Breadcrumb>
      <PageHeader
        eyebrow={theme ? m.idea_theme_eyebrow({ theme: nameFromHandle(theme) }) : m.idea_eyebrow()}
        title={m.idea_title({ name: nameFromHandle(handle) })}
      />
      <EmptyState
        className="mt-12"
        icon={<Sparkles />}
        title={m.idea_empty_title()}
        body={m.idea_empty_body()}
        action={<LinkButton to="/{-$locale}/dashboard/text-to-tattoo">{m.idea_make_cta()}</LinkButton>}
      />
    </Container>
  )
}

/** Head of an idea page; not indexed until the idea has published designs. */
export function ideaHead(handle: string, pathname: string) {
  const name = nameFromHandle(handle)
  return seo({ title: m.idea_title({ name }), description: m.idea_description({ name }), pathname, noindex: true })
}
