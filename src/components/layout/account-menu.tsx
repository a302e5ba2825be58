import { Link } from '@tanstack/react-router'
import { HandCoins, LayoutGrid, LogOut, UserRound, ShieldCheck } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import type { UserInfo } from '@/modules/accounts'
import { useLogout } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import type { OpenableProps } from '../ui/on-first-use'
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../ui/menu'
import { accountTrigger } from './user-menu'

/** The signed-in reader's menu: who they are, the dashboard, the profile, the affiliate area, and logging out. */
export function AccountMenu({ info, defaultOpen }: OpenableProps<{ info: UserInfo }>) {
  const params = useLocaleParams()
  const logout = useLogout()
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger {...accountTrigger(info.user)} />
      <MenuContent align="end" className="w-60">
        <MenuLabel className="!normal-case !tracking-normal">
          <span className="block truncate font-display text-base font-normal text-ink">{info.user.name}</span>
          <span className="block truncate font-sans text-xs font-normal text-ink-muted">{info.user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/{-$locale}/dashboard" params={params}>
            <LayoutGrid aria-hidden />
            {m.nav_dashboard()}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/{-$locale}/profile" params={params}>
            <UserRound aria-hidden />
            {m.nav_profile()}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/{-$locale}/affiliate" params={params}>
            <HandCoins aria-hidden />
            {m.affiliate_heading()}
          </Link>
        </MenuItem>
        {info.user.role === 'admin' && (
          <MenuItem asChild>
            <Link to="/{-$locale}/admin/affiliates" params={params}>
              <ShieldCheck aria-hidden />
              {m.admin_aff_heading()}
            </Link>
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          {m.nav_logout()}
        </MenuItem>
      </MenuContent>
    </Menu>
  )
}
