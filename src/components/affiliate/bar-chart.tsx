import { useId, useState, type PointerEvent } from 'react'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { dateTimeFormat } from '@/lib/intl-formats'
import * as m from '@/paraglide/messages'
import { isoOf } from './format'

export interface ChartSeries {
  key: string
  label: string
  values: number[]
  format: (value: number) => string
  /** The bar's colour, as a text colour (`text-gold`): the bars fill with currentColor. */
  color: string
}

/** Each day's slot in the drawing's own units; bars are drawn inside it. */
const SLOT = 10
const HEIGHT = 100

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max`: round numbers on the scale. */
export function niceMax(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

const shortDay = (day: number) =>
  dateTimeFormat(currentLocale().htmlLang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day * 1000))

/**
 * Bars per day, drawn as SVG (ADR 47: two small charts did not justify a chart library). The
 * drawing stretches to its box; text stays HTML, so it never scales with it. With two series the
 * second is drawn narrower in front of the first: told apart by shape as well as colour. Screen
 * readers get a one-sentence summary, and anyone can open the numbers as a table.
 */
export function BarChart({
  title,
  days,
  series,
  scale,
}: {
  title: string
  days: number[]
  series: ChartSeries[]
  scale: (value: number) => string
}) {
  const id = useId()
  const [hover, setHover] = useState<number | null>(null)
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)))
  const width = days.length * SLOT
  const height = (value: number) => (value <= 0 ? 0 : Math.max(1.5, (value / max) * HEIGHT))
  const lang = currentLocale().htmlLang
  const totals = series.map((s) => `${s.label}: ${s.format(s.values.reduce((a, b) => a + b, 0))}`)
  const busiest = days.reduce((best, _, i) => (series[0]!.values[i]! > series[0]!.values[best]! ? i : best), 0)
  const empty = series.every((s) => s.values.every((v) => v === 0))
  const summary = empty
    ? m.affiliate_ui_chart_summary_empty({ chart: title })
    : m.affiliate_ui_chart_summary({
        chart: title,
        totals: new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format(totals),
        date: shortDay(days[busiest]!),
      })

  const track = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const index = Math.floor(((event.clientX - box.left) / box.width) * days.length)
    setHover(index >= 0 && index < days.length ? index : null)
  }

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden>
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={cn('inline-block h-2.5 rounded-xs bg-current', s.color, i === 0 ? 'w-3.5 opacity-60' : 'w-1.5')} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <div
          className="flex h-44 w-14 shrink-0 flex-col justify-between text-right text-[11px] leading-none text-ink-faint tabular-nums sm:h-52"
          aria-hidden
        >
          <span>{scale(max)}</span>
          <span>{scale(max / 2)}</span>
          <span>{scale(0)}</span>
        </div>
        <div className="relative h-44 min-w-0 flex-1 sm:h-52">
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block size-full touch-pan-y overflow-visible"
            role="img"
            aria-label={summary}
            onPointerMove={track}
            onPointerDown={track}
            onPointerLeave={() => setHover(null)}
          >
            {[0, HEIGHT / 2, HEIGHT].map((y) => (
              <line
                key={y}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                className="text-line"
                stroke="currentColor"
                strokeDasharray={y === HEIGHT ? undefined : '2 3'}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {hover !== null && <rect x={hover * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-ink/5" />}
            {series.map((s, i) => {
              const narrow = i > 0
              const barWidth = series.length > 1 ? (narrow ? 3 : 7) : 7
              const offset = (SLOT - barWidth) / 2
              return (
                <g key={s.key} className={cn(s.color, !narrow && series.length > 1 && 'opacity-60')} fill="currentColor">
                  {s.values.map((value, day) => {
                    const h = height(value)
                    return h > 0 ? (
                      <rect key={days[day]} x={day * SLOT + offset} y={HEIGHT - h} width={barWidth} height={h} rx={0.6} />
                    ) : null
                  })}
                </g>
              )
            })}
          </svg>
          {hover !== null && (
            <div
              className={cn(
                'pointer-events-none absolute top-0 z-10 min-w-32 -translate-y-full rounded-md border border-line bg-surface-raised px-3 py-2 text-xs shadow-lg',
                hover < days.length / 2 ? '' : '-translate-x-full',
              )}
              style={{ left: `${((hover + (hover < days.length / 2 ? 0 : 1)) / days.length) * 100}%` }}
              aria-hidden
            >
              <p className="font-medium text-ink">{shortDay(days[hover]!)}</p>
              {series.map((s) => (
                <p key={s.key} className="mt-0.5 flex justify-between gap-3 text-ink-muted">
                  <span>{s.label}</span>
                  <span className="text-ink tabular-nums">{s.format(s.values[hover]!)}</span>
                </p>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="flex justify-between pl-16 text-[11px] text-ink-faint" aria-hidden>
        <span>{shortDay(days[0]!)}</span>
        <span className="hidden sm:inline">{shortDay(days[Math.floor(days.length / 2)]!)}</span>
        <span>{shortDay(days[days.length - 1]!)}</span>
      </div>
      <details className="text-sm">
        <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-ink-muted underline decoration-line-strong underline-offset-4 hover:text-ink">
          {m.affiliate_ui_chart_show_table()}
        </summary>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
          tabIndex={0}
          aria-labelledby={`${id}-caption`}
          className="mt-3 max-h-72 overflow-y-auto rounded-md border border-line"
        >
          <table className="w-full text-left text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {title}
            </caption>
            <thead className="sticky top-0 bg-surface-raised text-xs text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.affiliate_ui_col_day()}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal text-ink-muted">
                    <time dateTime={isoOf(day).slice(0, 10)}>{formatDate(day)}</time>
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right text-ink tabular-nums">
                      {s.format(s.values[i]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  )
}
