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

/** When the credits last changed (Unix seconds). */
const CREDITS_UPDATED_AT = 1795219200 // 2026-11-21

/** Photos shown on the site (the photo page's before and after is drawn from this one). */
const PHOTO_CREDITS: Credit[] = [
  {
    id: 'chelsea',
    name: 'Chelsea the cat (scikit-image sample data)',
    author: 'Stefan van der Walt',
    url: 'https://scikit-image.org/docs/stable/api/skimage.data.html#skimage.data.chelsea',
    licence: 'CC0 1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
]

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
    <LegalPage title={m.credits_heading()} intro={m.credits_intro()} updatedAt={CREDITS_UPDATED_AT}>
      <h2>{m.credits_motifs_heading()}</h2>
      <p>{m.credits_changes()}</p>
      <CreditList credits={Object.values(ICON_SET_CREDITS)} />
      <h2>{m.credits_fonts_heading()}</h2>
      <CreditList credits={Object.values(FONT_CREDITS)} />
      <h2>{m.credits_photos_heading()}</h2>
      <CreditList credits={PHOTO_CREDITS} />
    </LegalPage>
  )
}
