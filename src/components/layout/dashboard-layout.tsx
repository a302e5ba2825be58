import { Link } from '@tanstack/react-router'
import { History, LayoutGrid, Menu as MenuIcon, MessageSquareText, UserRound } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { Z_INDEX } from '@/lib/constants'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { TOOL_CARDS } from './tool-cards'
import { SkipLink } from './site-layout'
import { ThemeSwitcher } from './theme-switcher'
import { UserMenu } from './user-menu'
import { useFeedbackFrom } from '../feedback/use-from'

const item =
  'flex items-center gap-3 rounded-sm px-3 py-2 text-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[status=active]:bg-accent-soft data-[status=active]:text-ink [&>svg]:size-4 [&>svg]:shrink-0'

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const params = useLocaleParams()
  // Feedback is about the page the reader is on, unless that is the feedback page itself.
  const here = useFeedbackFrom()
  const from = here.includes('/dashboard/feedback') ? undefined : here
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: closes the menu after a link is followed; keyboards follow links with a click event too
    <nav
      aria-label={m.dashboard_nav_aria()}
      className="flex flex-1 flex-col gap-6"
      onClick={(e) => onNavigate && (e.target as HTMLElement).closest('a') && onNavigate()}
    >
      <div className="flex flex-col gap-0.5">
        <Link to="/{-$locale}/dashboard" params={params} className={item} activeOptions={{ exact: true }}>
          <LayoutGrid aria-hidden />
          {m.dashboard_nav_overview()}
        </Link>
      </div>
      <div className="flex flex-col gap-0.5">
        <p className="eyebrow px-3 pb-2 !text-[0.6875rem] !text-ink-faint">{m.nav_tools()}</p>
        {TOOL_CARDS.map((tool) => (
          <Link key={tool.id} to={tool.app} params={params} className={item}>
            <tool.icon aria-hidden />
            {tool.name()}
          </Link>
        ))}
      </div>
      <div className="flex flex-col gap-0.5">
        <p className="eyebrow px-3 pb-2 !text-[0.6875rem] !text-ink-faint">{m.dashboard_nav_library()}</p>
        <Link to="/{-$locale}/dashboard/history" params={params} className={item}>
          <History aria-hidden />
          {m.dashboard_nav_history()}
        </Link>
        <Link to="/{-$locale}/dashboard/feedback" params={params} search={from ? { from } : {}} className={item}>
          <MessageSquareText aria-hidden />
          {m.dashboard_nav_feedback()}
        </Link>
      </div>
      <div className="mt-auto flex flex-col gap-0.5 border-t border-line pt-4">
        <Link to="/{-$locale}/profile" params={params} className={item}>
          <UserRound aria-hidden />
          {m.nav_profile()}
        </Link>
      </div>
    </nav>
  )
}

/**
 * The signed-in workspace: the tools, the history and feedback in a sidebar. `pending`: the
 * stored shell's frame (ADR 48), the same on the server and at hydration whatever the browser
 * already knows, so the account menu waits for the workspace itself.
 */
export function DashboardLayout({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  const [open, setOpen] = useState(false)
  const info = useUserInfo()
  return (
    <div className="relative flex min-h-dvh">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-8 border-r border-line bg-surface px-4 py-5 lg:flex">
        <Logo className="px-2" />
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          className="sticky top-0 flex h-14 items-center gap-2 border-b border-line bg-canvas/85 px-4 backdrop-blur-md sm:px-6"
          style={{ zIndex: Z_INDEX.header }}
        >
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon-sm" className="lg:hidden" aria-label={m.nav_open_menu()}>
                <MenuIcon aria-hidden />
              </Button>
            </DialogTrigger>
            <DialogContent side="right" title={m.dashboard_nav_aria()} className="gap-6">
              <div className="mt-6 flex flex-1 flex-col">
                <SidebarNav onNavigate={() => setOpen(false)} />
              </div>
            </DialogContent>
          </Dialog>
          <Logo className="lg:hidden" />
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitcher compact />
            <ThemeSwitcher />
            {pending ? (
              <span className="m-0.5 size-8 animate-pulse rounded-full bg-surface-raised" aria-hidden />
            ) : (
              info && <UserMenu info={info} />
            )}
          </div>
        </header>
        <main id="main" className="relative z-[2] flex-1 px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  )
}

/**
 * What the stored signed-in shell shows inside the workspace until the browser knows who is
 * signed in and has the page's data (ADR 48): the same frame, the content still to come.
 */
export function DashboardPending() {
  return (
    <DashboardLayout pending>
      <div className="flex flex-col gap-6" role="status" aria-busy="true">
        {/* The page's own heading comes with the page; until then this names what is happening. */}
        <h1 className="sr-only">{m.dashboard_loading()}</h1>
        <div className="h-9 w-2/3 max-w-md animate-pulse rounded-sm bg-surface-raised" aria-hidden />
        <div className="h-5 w-full max-w-xl animate-pulse rounded-sm bg-surface-raised" aria-hidden />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden>
          {[0, 1, 2, 3].map((slot) => (
            <div key={slot} className="h-40 animate-pulse rounded-lg border border-line bg-surface" />
          ))}
        </div>
      </div>
    </DashboardLayout>
  )
}
