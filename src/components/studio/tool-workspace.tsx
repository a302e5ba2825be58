import { Fragment, useMemo, useState, type ReactNode } from 'react'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import type { ToolCard } from '@/components/layout/tool-cards'
import { useUserInfo } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { CostNotice } from './cost-notice'
import { planCost } from './cost'
import { FormSkeleton } from './skeletons'
import { StudioResults } from './studio-results'
import type { ToolFormProps, ToolRequest } from './tool-form'
import { useDesignJob, type Lane } from './use-design-job'
import { isBusy } from './job-state'

export interface ToolWorkspaceProps<Preset> {
  /** The tool (components/layout/tool-cards.ts): text, birth flowers or photo. */
  tool: ToolCard
  lede: string
  /** The form's starting values, from `?from=` (usePresetFromJob) turned into the form's own type. */
  preset: Preset | undefined
  /** True while the preset's job loads: the form waits for it rather than starting empty. */
  presetPending?: boolean
  children: (props: ToolFormProps<Preset>) => ReactNode
}

/**
 * A generating tool's page: the form (the tool's own) in one column, what it made in the other;
 * stacked on phones. The workspace owns the cost, the job and the results, so the three tools
 * behave alike.
 */
export function ToolWorkspace<Preset>({ tool, lede, preset, presetPending = false, children }: ToolWorkspaceProps<Preset>) {
  const info = useUserInfo()
  const job = useDesignJob()
  const [chosenLane, setChosenLane] = useState<Lane | undefined>()
  const plan = info ? planCost(info, chosenLane) : null
  const busy = isBusy(job.state)
  const maxVariations = tool.id === 'photo' ? 1 : Math.max(1, info?.rank.permission.image.max_variations ?? 1)

  const submit = (request: ToolRequest) => void job.submit({ ...request, lane: plan?.lane ?? undefined })

  const formProps: ToolFormProps<Preset> = {
    preset,
    maxVariations,
    busy,
    canSubmit: !busy && (plan === null || plan.lane !== null),
    costNotice: (variations) => plan && <CostNotice plan={plan} variations={variations} onLane={setChosenLane} />,
    onSubmit: submit,
  }
  // A new preset (a print-check fix followed on this page) starts the form again from it.
  const formKey = useMemo(() => JSON.stringify(preset ?? null), [preset])

  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={tool.name()} lede={lede} icon={tool.icon} />
      <div className="mt-8 grid items-start gap-8 lg:mt-10 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-labelledby="studio-form" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
          {/* The forms' own headings are h3s under this one. */}
          <h2 id="studio-form" className="sr-only">
            {m.studio_form_aria({ tool: tool.name() })}
          </h2>
          {presetPending ? <FormSkeleton /> : <Fragment key={formKey}>{children(formProps)}</Fragment>}
        </section>
        <StudioResults tool={tool} job={job} maxVariations={maxVariations} />
      </div>
    </div>
  )
}
