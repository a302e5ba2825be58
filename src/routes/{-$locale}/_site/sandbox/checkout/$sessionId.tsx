import { createFileRoute, notFound } from '@tanstack/react-router'
import { SandboxCheckout } from '@/components/billing/sandbox-checkout'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { headFromLoader, seo } from '@/lib/seo'
import { fetchSandboxSession } from '@/modules/billing/billing.functions'
import { requireLogin } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/sandbox/checkout/$sessionId')({
  beforeLoad: requireLogin,
  loader: async ({ params, location }) => {
    try {
      return {
        session: await fetchSandboxSession({ data: { session_id: params.sessionId } }),
        head: seo({ title: m.sandbox_title(), description: m.sandbox_description(), pathname: location.pathname, noindex: true }),
      }
    } catch (error) {
      // Someone else's session, a malformed id, or no sandbox at all: the 404 page.
      if (isAppError(error) && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.VALIDATION)) throw notFound()
      throw error
    }
  },
  head: headFromLoader,
  component: function SandboxCheckoutRoute() {
    return <SandboxCheckout initial={Route.useLoaderData().session} />
  },
})
