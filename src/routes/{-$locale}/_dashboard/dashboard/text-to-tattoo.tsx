import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { mergePresets, presetFromJob, presetFromSearch } from '@/components/studio/text/text-preset'
import { parseTextSearch } from '@/components/studio/text/text-search'
import { TextToolForm } from '@/components/studio/text/text-tool-form'
import { ToolWorkspace } from '@/components/studio/tool-workspace'
import { usePresetFromJob } from '@/components/studio/use-preset-from-job'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOL_CARDS.find((t) => t.id === 'text')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/text-to-tattoo')({
  validateSearch: parseTextSearch,
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: TextToTattooPage,
})

function TextToTattooPage() {
  const search = Route.useSearch()
  const job = usePresetFromJob(search.from)
  // The link's own params (a gallery's prompt, a print check's size) win over the job's.
  const preset = useMemo(
    () => mergePresets(job.preset && presetFromJob(job.preset), presetFromSearch(search)),
    [job.preset, search],
  )
  return (
    <ToolWorkspace tool={tool} lede={m.dash_text_lede()} preset={preset} presetPending={job.pending}>
      {(props) => <TextToolForm {...props} />}
    </ToolWorkspace>
  )
}
