import { Link } from '@tanstack/react-router'
import { Maximize2, ScanFace } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { JobView, OutputView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { Downloads } from './downloads'
import { PrintCheck } from './print-check'

/** One result: the picture (opens the zoom), its print check, try it on, its files. */
export function ResultCard({
  job,
  output,
  position,
  alt,
  svgExport,
  onZoom,
}: {
  job: Pick<JobView, 'id' | 'tool' | 'params'>
  output: OutputView
  /** Its place among the job's results, from 1. */
  position: number
  alt: string
  svgExport: boolean
  onZoom: () => void
}) {
  const params = useLocaleParams()
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface" data-testid="design-result">
      <button
        type="button"
        onClick={onZoom}
        className="group relative block bg-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
        aria-label={m.studio_zoom_open({ n: position })}
      >
        <img
          src={output.image_url}
          width={output.width}
          height={output.height}
          alt={alt}
          className="aspect-square h-auto w-full object-contain"
          loading="lazy"
        />
        <span className="absolute right-2 top-2 rounded-sm bg-black/55 p-1.5 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Maximize2 className="size-4" aria-hidden />
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium text-ink">{m.studio_result_number({ n: position })}</h3>
          {job.tool !== 'try-on' && (
            <Link
              to="/{-$locale}/dashboard/tattoo-try-on"
              params={params}
              search={{ design: job.id, output: output.index }}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-8 px-2')}
              data-testid="try-it-on"
            >
              <ScanFace aria-hidden />
              {m.studio_try_on()}
            </Link>
          )}
        </div>
        <PrintCheck job={job} output={output} />
        <div className="mt-auto border-t border-line pt-3">
          <Downloads job={job} output={output} svgExport={svgExport} />
        </div>
      </div>
    </article>
  )
}
