import { Link } from '@tanstack/react-router'
import { ChevronDown, Menu as MenuIcon } from 'lucide-react'
import { useState } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import { useLogout, useUserInfo } from '@/modules/auth/client/use-session'
import { Z_INDEX } from '@/lib/constants'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog'
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { TOOLS } from './nav'
import { ThemeSwitcher } from './theme-switcher'
import { UserMenu } from './user-menu'
import { LinkButton } from '@/components/ui/link-button'

const navLink = 'rounded-sm px-3 py-2 text-sm text-ink-muted transition-colors hover:text-ink data-[status=active]:text-ink'

export function SiteHeader() {
  const params = useLocaleParams()
  const info = useUserInfo()
  const [open, setOpen] = useState(false)
  return (
    <header
      className="sticky top-0 border-b border-line bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70"
      style={{ zIndex: Z_INDEX.header }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={m.nav_main_aria()} className="hidden items-center gap-1 lg:flex">
          <Menu modal={false}>
            <MenuTrigger className={`${navLink} inline-flex items-center gap-1 data-[state=open]:text-ink`}>
              {m.nav_tools()}
              <ChevronDown className="size-3.5" aria-hidden />
            </MenuTrigger>
            <MenuContent align="start" className="w-80 p-2">
              {TOOLS.map((tool) => (
                <MenuItem key={tool.id} asChild className="items-start gap-3 px-3 py-2.5">
                  <Link to={tool.marketing} params={params}>
                    <tool.icon className="mt-0.5 !size-5 text-gold" aria-hidden />
                    <span className="flex flex-col gap-0.5">
                      <span className="font-medium text-ink">{tool.name()}</span>
                      <span className="text-xs leading-snug text-ink-muted">{tool.blurb()}</span>
                    </span>
                  </Link>
                </MenuItem>
              ))}
            </MenuContent>
          </Menu>
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
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={m.nav_open_menu()}>
                <MenuIcon className="!size-5" aria-hidden />
              </Button>
            </DialogTrigger>
            <DialogContent side="right" title={m.nav_menu_title()}>
              <MobileNav onNavigate={() => setOpen(false)} />
            </DialogContent>
          </Dialog>
        </div>
      </div>
    </header>
  )
}

function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const params = useLocaleParams()
  const info = useUserInfo()
  const logout = useLogout()
  const item = 'flex items-center gap-3 rounded-sm px-2 py-2.5 text-ink transition-colors hover:bg-surface'
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: closes the menu after a link is followed; keyboards follow links with a click event too
    <nav
      aria-label={m.nav_main_aria()}
      className="mt-6 flex flex-1 flex-col gap-1 overflow-y-auto"
      onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate()}
    >
      <p className="eyebrow px-2 pb-1">{m.nav_tools()}</p>
      {TOOLS.map((tool) => (
        <Link key={tool.id} to={tool.marketing} params={params} className={item}>
          <tool.icon className="size-4 text-gold" aria-hidden />
          {tool.name()}
        </Link>
      ))}
      <div className="my-3 h-px bg-line" />
      <Link to="/{-$locale}/tattoo-ideas" params={params} className={item}>
        {m.nav_ideas()}
      </Link>
      <Link to="/{-$locale}/tattoo-styles" params={params} className={item}>
        {m.nav_styles()}
      </Link>
      <Link to="/{-$locale}/pricing" params={params} className={item}>
        {m.nav_pricing()}
      </Link>
      <Link to="/{-$locale}/affiliation" params={params} className={item}>
        {m.nav_affiliate()}
      </Link>
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <LanguageSwitcher className="justify-start" />
        {info ? (
          <>
            <LinkButton to="/{-$locale}/profile" variant="secondary">
              {m.nav_profile()}
            </LinkButton>
            <Button variant="ghost" onClick={() => void logout()}>
              {m.nav_logout()}
            </Button>
            <LinkButton to="/{-$locale}/dashboard">{m.nav_dashboard()}</LinkButton>
          </>
        ) : (
          <>
            <LinkButton to="/{-$locale}/login" variant="secondary">
              {m.nav_login()}
            </LinkButton>
            <LinkButton to="/{-$locale}/dashboard">{m.cta_start_designing()}</LinkButton>
          </>
        )}
      </div>
    </nav>
  )
}
