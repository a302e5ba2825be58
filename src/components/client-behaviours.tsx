import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { saveLocaleCookie } from '@/i18n/cookie'
import { currentLocale } from '@/i18n/use-locale'
import { installChunkErrorReload, importModule } from '@/lib/chunk-reload'
import { registerErrorHandlers } from '@/lib/http/error-registry'
import { installNavigationProgress } from '@/lib/navigation-progress'
import { warmServerFnCallsOnFirstInteraction } from '@/lib/server-fn-warmup'
import { toast } from '@/lib/toast'
import { startVersionCheck } from '@/lib/version-check'
import type { UserInfo } from '@/modules/accounts'
import { captureReferral } from '@/modules/auth/client/referral'
import { forgetSession, rememberSession, USER_INFO_KEY } from '@/modules/auth/client/session'
import * as m from '@/paraglide/messages'

/** The seed's page-wide behaviours, started once in the browser. */
export function ClientBehaviours() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    saveLocaleCookie(currentLocale().code)
    // The server decided who is signed in; the isLogin cookie and stored user info follow it. The
    // signed-in shell leaves it undecided (undefined, ADR 48): its guard asks, and nothing is forgotten.
    const info = queryClient.getQueryData<UserInfo | null>(USER_INFO_KEY)
    if (info) rememberSession(queryClient, info)
    else if (info === null) forgetSession(queryClient)
    const capture = (referrer: string) => {
      const code = captureReferral(new URL(window.location.href), referrer)
      // The click is counted by the server; loaded only when a link carried a code.
      if (code)
        void import('@/modules/affiliate/client/report-click')
          .then(({ reportClick }) => reportClick(code, window.location.href, referrer))
          .catch(() => {})
    }
    capture(document.referrer)
    const stops = [
      registerErrorHandlers(() =>
        importModule(() => import('@/modules/auth/client/error-handlers')).then(({ installAuthErrorHandlers }) =>
          installAuthErrorHandlers(router, queryClient),
        ),
      ),
      router.subscribe('onResolved', () => capture('')),
      installNavigationProgress(router),
      installChunkErrorReload(),
      warmServerFnCallsOnFirstInteraction(),
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
  }, [router, queryClient])
  return null
}
