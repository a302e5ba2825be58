import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/modules/auth/guards'
import { userInfoQuery } from '@/modules/auth/client/session'
import { isShellRender } from '@/lib/app-shell'
import { warmServerFnCalls } from '@/lib/server-fn-warmup'
import { DashboardLayout, DashboardPending } from '@/components/layout/dashboard-layout'

export const Route = createFileRoute('/{-$locale}/_dashboard')({
  // The workspace is one stored shell for every signed-in visitor (ADR 48): the server renders
  // its frame (pendingComponent) and the browser asks who is signed in and loads the page. A
  // visitor without a session is still sent to login by the server, as before.
  ssr: async () => {
    if (!isShellRender()) return true
    // TanStack loads the code of the routes it renders on the server, not of one it leaves to the
    // browser: the frame arrived as a lazy chunk in the middle of the first render, which then
    // streamed it behind Suspense boundaries. Stored, React's scripts that swap those boundaries in
    // could run out of order in the browser (a throttled reveal removed a placeholder a later script
    // still needed) and the workspace stayed on its frame.
    await (Route.options.pendingComponent as { preload?: () => Promise<unknown> } | undefined)?.preload?.()
    return false
  },
  pendingComponent: DashboardPending,
  // The frame is already on screen: no minimum time for it once the page is ready.
  pendingMinMs: 0,
  beforeLoad: async ({ context, location }) => {
    let userInfo = context.userInfo
    if (userInfo === undefined) {
      // The shell in the browser: its first call is this one, so the caller comes with the call's module.
      void warmServerFnCalls().catch(() => {})
      userInfo = await context.queryClient.ensureQueryData(userInfoQuery)
    }
    requireLogin({ context: { userInfo }, location })
    return { userInfo }
  },
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
})
