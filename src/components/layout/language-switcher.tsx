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

export const languageTriggerClass = (className?: string) =>
  cn(
    'inline-flex h-9 items-center gap-2 rounded-sm px-2.5 text-sm text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink data-[state=open]:bg-surface-raised data-[state=open]:text-ink',
    className,
  )

/** What the trigger shows, before and after its menu has loaded. */
export function LanguageTriggerFace({ compact }: { compact: boolean }) {
  return (
    <>
      <Languages className="size-4" aria-hidden />
      <span className={cn(compact && 'sr-only')}>{currentLocale().name}</span>
    </>
  )
}

const loadLanguageMenu = () => import('./language-menu').then((module) => module.LanguageMenu)

/** The ten languages, as a menu that loads on first use (language-menu.tsx). */
export function LanguageSwitcher({ className, compact = false }: LanguageSwitcherProps) {
  return (
    <OnFirstUse
      load={loadLanguageMenu}
      props={{ className, compact }}
      placeholder={(trigger) => (
        <button
          type="button"
          {...trigger}
          className={languageTriggerClass(className)}
          aria-label={m.language_switch_aria({ language: currentLocale().name })}
        >
          <LanguageTriggerFace compact={compact} />
        </button>
      )}
    />
  )
}
