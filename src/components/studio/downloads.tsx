import { Download, Lock } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { JobView, OutputView } from '@/modules/designs'
import * as m from '@/paraglide/messages'

/** A file name that says what it is: `inkdraft-text-3f2a9c1d-2-stencil.pdf` (outputs count from 1). */
export function downloadName(job: Pick<JobView, 'id' | 'tool'>, index: number, kind: 'png' | 'svg' | 'stencil' | 'pdf'): string {
  const base = `inkdraft-${job.tool}-${job.id.slice(0, 8)}-${index}`
  return kind === 'stencil' ? `${base}-stencil.svg` : kind === 'pdf' ? `${base}-stencil.pdf` : `${base}.${kind}`
}

const chip = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'h-8 px-2.5 text-xs')

/**
 * The result's files: the picture for everyone; the SVG, the stencil and the stencil PDF for ranks
 * with SVG export (the files answer 400103 to the others), which a free rank sees as locked, with
 * the way to them.
 */
export function Downloads({
  job,
  output,
  svgExport,
}: {
  job: Pick<JobView, 'id' | 'tool'>
  output: OutputView
  svgExport: boolean
}) {
  const params = useLocaleParams()
  const vector = [
    { kind: 'svg' as const, url: output.svg_url, label: m.studio_download_svg() },
    { kind: 'stencil' as const, url: output.stencil_url, label: m.studio_download_stencil() },
    { kind: 'pdf' as const, url: output.pdf_url, label: m.studio_download_pdf() },
  ].filter((f): f is typeof f & { url: string } => f.url !== null)

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <a href={output.image_url} download={downloadName(job, output.index, 'png')} className={chip}>
        <Download aria-hidden />
        {m.studio_download_png()}
      </a>
      {svgExport
        ? vector.map((f) => (
            <a key={f.kind} href={f.url} download={downloadName(job, output.index, f.kind)} className={chip}>
              <Download aria-hidden />
              {f.label}
            </a>
          ))
        : vector.length > 0 && (
            <Link
              to="/{-$locale}/pricing"
              params={params}
              className={cn(chip, 'h-auto min-h-8 whitespace-normal border-dashed py-1 text-left text-ink-muted')}
              aria-label={m.studio_download_locked_aria({ files: vector.map((f) => f.label).join(', ') })}
            >
              <Lock aria-hidden />
              <span>{vector.map((f) => f.label).join(' · ')}</span>
              <span className="shrink-0 rounded-xs bg-gold/15 px-1 text-[0.625rem] font-semibold tracking-wide text-gold">
                {m.studio_pro_badge()}
              </span>
            </Link>
          )}
    </div>
  )
}
