import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal-page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/privacy')({
  loader: ({ location }) => ({
    head: seo({ title: m.privacy_title(), description: m.privacy_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => (
    <LegalPage title={m.privacy_heading()} intro={m.privacy_intro()}>
      <h2>{m.privacy_store_heading()}</h2>
      <p>{m.privacy_store_body()}</p>
      <h2>{m.privacy_cookies_heading()}</h2>
      <p>{m.privacy_cookies_body()}</p>
      <ul>
        <li>{m.privacy_cookie_locale()}</li>
        <li>{m.privacy_cookie_login()}</li>
        <li>{m.privacy_cookie_ref()}</li>
        <li>{m.privacy_cookie_source()}</li>
        <li>{m.privacy_cookie_storage()}</li>
      </ul>
      <h2>{m.privacy_share_heading()}</h2>
      <p>{m.privacy_share_body()}</p>
      <h2>{m.privacy_choices_heading()}</h2>
      <p>{m.privacy_choices_body()}</p>
      <h2>{m.privacy_contact_heading()}</h2>
      <p>{m.privacy_contact_body()}</p>
    </LegalPage>
  ),
})
