import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { saveLocaleCookie } from '@/i18n/cookie'
import { currentLocale } from '@/i18n/use-locale'
import { installChunkErrorReload } from '@/lib/chunk-reload'
import { installNavigationProgress } from '@/lib/navigation-progress'
import { toast } from '@/lib/toast'
import { startVersionCheck } from '@/lib/version-check'
import * as m from '@/paraglide/messages'

/** The seed's page-wide behaviours, started once in the browser. */
export function ClientBehaviours() {
  const router = useRouter()
  useEffect(() => {
    saveLocaleCookie(currentLocale().code)
    const stops = [
      installNavigationProgress(router),
      installChunkErrorReload(),
      startVersionCheck({
        currentBuildId: __BUILD_ID__,
        onNewVersion: () =>
          toast.info(m.update_available(), {
            duration: 0,
            description: m.update_available_body(),
            action: { label: m.update_reload(), onClick: () => window.location.reload() },
          }),
      }),
    ]
    return () => stops.forEach((stop) => stop())
  }, [router])
  return null
}
