import { Languages } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { OnFirstUse } from '../ui/on-first-use'

export interface LanguageSwitcherProps {
  className?: string
  /** The icon alone (the language's name for screen readers and in a tooltip). */
  compact?: boolean
}

/** The trigger's look, name and face: the same before and after its menu has loaded. */
export function languageTrigger({ className, compact = false }: LanguageSwitcherProps) {
  const { name } = currentLocale()
  return {
    className: cn(
      'inline-flex h-9 items-center gap-2 rounded-sm px-2.5 text-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[state=open]:bg-surface-raised data-[state=open]:text-ink',
      className,
    ),
    'aria-label': m.language_switch_aria({ language: name }),
    children: (
      <>
        <Languages className="size-4" aria-hidden />
        <span className={cn(compact && 'sr-only')}>{name}</span>
      </>
    ),
  }
}

const loadLanguageMenu = () => import('./language-menu').then((module) => module.LanguageMenu)

/** The ten languages, as a menu that loads on first use (language-menu.tsx). */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  return (
    <OnFirstUse
      load={loadLanguageMenu}
      props={props}
      placeholder={(trigger) => <button type="button" {...trigger} {...languageTrigger(props)} />}
    />
  )
}
