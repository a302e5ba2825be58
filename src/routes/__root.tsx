import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { getLocale } from '@/paraglide/runtime'
import { localeByTag } from '@/i18n/locales'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  }),
  component: () => (
    <Document>
      <Outlet />
    </Document>
  ),
  notFoundComponent: NotFound,
})

function NotFound() {
  const href = useRouterState({ select: (s) => s.location.href })
  return <h1>Page Not Found: {href}</h1>
}

function Document({ children }: { children: ReactNode }) {
  const lang = localeByTag(getLocale())?.htmlLang ?? 'en-US'
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
