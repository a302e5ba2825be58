import { createFileRoute } from '@tanstack/react-router'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { FlowerToolForm } from '@/components/studio/flower/flower-tool-form'
import { flowerPreset, presetFromParams } from '@/components/studio/flower/flower-preset'
import { validateFlowerSearch } from '@/components/studio/flower/flower-search'
import { ToolWorkspace } from '@/components/studio/tool-workspace'
import { usePresetFromJob } from '@/components/studio/use-preset-from-job'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOL_CARDS.find((t) => t.id === 'birth-flower')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/birth-flower-tattoo-generator')({
  validateSearch: validateFlowerSearch,
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: BirthFlowerPage,
})

function BirthFlowerPage() {
  const search = Route.useSearch()
  const job = usePresetFromJob(search.from)
  const fromJob = job.preset?.tool === 'birth-flower' ? presetFromParams(job.preset.params, job.preset) : undefined
  return (
    <ToolWorkspace tool={tool} lede={m.dash_flower_lede()} preset={flowerPreset(search, fromJob)} presetPending={job.pending}>
      {(props) => <FlowerToolForm {...props} />}
    </ToolWorkspace>
  )
}
