import { useQuery } from '@tanstack/react-query'
import { readConsent, saveConsent } from '@/lib/consent'
import { needsConsent } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'
import * as m from '@/paraglide/messages'

/** "Cookie settings" in the footer: asks again (after a reload if tags were already running). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { data: settings } = useQuery(analyticsQuery)
  if (!settings || !needsConsent(settings)) return null
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const before = readConsent()
        saveConsent(null)
        // Tags already running cannot be stopped in place: the page starts again without them.
        if (before === 'granted') window.location.reload()
      }}
    >
      {m.consent_settings()}
    </button>
  )
}
