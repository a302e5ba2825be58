import { cn } from '@/lib/cn'
import type { UserInfo } from '@/modules/accounts'
import * as m from '@/paraglide/messages'
import { OnFirstUse } from '../ui/on-first-use'

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

/** The trigger's look, name and face (the avatar): the same before and after its menu has loaded. */
export function accountTrigger(user: UserInfo['user']) {
  return {
    className:
      'rounded-full p-0.5 transition-shadow hover:ring-2 hover:ring-line-strong data-[state=open]:ring-2 data-[state=open]:ring-accent',
    'aria-label': m.nav_account_aria(),
    children: <Avatar user={user} />,
  }
}

const loadAccountMenu = () => import('./account-menu').then((module) => module.AccountMenu)

/** The signed-in reader's menu (account-menu.tsx), loaded on first use. */
export function UserMenu({ info }: { info: UserInfo }) {
  return (
    <OnFirstUse
      load={loadAccountMenu}
      props={{ info }}
      placeholder={(trigger) => <button type="button" {...trigger} {...accountTrigger(info.user)} />}
    />
  )
}
