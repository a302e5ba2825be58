import { Monitor, Moon, Sparkles, Sun } from 'lucide-react'
import { useTheme } from '@/components/theme-provider'
import { cn } from '@/lib/cn'
import type { ThemePreference } from '@/lib/theme'
import * as m from '@/paraglide/messages'
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../ui/menu'
import { Tooltip } from '../ui/tooltip'

/** The four themes with their icons and names, in the order menus list them. */
export const THEME_OPTIONS: { value: ThemePreference; icon: typeof Sun; label: () => string }[] = [
  { value: 'default', icon: Sparkles, label: m.theme_default },
  { value: 'light', icon: Sun, label: m.theme_light },
  { value: 'dark', icon: Moon, label: m.theme_dark },
  { value: 'auto', icon: Monitor, label: m.theme_auto },
]

export function ThemeSwitcher({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme()
  const current = THEME_OPTIONS.find((o) => o.value === preference) ?? THEME_OPTIONS[0]!
  const Icon = current.icon
  return (
    <Menu modal={false}>
      <Tooltip content={m.theme_label()}>
        <MenuTrigger
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[state=open]:bg-surface-raised data-[state=open]:text-ink',
            className,
          )}
          aria-label={m.theme_switch_aria({ theme: current.label() })}
        >
          <Icon className="size-4" aria-hidden />
        </MenuTrigger>
      </Tooltip>
      <MenuContent align="end">
        <MenuLabel>{m.theme_label()}</MenuLabel>
        <MenuRadioGroup value={preference} onValueChange={(v) => setPreference(v as ThemePreference)}>
          {THEME_OPTIONS.map(({ value, icon: ItemIcon, label }) => (
            <MenuRadioItem key={value} value={value}>
              <ItemIcon aria-hidden />
              {label()}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  )
}
