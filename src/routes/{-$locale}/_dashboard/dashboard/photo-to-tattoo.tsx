import { createFileRoute } from '@tanstack/react-router'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { PhotoToolForm } from '@/components/studio/photo/photo-tool-form'
import { presetFromJob, presetFromSearch } from '@/components/studio/photo/photo-params'
import { parsePhotoSearch } from '@/components/studio/photo/photo-search'
import { ToolWorkspace } from '@/components/studio/tool-workspace'
import { usePresetFromJob } from '@/components/studio/use-preset-from-job'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOL_CARDS.find((t) => t.id === 'photo')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/photo-to-tattoo')({
  validateSearch: parsePhotoSearch,
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: PhotoToTattoo,
})

/** `?from=<job>` starts from a photo job (with the print check's fix on top); otherwise the flat params. */
function PhotoToTattoo() {
  const { from, ...flat } = Route.useSearch()
  const job = usePresetFromJob(from, { size_mm: flat.size_mm, detail: flat.detail, line_weight_mm: flat.line_weight_mm })
  const preset = from ? (job.preset?.tool === 'photo' ? presetFromJob(job.preset) : undefined) : presetFromSearch(flat)
  return (
    <ToolWorkspace tool={tool} lede={m.dash_photo_lede()} preset={preset} presetPending={job.pending}>
      {(props) => <PhotoToolForm {...props} />}
    </ToolWorkspace>
  )
}
