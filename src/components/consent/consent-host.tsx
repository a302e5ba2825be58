import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { hasAnalytics } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'

const ConfiguredAnalytics = lazy(() => import('./configured-analytics'))

/**
 * The analytics loader and the cookie notice, fetched only where the operator configured an
 * analytics tool (ADR 55): a deployment without one sends neither to any page.
 */
export function ConsentHost() {
  const { data: settings } = useQuery(analyticsQuery)
  if (!settings || !hasAnalytics(settings)) return null
  return (
    <Suspense fallback={null}>
      <ConfiguredAnalytics />
    </Suspense>
  )
}
