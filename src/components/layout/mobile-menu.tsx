import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { LinkButton } from '@/components/ui/link-button'
import { useLocaleParams } from '@/i18n/use-locale'
import { useLogout, useUserInfo } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog'
import type { OpenableProps } from '../ui/on-first-use'
import { LanguageSwitcher } from './language-switcher'
import { TOOL_CARDS } from './tool-cards'
import { mobileMenuTrigger } from './site-header'

/** The site's navigation on screens too narrow for the header's: a panel from the right. */
export function MobileMenu({ defaultOpen = false }: OpenableProps<object>) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...mobileMenuTrigger()} />
      </DialogTrigger>
      <DialogContent side="right" title={m.nav_menu_title()}>
        <MobileNav onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
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
      {TOOL_CARDS.map((tool) => (
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
