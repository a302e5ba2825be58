import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PricingDialogHost } from '@/components/billing/pricing-dialog-host'
import { ClientBehaviours } from '@/components/client-behaviours'
import { ConsentHost } from '@/components/consent/consent-host'
import { ErrorPage, NotFoundPage } from '@/components/error-page'
import { ThemeProvider, useTheme } from '@/components/theme-provider'
import { Toaster } from '@/components/ui/toaster'
import { needsOtherLanguageScripts } from '@/i18n/scripts-locale'
import { currentLocale } from '@/i18n/use-locale'
import { userInfoQuery } from '@/modules/auth/client/session'
import { publicOriginQuery } from '@/modules/site/client/origin-query'
import { analyticsQuery } from '@/modules/site/client/analytics-query'
import { setPublicOrigin } from '@/lib/public-origin'
import { isShellRender } from '@/lib/app-shell'
import { fontPreloads } from '@/lib/font-preloads'
import { colorScheme, themeInitScript } from '@/lib/theme'
import * as m from '@/paraglide/messages'
import appCss from '@/styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Who is signed in, for guards and the header: asked once, then served from the query cache.
  // The signed-in shell is rendered for nobody in particular: it leaves the question to the
  // browser (undefined: not asked), which the workspace's own guard then asks (ADR 48).
  beforeLoad: async ({ context, location, preload }) => {
    // The scripts of this page speak one language (ADR 49): another language is another document.
    if (!preload && needsOtherLanguageScripts(location.pathname)) throw redirect({ href: location.href, reloadDocument: true })
    const [userInfo, origin] = await Promise.all([
      isShellRender() ? undefined : context.queryClient.ensureQueryData(userInfoQuery),
      context.queryClient.ensureQueryData(publicOriginQuery),
      context.queryClient.ensureQueryData(analyticsQuery),
    ])
    // Before any page's loader writes its canonical and alternate links.
    setPublicOrigin(origin)
    return { userInfo }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'color-scheme', content: 'dark light' },
      { name: 'theme-color', content: '#0e0c0a' },
      { name: 'application-name', content: m.site_name() },
      // Every page names itself; this is what the signed-in shell says until its page has loaded (ADR 48).
      { title: m.site_name() },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      ...fontPreloads(currentLocale().code),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
  }),
  component: () => (
    <Document>
      <Outlet />
    </Document>
  ),
  notFoundComponent: () => <NotFoundPage />,
  // The root's own error boundary replaces the root component, so it brings the document along.
  errorComponent: ({ error }) => (
    <Document>
      <ErrorPage error={error} />
    </Document>
  ),
})

function Document({ children }: { children: ReactNode }) {
  const locale = currentLocale()
  // The page's CSP runs only scripts that carry the nonce of this response (src/router.tsx).
  const nonce = useRouter().options.ssr?.nonce
  return (
    <html lang={locale.htmlLang} dir="ltr" data-theme="default" suppressHydrationWarning>
      <head>
        {/* Before anything paints: the saved theme, so there is no flash of the wrong one. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input in it */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <HeadContent />
      </head>
      <body>
        <ThemeProvider>
          {children}
          <ThemedToaster />
          <ClientBehaviours />
          <PricingDialogHost />
          <ConsentHost />
        </ThemeProvider>
        <Scripts />
      </body>
    </html>
  )
}

function ThemedToaster() {
  const { resolved } = useTheme()
  return <Toaster theme={colorScheme(resolved)} />
}
