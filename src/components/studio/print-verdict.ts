import { DRAWN_SIZE_RANGE_MM, LINE_WEIGHT_RANGE_MM, PHOTO_SIZE_RANGE_MM } from '@/engine/options'
import type { JobView, OutputView } from '@/modules/designs'
import type { PresetFix } from './studio-search'

/** What an output measures at its print size (job-view.ts `print`): thinnest line, narrowest gap, smallest cap height. */
export type PrintMeasure = NonNullable<OutputView['print']>

/** Below these, skin does not hold the design (DESIGN.md): lines break up, gaps fill in, letters blur. */
export const PRINT_LIMITS = { line: 0.3, gap: 0.5, cap: 5 } as const

export type PrintProblem = keyof typeof PRINT_LIMITS

export interface PrintVerdict {
  problems: PrintProblem[]
  /** The smallest long side that passes (rounded up, within the tool's sizes); null when it passes now. */
  fixSizeMm: number | null
  /** False when even the largest size the tool makes stays below a limit. */
  sizeFixes: boolean
}

/** Null for a try-on composite and for outputs made before the print check was measured. */
export const printOf = (output: OutputView): PrintMeasure | null => output.print ?? null

/** The long side at print, mm: what `size_mm` asks for. */
export const longSideMm = (output: OutputView): number | null =>
  output.width_mm === null || output.height_mm === null ? null : Math.max(output.width_mm, output.height_mm)

const sizeRange = (tool: JobView['tool']) => (tool === 'photo' ? PHOTO_SIZE_RANGE_MM : DRAWN_SIZE_RANGE_MM)

/**
 * Judges a design at its size. Everything in a drawing scales with its size, so the size that
 * passes is the current one times the largest ratio of limit to measure.
 */
export function judgePrint(print: PrintMeasure, sizeMm: number, tool: JobView['tool']): PrintVerdict {
  const ratios: [PrintProblem, number | null][] = [
    ['line', print.line_mm],
    ['gap', print.gap_mm],
    ['cap', print.cap_mm],
  ]
  const problems = ratios.filter(([kind, mm]) => mm !== null && mm < PRINT_LIMITS[kind]).map(([kind]) => kind)
  if (problems.length === 0) return { problems, fixSizeMm: null, sizeFixes: true }
  const scale = Math.max(
    ...ratios.map(([kind, mm]) => (mm !== null && mm > 0 ? PRINT_LIMITS[kind] / mm : mm === null ? 1 : Number.POSITIVE_INFINITY)),
  )
  const [min, max] = sizeRange(tool)
  // A hair under a whole millimetre is float noise (0.3 / 0.15 × 100 = 200.00000000000003).
  const wanted = Math.ceil(scale * sizeMm - 1e-9)
  const fixSizeMm = Math.min(max, Math.max(min, wanted))
  return { problems, fixSizeMm: fixSizeMm > sizeMm ? fixSizeMm : null, sizeFixes: wanted <= max }
}

/** Styles whose lines are already heavy: a "bolder style" fix has nothing bolder to offer them. */
const BOLD_STYLES = new Set(['traditional', 'neo-traditional', 'japanese', 'tribal', 'blackwork'])
/** Styles that already draw few inner lines. */
const SPARSE_STYLES = new Set(['minimalist', 'tribal', 'traditional'])

export interface PrintFix {
  kind: 'size' | 'bolder' | 'detail'
  /** Laid over the job's params when the tool opens with `?from=<job id>&…`. */
  search: PresetFix
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * The fixes for what failed, each a change to the job's request: a larger size for anything; for
 * thin lines a bolder style (drawn) or heavier line weight (photo); for narrow gaps less detail
 * (a sparser style, or the photo's detail level one lower).
 */
export function printFixes(verdict: PrintVerdict, job: Pick<JobView, 'tool' | 'params'>): PrintFix[] {
  const fixes: PrintFix[] = []
  if (verdict.fixSizeMm !== null) fixes.push({ kind: 'size', search: { size_mm: verdict.fixSizeMm } })
  const params = job.params as Record<string, unknown>
  if (job.tool === 'photo') {
    const weight = typeof params.line_weight_mm === 'number' ? params.line_weight_mm : null
    const bolder = Math.min(LINE_WEIGHT_RANGE_MM[1], Math.max(1, round1((weight ?? 0.7) * 1.5)))
    if (verdict.problems.includes('line') && (weight === null || bolder > weight))
      fixes.push({ kind: 'bolder', search: { line_weight_mm: bolder } })
    const detail = typeof params.detail === 'number' ? params.detail : 3
    if (verdict.problems.includes('gap') && detail > 1) fixes.push({ kind: 'detail', search: { detail: detail - 1 } })
    return fixes
  }
  const style = typeof params.style === 'string' ? params.style : null
  if (verdict.problems.includes('line') && !(style && BOLD_STYLES.has(style)))
    fixes.push({ kind: 'bolder', search: { style: 'traditional' } })
  if (verdict.problems.includes('gap') && !(style && SPARSE_STYLES.has(style)))
    fixes.push({ kind: 'detail', search: { style: 'minimalist' } })
  return fixes
}
