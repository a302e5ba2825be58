import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '@/components/legal-page'
import { headFromLoader, seo } from '@/lib/seo'
import { legalDocumentFn } from '@/modules/site/site.functions'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/privacy')({
  loader: async ({ params, location }) => ({
    document: await legalDocumentFn({ data: { doc: 'privacy', locale: params.locale ?? 'en' } }),
    head: seo({ title: m.privacy_title(), description: m.privacy_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: function PrivacyPage() {
    return <LegalDocumentPage title={m.privacy_heading()} document={Route.useLoaderData().document} />
  },
})
