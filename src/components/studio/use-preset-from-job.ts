import { useQuery } from '@tanstack/react-query'
import type { JobView } from '@/modules/designs'
import { viewJobFn } from '@/modules/designs/designs.functions'
import { fixFields, type PresetFix } from './studio-search'

/** A job's request, for a tool's form to start from; each form turns it into its own preset. */
export interface JobPreset {
  jobId: string
  tool: JobView['tool']
  /** The job's params, with a print-check fix (size, style, detail, line weight) laid over them. */
  params: JobView['params']
  seed: number | null
  variations: number
}

export const jobQuery = (id: string) => ({
  queryKey: ['design-job', id] as const,
  queryFn: () => viewJobFn({ data: { id } }),
})

export function presetOf(job: JobView, fix?: PresetFix): JobPreset {
  return {
    jobId: job.id,
    tool: job.tool,
    params: { ...job.params, ...fixFields(fix) } as JobView['params'],
    seed: job.seed,
    variations: job.variations,
  }
}

/**
 * The preset a tool page builds from `?from=<job id>` (and a print-check fix): `pending` while the
 * job loads, so the form is not drawn with defaults first and then with the job's values.
 */
export function usePresetFromJob(from: string | undefined, fix?: PresetFix): { preset: JobPreset | undefined; pending: boolean } {
  const query = useQuery({
    ...jobQuery(from ?? ''),
    enabled: !!from,
    staleTime: 5 * 60_000,
    retry: false,
  })
  if (!from) return { preset: undefined, pending: false }
  return { preset: query.data ? presetOf(query.data, fix) : undefined, pending: query.isPending }
}
