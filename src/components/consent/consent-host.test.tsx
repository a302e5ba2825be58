import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AnalyticsSettings } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'
import { ConsentHost } from './consent-host'

function serverRender(settings: AnalyticsSettings): string {
  const client = new QueryClient()
  client.setQueryData(analyticsQuery.queryKey, settings)
  return renderToString(
    <QueryClientProvider client={client}>
      <ConsentHost />
    </QueryClientProvider>,
  )
}

describe('ConsentHost', () => {
  // A lazy component rendered on the server would stream a late Suspense boundary into stored pages (ADR 48).
  it('renders nothing on the server, analytics configured or not', () => {
    expect(serverRender({ ga4: 'G-TEST123456', askConsent: true })).toBe('')
    expect(
      serverRender({ plausible: { script: 'https://plausible.example/js/script.js', domain: 'example.com' }, askConsent: false }),
    ).toBe('')
    expect(serverRender({ askConsent: true })).toBe('')
  })
})
