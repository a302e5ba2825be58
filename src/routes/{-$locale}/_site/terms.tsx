import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal-page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/terms')({
  loader: ({ location }) => ({
    head: seo({ title: m.terms_title(), description: m.terms_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => (
    <LegalPage title={m.terms_heading()} intro={m.terms_intro()}>
      <h2>{m.terms_account_heading()}</h2>
      <p>{m.terms_account_body()}</p>
      <h2>{m.terms_designs_heading()}</h2>
      <p>{m.terms_designs_body()}</p>
      <h2>{m.terms_fair_heading()}</h2>
      <p>{m.terms_fair_body()}</p>
      <h2>{m.terms_plans_heading()}</h2>
      <p>{m.terms_plans_body()}</p>
      <h2>{m.terms_draft_heading()}</h2>
      <p>{m.terms_draft_body()}</p>
      <h2>{m.terms_changes_heading()}</h2>
      <p>{m.terms_changes_body()}</p>
    </LegalPage>
  ),
})
