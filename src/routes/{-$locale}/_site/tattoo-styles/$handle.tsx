import { createFileRoute, notFound } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import { parseHandles } from '@/modules/galleries/handle-params'
import { styleByHandle } from '@/modules/galleries/style-catalogue'
import { STYLE_DESCRIPTIONS } from '@/modules/galleries/style-descriptions'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'
import { Breadcrumb } from '@/components/breadcrumb'

const parseHandle = parseHandles('handle')

export const Route = createFileRoute('/{-$locale}/_site/tattoo-styles/$handle')({
  params: {
    // The styles are the engine's thirteen; any other well-formed handle is simply not one of them.
    parse: (raw) => {
      const params = parseHandle(raw)
      if (!styleByHandle(params.handle)) throw notFound()
      return params
    },
    stringify: (p) => p,
  },
  loader: ({ params, location }) => {
    const name = styleByHandle(params.handle)?.name() ?? params.handle
    return {
      head: seo({ title: m.style_title({ name }), description: m.style_description({ name }), pathname: location.pathname }),
    }
  },
  head: headFromLoader,
  component: StylePage,
})

function StylePage() {
  const { handle } = Route.useParams()
  const style = styleByHandle(handle)!
  return (
    <Container className="py-16 sm:py-24">
      <Breadcrumb to="/{-$locale}/tattoo-styles">{m.style_all_styles()}</Breadcrumb>
      <PageHeader
        eyebrow={m.style_eyebrow()}
        title={m.style_title({ name: style.name() })}
        lede={STYLE_DESCRIPTIONS[style.handle]()}
      >
        <div className="mt-8">
          <LinkButton to="/{-$locale}/dashboard/text-to-tattoo" size="lg">
            {m.style_design_cta()}
          </LinkButton>
        </div>
      </PageHeader>
    </Container>
  )
}
