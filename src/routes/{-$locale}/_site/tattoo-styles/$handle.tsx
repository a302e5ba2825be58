import { createFileRoute, notFound } from '@tanstack/react-router'
import { StylePage } from '@/components/galleries/style-page'
import { styleStructuredData } from '@/components/galleries/structured-data'
import { headFromLoader, seo } from '@/lib/seo'
import { viewStyleFn } from '@/modules/galleries/galleries.functions'
import { parseHandles } from '@/modules/galleries/handle-params'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-styles/$handle')({
  params: { parse: parseHandles('handle'), stringify: (p) => p },
  loader: async ({ params, location }) => {
    const locale = params.locale ?? 'en'
    const style = await viewStyleFn({ data: { locale, handle: params.handle } })
    if (!style) throw notFound()
    const head = {
      ...seo({ title: style.title, description: style.description, pathname: location.pathname, image: style.card }),
      scripts: styleStructuredData(style, locale),
    }
    return { style, head }
  },
  head: headFromLoader,
  component: function StyleRoute() {
    return <StylePage style={Route.useLoaderData().style} />
  },
})
