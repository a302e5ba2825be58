import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'

/** One compact card per tool: the fastest way into the studio. */
export function QuickStart() {
  const params = useLocaleParams()
  return (
    <section aria-labelledby="quick-start">
      <h2 id="quick-start" className="font-display text-xl text-ink">
        {m.dhome_quick_heading()}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TOOL_CARDS.map((tool) => (
          <li key={tool.id}>
            <Link
              to={tool.app}
              params={params}
              className="group flex h-full flex-col rounded-lg border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-surface-raised"
            >
              <span className="flex items-center justify-between">
                <tool.icon className="size-5 text-gold" aria-hidden />
                <ArrowRight
                  className="size-4 text-ink-faint transition-transform group-hover:translate-x-0.5 group-hover:text-accent"
                  aria-hidden
                />
              </span>
              <span className="mt-3 font-medium leading-snug text-ink [word-break:auto-phrase]">{tool.name()}</span>
              <span className="mt-1 line-clamp-2 hidden text-sm leading-snug text-ink-muted sm:block">{tool.blurb()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
