import { BIRTH_FLOWERS, type LayoutId, type PlacementId, type StyleId, type TreatmentId } from '@/engine/options'
import { FLOWER_NAMES } from '@/components/marketing/flower-names'
import { TOOLS } from '@/components/layout/nav'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { LAYOUT_NAMES, PLACEMENT_NAMES, STYLE_NAMES, TREATMENT_NAMES } from './option-names'
import { dateTimeFormat, numberFormat } from '@/lib/intl-formats'

/** One line of a job's settings: what it is and its value, in the reader's language. */
export interface ParamRow {
  id: string
  label: string
  value: string
}

/** The params as any of the drawing tools stores them (every field optional: older jobs lack some). */
interface AnyParams {
  prompt?: string
  style?: StyleId
  colour?: 'bw' | 'color'
  placement?: PlacementId
  size_mm?: number
  mirror_stencil?: boolean
  months?: number[]
  flowers?: ('primary' | 'secondary')[]
  layout?: LayoutId
  lettering?: string
  treatment?: TreatmentId
  detail?: number
  contrast?: number
  line_weight_mm?: number
  isolate?: boolean
  invert?: boolean
}

const MM_PER_INCH = 25.4

export const toolName = (tool: JobView['tool']) => (TOOLS.find((t) => t.id === tool)?.name ?? (() => tool))()

const numberIn = (lang: string, digits: number) => numberFormat(lang, { maximumFractionDigits: digits })

/** "16 × 8 cm (6.3 × 3.1 in)": a print size in both units, from millimetres. */
export function printSize(widthMm: number, heightMm: number, lang: string): string {
  const cm = numberIn(lang, 1)
  const inch = numberIn(lang, 1)
  return m.hist_size_value({
    cm: `${cm.format(widthMm / 10)} × ${cm.format(heightMm / 10)}`,
    inches: `${inch.format(widthMm / MM_PER_INCH)} × ${inch.format(heightMm / MM_PER_INCH)}`,
  })
}

/** "16 cm (6.3 in)": the long side when the picture's own size is not known yet. */
export function longSide(mm: number, lang: string): string {
  return m.hist_size_long({ cm: numberIn(lang, 1).format(mm / 10), inches: numberIn(lang, 1).format(mm / MM_PER_INCH) })
}

/** "January: Carnation and June: Honeysuckle": each month with the flower chosen for it. */
export function monthsText(months: number[], flowers: AnyParams['flowers'], lang: string): string {
  const monthName = dateTimeFormat(lang, { month: 'long', timeZone: 'UTC' })
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })
  return list.format(
    months.map((month, i) => {
      const entry = BIRTH_FLOWERS[month - 1]
      if (!entry) return String(month)
      const flower = entry[flowers?.[i] ?? 'primary']
      return m.hist_month_flower({ month: monthName.format(Date.UTC(2024, month - 1, 1)), flower: FLOWER_NAMES[flower]() })
    }),
  )
}

/** The one line that names a job in a list: its prompt, its months, its treatment. */
export function jobTitle(job: Pick<JobView, 'tool' | 'params'>, lang: string): string {
  const p = job.params as AnyParams
  if (job.tool === 'text' && p.prompt) return p.prompt
  if (job.tool === 'birth-flower' && p.months?.length) return monthsText(p.months, p.flowers, lang)
  if (job.tool === 'photo' && p.treatment) return TREATMENT_NAMES[p.treatment]?.() ?? toolName(job.tool)
  return toolName(job.tool)
}

const yesNo = (value: boolean | undefined) => (value ? m.hist_yes() : m.hist_no())

/**
 * Everything that made a job, readable: the tool's own fields first, then what every job has
 * (seed, variations, lane, times, the failure). Absent fields are left out, not guessed.
 */
export function paramRows(job: JobView, lang: string, formatTime: (unix: number) => string): ParamRow[] {
  const p = job.params as AnyParams
  const rows: ParamRow[] = [{ id: 'tool', label: m.hist_param_tool(), value: toolName(job.tool) }]
  const add = (id: string, label: string, value: string | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') rows.push({ id, label, value })
  }
  const level = (n: number | undefined) => (n === undefined ? undefined : m.hist_level({ n: String(n) }))

  if (job.tool === 'text') add('prompt', m.hist_param_prompt(), p.prompt)
  if (job.tool === 'birth-flower') {
    add('months', m.hist_param_months(), p.months?.length ? monthsText(p.months, p.flowers, lang) : undefined)
    add('layout', m.hist_param_layout(), p.layout && LAYOUT_NAMES[p.layout]?.())
    add('lettering', m.hist_param_lettering(), p.lettering)
  }
  if (job.tool === 'text' || job.tool === 'birth-flower') {
    add('style', m.hist_param_style(), p.style && STYLE_NAMES[p.style]?.())
    add('colour', m.hist_param_colour(), p.colour && (p.colour === 'bw' ? m.hist_colour_bw() : m.hist_colour_color()))
    add('placement', m.hist_param_placement(), p.placement && PLACEMENT_NAMES[p.placement]?.())
  }
  if (job.tool === 'photo') {
    add('treatment', m.hist_param_treatment(), p.treatment && TREATMENT_NAMES[p.treatment]?.())
    add('detail', m.hist_param_detail(), level(p.detail))
    add('contrast', m.hist_param_contrast(), level(p.contrast))
    add(
      'line_weight',
      m.hist_param_line_weight(),
      p.line_weight_mm === undefined ? undefined : `${numberIn(lang, 2).format(p.line_weight_mm)} mm`,
    )
    if (p.isolate !== undefined) add('isolate', m.hist_param_isolate(), yesNo(p.isolate))
    if (p.invert !== undefined) add('invert', m.hist_param_invert(), yesNo(p.invert))
  }
  if (job.tool !== 'try-on') {
    const first = job.outputs[0]
    if (first?.width_mm && first.height_mm) add('size', m.hist_param_size(), printSize(first.width_mm, first.height_mm, lang))
    else if (p.size_mm) add('size', m.hist_param_size(), longSide(p.size_mm, lang))
    if (p.mirror_stencil !== undefined) add('mirror', m.hist_param_mirror(), yesNo(p.mirror_stencil))
    add('seed', m.hist_param_seed(), job.seed === null ? undefined : String(job.seed))
    add('variations', m.hist_param_variations(), String(job.variations))
    add('lane', m.hist_param_lane(), job.lane === 'priority' ? m.hist_lane_priority() : m.hist_lane_slow())
  }
  add('created', m.hist_param_created(), formatTime(job.created_at))
  add('started', m.hist_param_started(), job.started_at === null ? undefined : formatTime(job.started_at))
  add('finished', m.hist_param_finished(), job.finished_at === null ? undefined : formatTime(job.finished_at))
  if (job.status === 'failed') add('failure', m.hist_param_failure(), job.error_message ?? job.error)
  return rows
}
