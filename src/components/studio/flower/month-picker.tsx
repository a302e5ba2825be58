import { X } from 'lucide-react'
import { useId } from 'react'
import { FLOWER_NAMES } from '@/components/marketing/flower-names'
import { BIRTH_FLOWERS, MAX_BOUQUET_MONTHS } from '@/engine/options'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { flowerPreview, monthName } from './flower-labels'
import type { ChosenMonth, FlowerChoice } from './flower-preset'
import { PaperTile, RadioCard } from './radio-card'

const entryOf = (month: number) => BIRTH_FLOWERS[month - 1]!

/**
 * Twelve months as toggle buttons, each showing the flower it brings; below, each chosen month
 * with its two flowers to pick from. The order of choosing is the order in the design (the first
 * crowns a single stem), so each chosen month shows its place.
 */
export function MonthPicker({
  value,
  onChange,
  error,
}: {
  value: ChosenMonth[]
  onChange: (months: ChosenMonth[]) => void
  error?: string
}) {
  const id = useId()
  const full = value.length >= MAX_BOUQUET_MONTHS
  const toggle = (month: number) =>
    onChange(
      value.some((c) => c.month === month) ? value.filter((c) => c.month !== month) : [...value, { month, flower: 'primary' }],
    )
  const choose = (month: number, flower: FlowerChoice) => onChange(value.map((c) => (c.month === month ? { month, flower } : c)))
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={describedBy}>
        <legend className="flex w-full items-baseline justify-between gap-3 text-sm font-medium text-ink">
          <span>{m.ftool_months_legend()}</span>
          <span className="text-xs font-normal tabular-nums text-ink-muted" aria-live="polite">
            {m.ftool_months_count({ count: value.length, max: MAX_BOUQUET_MONTHS })}
          </span>
        </legend>
        <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-ink-muted">
          {full ? m.ftool_months_full() : m.ftool_months_hint()}
        </p>
        <div className="mt-3 grid grid-cols-4 gap-2">
          {BIRTH_FLOWERS.map(({ month }) => {
            const place = value.findIndex((c) => c.month === month)
            const chosen = place >= 0
            const flower = entryOf(month)[value[place]?.flower ?? 'primary']
            return (
              <button
                key={month}
                type="button"
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => toggle(month)}
                data-month={month}
                className="group relative flex min-w-0 flex-col items-center gap-1 rounded-sm p-0.5 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40"
              >
                <PaperTile image={flowerPreview(flower)} selected={chosen} />
                {chosen && (
                  <span
                    aria-hidden
                    className="absolute left-1 top-1 flex size-5 items-center justify-center rounded-full bg-accent text-[11px] font-semibold text-accent-contrast"
                  >
                    {place + 1}
                  </span>
                )}
                <span className={cn('w-full truncate text-xs capitalize', chosen ? 'font-medium text-ink' : 'text-ink-muted')}>
                  {monthName(month)}
                </span>
                <span className="sr-only">{FLOWER_NAMES[flower]()}</span>
              </button>
            )
          })}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </fieldset>

      {value.length > 0 && (
        <ol aria-label={m.ftool_chosen_heading()} className="space-y-3">
          {value.map(({ month, flower }, i) => {
            const entry = entryOf(month)
            const name = monthName(month)
            return (
              <li key={month} className="relative rounded-md border border-line bg-surface-raised p-3">
                <fieldset>
                  <legend className="flex items-center gap-2 pr-10 text-sm font-medium text-ink">
                    <span
                      aria-hidden
                      className="flex size-5 items-center justify-center rounded-full bg-accent text-[11px] font-semibold text-accent-contrast"
                    >
                      {i + 1}
                    </span>
                    {m.ftool_month_flower_legend({ month: name })}
                  </legend>
                  <div className="mt-2.5 grid grid-cols-2 gap-3">
                    {(['primary', 'secondary'] as const).map((choice) => (
                      <RadioCard
                        key={choice}
                        name={`month-${month}`}
                        value={choice}
                        checked={flower === choice}
                        onChange={() => choose(month, choice)}
                        image={flowerPreview(entry[choice])}
                        row
                      >
                        <span className="block hyphens-auto text-sm font-medium text-ink [overflow-wrap:anywhere]">
                          {FLOWER_NAMES[entry[choice]]()}
                        </span>
                        <span className="mt-0.5 block font-normal text-ink-muted">
                          {choice === 'primary' ? m.ftool_flower_primary() : m.ftool_flower_secondary()}
                        </span>
                      </RadioCard>
                    ))}
                  </div>
                </fieldset>
                <button
                  type="button"
                  onClick={() => toggle(month)}
                  aria-label={m.ftool_remove_month({ month: name })}
                  className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-sm text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
