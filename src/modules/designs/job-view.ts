import type { DesignJobTable, DesignOutputTable } from '@/server/db/schema'
import { fileUrl } from '@/modules/uploads'

export interface OutputView {
  index: number
  width: number
  height: number
  image_url: string
  svg_url: string | null
  stencil_url: string | null
}

/** A design job as the API shows it (API.md, Designs). */
export interface JobView {
  id: string
  tool: DesignJobTable['tool']
  status: DesignJobTable['status']
  lane: DesignJobTable['lane']
  favorite: boolean
  error: string | null
  created_at: number
  finished_at: number | null
  outputs: OutputView[]
}

type JobRow = Pick<DesignJobTable, 'id' | 'tool' | 'status' | 'lane' | 'error' | 'created_at' | 'finished_at'> & {
  favorite: number
}

export function jobView(job: JobRow, outputs: DesignOutputTable[]): JobView {
  return {
    id: job.id,
    tool: job.tool,
    status: job.status,
    lane: job.lane,
    favorite: Boolean(job.favorite),
    error: job.error,
    created_at: Number(job.created_at),
    finished_at: job.finished_at === null ? null : Number(job.finished_at),
    outputs: outputs
      .sort((a, b) => a.index - b.index)
      .map((o) => ({
        index: o.index,
        width: o.width,
        height: o.height,
        image_url: fileUrl(o.image_key),
        svg_url: o.svg_key ? fileUrl(o.svg_key) : null,
        stencil_url: o.stencil_key ? fileUrl(o.stencil_key) : null,
      })),
  }
}
