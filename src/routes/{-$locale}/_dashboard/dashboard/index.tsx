import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowRight, History } from 'lucide-react'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { TOOLS } from '@/components/layout/nav'
import { EmptyState } from '@/components/page'
import { useLocaleParams } from '@/i18n/use-locale'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/')({
  loader: ({ location }) => ({
    head: seo({ title: m.dashboard_title(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: DashboardPage,
})

function DashboardPage() {
  const params = useLocaleParams()
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.dashboard_heading()} lede={m.dashboard_lede()} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {TOOLS.map((tool) => (
          <li key={tool.id}>
            <Link
              to={tool.app}
              params={params}
              className="group flex h-full flex-col rounded-lg border border-line bg-surface p-5 transition-colors hover:border-line-strong hover:bg-surface-raised"
            >
              <tool.icon className="size-5 text-gold" aria-hidden />
              <span className="mt-5 font-display text-lg text-ink">{tool.name()}</span>
              <span className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted">{tool.blurb()}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
                {m.dashboard_open_tool()}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent" className="mt-14">
        <h2 id="recent" className="font-display text-display-sm text-ink">
          {m.dashboard_recent_heading()}
        </h2>
        <EmptyState className="mt-6" icon={<History />} title={m.dashboard_empty_title()} body={m.dashboard_empty_body()} />
      </section>
    </div>
  )
}
