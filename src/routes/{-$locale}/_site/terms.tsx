import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '@/components/legal-page'
import { headFromLoader, seo } from '@/lib/seo'
import { legalDocumentFn } from '@/modules/site/site.functions'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/terms')({
  loader: async ({ params, location }) => ({
    document: await legalDocumentFn({ data: { doc: 'terms', locale: params.locale ?? 'en' } }),
    head: seo({ title: m.terms_title(), description: m.terms_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: function TermsPage() {
    return <LegalDocumentPage title={m.terms_heading()} document={Route.useLoaderData().document} />
  },
})
