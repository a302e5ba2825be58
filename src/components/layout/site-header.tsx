import { Link } from '@tanstack/react-router'
import { ChevronDown, Menu as MenuIcon } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { Z_INDEX } from '@/lib/constants'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { OnFirstUse } from '../ui/on-first-use'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { ThemeSwitcher } from './theme-switcher'
import { UserMenu } from './user-menu'
import { LinkButton } from '@/components/ui/link-button'

const navLink = 'rounded-sm px-3 py-2 text-sm text-ink-muted transition-colors hover:text-ink data-[status=active]:text-ink'

/** The tools menu's trigger: the same before and after its menu has loaded. */
export const toolsTrigger = () => ({
  className: `${navLink} inline-flex items-center gap-1 data-[state=open]:text-ink`,
  children: (
    <>
      {m.nav_tools()}
      <ChevronDown className="size-3.5" aria-hidden />
    </>
  ),
})

/** The phone's menu button: the same before and after its dialog has loaded. */
export const mobileMenuTrigger = () =>
  ({
    variant: 'ghost',
    size: 'icon',
    className: 'lg:hidden',
    'aria-label': m.nav_open_menu(),
    children: <MenuIcon className="!size-5" aria-hidden />,
  }) as const

// The header's menus and the phone's navigation dialog load on first use (ADR 50).
const loadToolsMenu = () => import('./tools-menu').then((module) => module.ToolsMenu)
const loadMobileMenu = () => import('./mobile-menu').then((module) => module.MobileMenu)

export function SiteHeader() {
  const params = useLocaleParams()
  const info = useUserInfo()
  return (
    <header
      className="sticky top-0 border-b border-line bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70"
      style={{ zIndex: Z_INDEX.header }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={m.nav_main_aria()} className="hidden items-center gap-1 lg:flex">
          <OnFirstUse
            load={loadToolsMenu}
            props={{}}
            placeholder={(trigger) => <button type="button" {...trigger} {...toolsTrigger()} />}
          />
          <Link to="/{-$locale}/tattoo-ideas" params={params} className={navLink}>
            {m.nav_ideas()}
          </Link>
          <Link to="/{-$locale}/tattoo-styles" params={params} className={navLink}>
            {m.nav_styles()}
          </Link>
          <Link to="/{-$locale}/pricing" params={params} className={navLink}>
            {m.nav_pricing()}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <LanguageSwitcher compact className="sm:hidden" />
          <ThemeSwitcher />
          {info ? (
            <>
              <LinkButton to="/{-$locale}/dashboard" size="sm" className="hidden sm:inline-flex">
                {m.nav_dashboard()}
              </LinkButton>
              <UserMenu info={info} />
            </>
          ) : (
            <>
              <LinkButton to="/{-$locale}/login" variant="ghost" size="sm" className="hidden md:inline-flex">
                {m.nav_login()}
              </LinkButton>
              <LinkButton to="/{-$locale}/dashboard" size="sm" className="hidden sm:inline-flex">
                {m.cta_start_designing()}
              </LinkButton>
            </>
          )}
          <OnFirstUse
            load={loadMobileMenu}
            props={{}}
            popup="dialog"
            placeholder={(trigger) => <Button {...trigger} {...mobileMenuTrigger()} />}
          />
        </div>
      </div>
    </header>
  )
}
