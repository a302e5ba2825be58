import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal-page'
import { FONT_CREDITS, ICON_SET_CREDITS, type Credit } from '@/engine'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/credits')({
  loader: ({ location }) => ({
    head: seo({ title: m.credits_title(), description: m.credits_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: CreditsPage,
})

function CreditList({ credits }: { credits: Credit[] }) {
  return (
    <ul>
      {credits.map((c) => (
        <li key={c.id}>
          <a href={c.url} rel="noopener">
            {c.name}
          </a>{' '}
          — {m.credits_by({ author: c.author })}.{' '}
          <a href={c.licenceUrl} rel="noopener license">
            {m.credits_licence({ licence: c.licence })}
          </a>
        </li>
      ))}
    </ul>
  )
}

function CreditsPage() {
  return (
    <LegalPage title={m.credits_heading()} intro={m.credits_intro()}>
      <h2>{m.credits_motifs_heading()}</h2>
      <p>{m.credits_changes()}</p>
      <CreditList credits={Object.values(ICON_SET_CREDITS)} />
      <h2>{m.credits_fonts_heading()}</h2>
      <CreditList credits={Object.values(FONT_CREDITS)} />
    </LegalPage>
  )
}
