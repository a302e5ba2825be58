import { Link } from '@tanstack/react-router'
import { HandCoins, LayoutGrid, LogOut, UserRound, ShieldCheck } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { UserInfo } from '@/modules/accounts'
import { useLogout } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../ui/menu'

export function Avatar({ user, className }: { user: UserInfo['user']; className?: string }) {
  const initials = (user.name || user.email)
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]!.toUpperCase())
    .join('')
  return user.image ? (
    <img src={user.image} alt="" className={cn('size-8 shrink-0 rounded-full object-cover ring-1 ring-line-strong', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-sm text-accent-hover ring-1 ring-line-strong',
        className,
      )}
    >
      {initials}
    </span>
  )
}

/** The signed-in reader's menu: who they are, the dashboard, the profile, the affiliate area, and logging out. */
export function UserMenu({ info }: { info: UserInfo }) {
  const params = useLocaleParams()
  const logout = useLogout()
  return (
    <Menu modal={false}>
      <MenuTrigger
        className="rounded-full p-0.5 transition-shadow hover:ring-2 hover:ring-line-strong data-[state=open]:ring-2 data-[state=open]:ring-accent"
        aria-label={m.nav_account_aria()}
      >
        <Avatar user={info.user} />
      </MenuTrigger>
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
