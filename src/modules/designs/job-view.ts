import type { DesignJobTable, DesignOutputTable } from '@/server/db/schema'
import { fileUrl } from '@/modules/uploads'
import type { StoredParams } from './engine-request'

export interface OutputView {
  index: number
  /** The picture's pixels. */
  width: number
  height: number
  /** The design's size at print, mm (null for a try-on composite). */
  width_mm: number | null
  height_mm: number | null
  image_url: string
  svg_url: string | null
  stencil_url: string | null
  pdf_url: string | null
  /** The print check at the print size; null for a try-on composite and for outputs made before it was measured. */
  print: PrintCheck | null
}

/** What decides whether a design prints well, mm at its print size (api.md, Designs). */
export interface PrintCheck {
  /** The thinnest line or dot. */
  line_mm: number
  /** The narrowest gap between inked parts that runs 1 mm or more; null when no paper lies between inks (or unknown). */
  gap_mm: number | null
  /** The smallest lettering's cap height; null without lettering. */
  cap_mm: number | null
}

/** A design job as the API shows it (api.md, Designs). */
export interface JobView {
  id: string
  tool: DesignJobTable['tool']
  status: DesignJobTable['status']
  lane: DesignJobTable['lane']
  provider: string
  /** The request as the tool took it (for a re-run or the form's preset). */
  params: StoredParams
  seed: number | null
  variations: number
  favorite: boolean
  /** 0–1 and what is being done, while it runs. */
  progress: number
  step: string | null
  /** Jobs ahead of it in its lane while it waits (0: next), else null. */
  position: number | null
  /** When it should start, Unix seconds, while it waits. */
  estimated_start: number | null
  /** Why it failed: a reason (`provider_timeout`…) and its message in the reader's language. */
  error: string | null
  error_message: string | null
  created_at: number
  started_at: number | null
  finished_at: number | null
  outputs: OutputView[]
}

export type JobRowView = Pick<
  DesignJobTable,
  | 'id'
  | 'tool'
  | 'status'
  | 'lane'
  | 'provider'
  | 'params'
  | 'seed'
  | 'error'
  | 'created_at'
  | 'started_at'
  | 'finished_at'
  | 'step'
> & { favorite: number; variations: number; progress: number }

type OutputRow = Pick<
  DesignOutputTable,
  | 'index'
  | 'width'
  | 'height'
  | 'width_mm'
  | 'height_mm'
  | 'image_key'
  | 'svg_key'
  | 'stencil_key'
  | 'pdf_key'
  | 'line_mm'
  | 'gap_mm'
  | 'cap_mm'
>

const num = (value: number | null) => (value === null ? null : Number(value))

export function jobView(
  job: JobRowView,
  outputs: OutputRow[],
  extra: { position?: number | null; estimatedStart?: number | null; errorMessage?: string | null } = {},
): JobView {
  return {
    id: job.id,
    tool: job.tool,
    status: job.status,
    lane: job.lane,
    provider: job.provider,
    params: JSON.parse(job.params) as StoredParams,
    seed: num(job.seed),
    variations: Number(job.variations),
    favorite: Boolean(job.favorite),
    progress: Number(job.progress),
    step: job.step,
    position: extra.position ?? null,
    estimated_start: extra.estimatedStart ?? null,
    error: job.error,
    error_message: extra.errorMessage ?? null,
    created_at: Number(job.created_at),
    started_at: num(job.started_at),
    finished_at: num(job.finished_at),
    outputs: [...outputs]
      .sort((a, b) => a.index - b.index)
      .map((o) => ({
        index: o.index,
        width: o.width,
        height: o.height,
        width_mm: o.width_mm === null ? null : Number(o.width_mm),
        height_mm: o.height_mm === null ? null : Number(o.height_mm),
        image_url: fileUrl(o.image_key),
        svg_url: o.svg_key ? fileUrl(o.svg_key) : null,
        stencil_url: o.stencil_key ? fileUrl(o.stencil_key) : null,
        pdf_url: o.pdf_key ? fileUrl(o.pdf_key) : null,
        print: o.line_mm === null ? null : { line_mm: Number(o.line_mm), gap_mm: num(o.gap_mm), cap_mm: num(o.cap_mm) },
      })),
  }
}
