import { useLocation } from '@tanstack/react-router'
import { saveLocaleCookie } from '@/i18n/cookie'
import { LOCALES } from '@/i18n/locales'
import { switchLocaleHref } from '@/i18n/paths'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import type { OpenableProps } from '../ui/on-first-use'
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '../ui/menu'
import { Tooltip } from '../ui/tooltip'
import { type LanguageSwitcherProps, languageTrigger } from './language-switcher'

/**
 * Lists the ten languages by their own names. Each entry is a real link to the same page in
 * that language (path, query and fragment kept); choosing one also saves the preference cookie.
 */
export function LanguageMenu({ className, compact = false, defaultOpen }: OpenableProps<LanguageSwitcherProps>) {
  const location = useLocation()
  const active = currentLocale()
  const trigger = <MenuTrigger {...languageTrigger({ className, compact })} />
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      {compact ? <Tooltip content={m.language_label()}>{trigger}</Tooltip> : trigger}
      <MenuContent align="end" className="w-52">
        <MenuLabel>{m.language_label()}</MenuLabel>
        {LOCALES.map((l) => (
          <MenuItem key={l.code} asChild>
            <a
              href={switchLocaleHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash }, l.code)}
              hrefLang={l.htmlLang}
              lang={l.htmlLang}
              aria-current={l.code === active.code ? 'true' : undefined}
              onClick={() => saveLocaleCookie(l.code)}
              className={cn(l.code === active.code && 'text-accent')}
            >
              <span className="flex-1">{l.name}</span>
              <span className="font-mono text-[0.6875rem] uppercase text-ink-faint">{l.code}</span>
            </a>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  )
}
