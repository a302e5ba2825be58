import { useLocation } from '@tanstack/react-router'
import { Languages } from 'lucide-react'
import { saveLocaleCookie } from '@/i18n/cookie'
import { LOCALES } from '@/i18n/locales'
import { switchLocaleHref } from '@/i18n/paths'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '../ui/menu'
import { Tooltip } from '../ui/tooltip'

/**
 * Lists the ten languages by their own names. Each entry is a real link to the same page in
 * that language (path, query and fragment kept); choosing one also saves the preference cookie.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const location = useLocation()
  const active = currentLocale()
  const trigger = (
    <MenuTrigger
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-sm px-2.5 text-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[state=open]:bg-surface-raised data-[state=open]:text-ink',
        className,
      )}
      aria-label={m.language_switch_aria({ language: active.name })}
    >
      <Languages className="size-4" aria-hidden />
      <span className={cn(compact && 'sr-only')}>{active.name}</span>
    </MenuTrigger>
  )
  return (
    <Menu modal={false}>
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
