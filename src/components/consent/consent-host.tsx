import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { importModule } from '@/lib/chunk-reload'
import { useHydrated } from '@/lib/use-hydrated'
import { hasAnalytics } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'

/**
 * A file of an older deployment that is gone leaves the page without analytics rather than
 * failing the document around it (lib/chunk-reload.ts reloads for the new build).
 */
const ConfiguredAnalytics = lazy(() =>
  importModule<{ default: () => ReactNode }>(() => import('./configured-analytics')).catch(() => ({ default: () => null })),
)

/**
 * The analytics loader and the cookie notice, fetched only where the operator configured an
 * analytics tool (ADR 55): a deployment without one sends neither to any page. They render
 * nothing on the server anyway, so they mount after hydration: the server never waits for them,
 * and a stored page holds no boundary streamed in late (ADR 48).
 */
export function ConsentHost() {
  const { data: settings } = useQuery(analyticsQuery)
  const hydrated = useHydrated()
  if (!hydrated || !settings || !hasAnalytics(settings)) return null
  return (
    <Suspense fallback={null}>
      <ConfiguredAnalytics />
    </Suspense>
  )
}
