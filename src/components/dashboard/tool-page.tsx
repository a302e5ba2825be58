import { History } from 'lucide-react'
import type { ToolCard } from '@/components/layout/tool-cards'
import { EmptyState } from '@/components/page'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export function DashboardHeader({ title, lede, icon: Icon }: { title: string; lede: string; icon?: ToolCard['icon'] }) {
  return (
    <div className="flex max-w-3xl items-start gap-4">
      {Icon && (
        <span className="mt-1 hidden rounded-md border border-line bg-surface p-2.5 text-gold sm:inline-flex">
          <Icon className="size-5" aria-hidden />
        </span>
      )}
      <div>
        <h1 className="text-display-md text-ink">{title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{lede}</p>
      </div>
    </div>
  )
}

/** A tool's page in the workspace: its name and purpose, and the designs made with it so far. */
export function ToolPage({ tool, lede }: { tool: ToolCard; lede: string }) {
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={tool.name()} lede={lede} icon={tool.icon} />
      <section aria-labelledby="tool-results" className="mt-12">
        <h2 id="tool-results" className="font-display text-display-sm text-ink">
          {m.dash_tool_results_heading({ tool: tool.name() })}
        </h2>
        <EmptyState
          className="mt-6"
          icon={<History />}
          title={m.history_empty_title()}
          body={m.dashboard_empty_body()}
          action={
            <LinkButton to={tool.marketing} variant="secondary">
              {m.action_learn_more()}
            </LinkButton>
          }
        />
      </section>
    </div>
  )
}
