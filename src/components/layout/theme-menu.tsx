import { useTheme } from '@/components/theme-provider'
import type { ThemePreference } from '@/lib/theme'
import * as m from '@/paraglide/messages'
import type { OpenableProps } from '../ui/on-first-use'
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../ui/menu'
import { Tooltip } from '../ui/tooltip'
import { THEME_OPTIONS, type ThemeSwitcherProps, useThemeTrigger } from './theme-switcher'

export function ThemeMenu({ className, defaultOpen }: OpenableProps<ThemeSwitcherProps>) {
  const { preference, setPreference } = useTheme()
  const look = useThemeTrigger(className)
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <Tooltip content={m.theme_label()}>
        <MenuTrigger {...look} />
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
