import { Monitor, Moon, Sparkles, Sun } from 'lucide-react'
import { useTheme } from '@/components/theme-provider'
import { cn } from '@/lib/cn'
import type { ThemePreference } from '@/lib/theme'
import * as m from '@/paraglide/messages'
import { OnFirstUse } from '../ui/on-first-use'

/** The four themes with their icons and names, in the order menus list them. */
export const THEME_OPTIONS: { value: ThemePreference; icon: typeof Sun; label: () => string }[] = [
  { value: 'default', icon: Sparkles, label: m.theme_default },
  { value: 'light', icon: Sun, label: m.theme_light },
  { value: 'dark', icon: Moon, label: m.theme_dark },
  { value: 'auto', icon: Monitor, label: m.theme_auto },
]

export interface ThemeSwitcherProps {
  className?: string
}

/** The trigger's look, name and face (the theme chosen): the same before and after its menu has loaded. */
export function useThemeTrigger(className?: string) {
  const { preference } = useTheme()
  const current = THEME_OPTIONS.find((o) => o.value === preference) ?? THEME_OPTIONS[0]!
  return {
    className: cn(
      'inline-flex size-9 items-center justify-center rounded-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[state=open]:bg-surface-raised data-[state=open]:text-ink',
      className,
    ),
    'aria-label': m.theme_switch_aria({ theme: current.label() }),
    children: <current.icon className="size-4" aria-hidden />,
  }
}

const loadThemeMenu = () => import('./theme-menu').then((module) => module.ThemeMenu)

/** The theme, as a menu that loads on first use (theme-menu.tsx). */
export function ThemeSwitcher({ className }: ThemeSwitcherProps) {
  const look = useThemeTrigger(className)
  return (
    <OnFirstUse
      load={loadThemeMenu}
      props={{ className }}
      placeholder={(trigger) => <button type="button" {...trigger} {...look} />}
    />
  )
}
