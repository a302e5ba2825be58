import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import { saveConsent, useConsent } from '@/lib/consent'
import { Z_INDEX } from '@/lib/constants'
import { needsConsent } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'

/**
 * The cookie notice, only where consent is asked and a tool that sets cookies is configured; it
 * shows in the browser after hydration, so the stored anonymous page stays the same for everyone.
 */
export function CookieNotice() {
  const { data: settings } = useQuery(analyticsQuery)
  const consent = useConsent()
  const params = useLocaleParams()
  if (!settings || !needsConsent(settings) || consent !== null) return null
  return (
    <section
      aria-label={m.consent_region()}
      className="fixed inset-x-3 bottom-3 mx-auto max-w-xl rounded-lg border border-line bg-surface p-4 shadow-lg sm:inset-x-6 sm:bottom-6 sm:p-5"
      style={{ zIndex: Z_INDEX.header }}
    >
      <p className="text-sm leading-relaxed text-ink">
        {m.consent_text()}{' '}
        <Link to="/{-$locale}/privacy" params={params} hash="cookies" className="underline underline-offset-2">
          {m.consent_privacy_link()}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => saveConsent('denied')}>
          {m.consent_decline()}
        </Button>
        <Button size="sm" onClick={() => saveConsent('granted')}>
          {m.consent_accept()}
        </Button>
      </div>
    </section>
  )
}
