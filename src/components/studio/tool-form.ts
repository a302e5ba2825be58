import type { ReactNode } from 'react'
import type { CreateDesignInput } from '@/modules/designs'

/** A drawn or photo design request as a tool's form makes it; the workspace adds the lane. */
export type ToolRequest = Exclude<CreateDesignInput, { tool: 'try-on' }>

/**
 * What the studio's workspace (tool-workspace.tsx) gives a tool's form. The form owns its fields
 * and its Generate button; the workspace owns what the request costs, the job's progress and the
 * results, so the three tools behave alike.
 */
export interface ToolFormProps<Preset> {
  /** Values to start from: a gallery's "make one like this" link, a re-run, a print-check fix. */
  preset: Preset | undefined
  /** The most variations the user's rank allows (photo designs: always 1). */
  maxVariations: number
  /** True while a request from this form is sent or its job runs: the button shows it. */
  busy: boolean
  /** False when the request cannot be sent now (quota gone): the button is disabled. */
  canSubmit: boolean
  /** What the request will cost and the lane choice, rendered right above the Generate button. */
  costNotice: (variations: number) => ReactNode
  /** Sends the request; the workspace queues it and follows the job. */
  onSubmit: (request: ToolRequest) => void
}
