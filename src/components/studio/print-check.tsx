import { Link } from '@tanstack/react-router'
import { CircleCheck, Ruler, TriangleAlert, Wrench } from 'lucide-react'
import { TOOLS } from '@/components/layout/nav'
import { buttonVariants } from '@/components/ui/button'
import { currentLocale, useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { JobView, OutputView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { judgePrint, longSideMm, printFixes, printOf, type PrintFix, type PrintMeasure, type PrintProblem } from './print-verdict'

const MM_PER_INCH = 25.4

function numberFormat(digits: number) {
  return new Intl.NumberFormat(currentLocale().htmlLang, { maximumFractionDigits: digits, minimumFractionDigits: 0 })
}

/** "12 × 8.5 cm · 4.7 × 3.3 in": the print size in both units. */
export function printSize(widthMm: number, heightMm: number): { cm: string; inches: string } {
  const one = numberFormat(1)
  return {
    cm: m.studio_print_size_cm({ width: one.format(widthMm / 10), height: one.format(heightMm / 10) }),
    inches: m.studio_print_size_in({ width: one.format(widthMm / MM_PER_INCH), height: one.format(heightMm / MM_PER_INCH) }),
  }
}

function problemText(kind: PrintProblem, print: PrintMeasure): string {
  const mm = numberFormat(2)
  if (kind === 'line') return m.studio_print_line({ mm: mm.format(print.line_mm) })
  if (kind === 'gap') return m.studio_print_gap({ mm: mm.format(print.gap_mm ?? 0) })
  return m.studio_print_cap({ mm: mm.format(print.cap_mm ?? 0) })
}

function fixLabel(fix: PrintFix): string {
  if (fix.kind === 'size') {
    const one = numberFormat(1)
    const mm = fix.search.size_mm ?? 0
    return m.studio_fix_size({ cm: one.format(mm / 10), inches: one.format(mm / MM_PER_INCH) })
  }
  return fix.kind === 'bolder' ? m.studio_fix_bolder() : m.studio_fix_detail()
}

/**
 * Beside every result: will it hold on skin at this size? The thinnest line against 0.3 mm, the
 * narrowest gap against 0.5 mm, the smallest lettering against 5 mm cap height, said plainly,
 * with fixes that open the tool filled in.
 */
export function PrintCheck({ job, output }: { job: Pick<JobView, 'id' | 'tool' | 'params'>; output: OutputView }) {
  const params = useLocaleParams()
  const long = longSideMm(output)
  if (long === null || output.width_mm === null || output.height_mm === null) return null
  const size = printSize(output.width_mm, output.height_mm)
  const print = printOf(output)
  const verdict = print ? judgePrint(print, long, job.tool) : null
  const fixes = verdict ? printFixes(verdict, job) : []
  const tool = TOOLS.find((t) => t.id === job.tool)
  const ok = verdict !== null && verdict.problems.length === 0

  return (
    <div className="space-y-2 text-sm" data-testid="print-check" data-verdict={verdict ? (ok ? 'ok' : 'fix') : 'unknown'}>
      <p className="flex items-center gap-2 text-ink-muted">
        <Ruler className="size-4 shrink-0" aria-hidden />
        <span>
          <span className="text-ink">{size.cm}</span> · {size.inches}
        </span>
      </p>
      {verdict && (
        <div className={cn('flex items-start gap-2', ok ? 'text-ink-muted' : 'text-ink')}>
          {ok ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          ) : (
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          )}
          <div className="min-w-0 space-y-1">
            {ok ? (
              <p>{m.studio_print_ok()}</p>
            ) : (
              verdict.problems.map((kind) => print && <p key={kind}>{problemText(kind, print)}</p>)
            )}
            {!ok && !verdict.sizeFixes && <p className="text-ink-muted">{m.studio_print_size_not_enough()}</p>}
          </div>
        </div>
      )}
      {fixes.length > 0 && tool && (
        <ul className="flex flex-wrap gap-1.5 pl-6" aria-label={m.studio_print_fixes_aria()}>
          {fixes.map((fix) => (
            <li key={fix.kind}>
              <Link
                to={tool.app}
                params={params}
                search={{ from: job.id, ...fix.search } as never}
                className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'h-7 px-2.5 text-xs')}
              >
                <Wrench aria-hidden className="!size-3.5" />
                {fixLabel(fix)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
