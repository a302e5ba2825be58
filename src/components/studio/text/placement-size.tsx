import { useId } from 'react'
import { PLACEMENT_IDS, type PlacementId } from '@/engine/options'
import { currentLocale } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { SelectField } from '../../forms/select-field'
import { PLACEMENT_NAMES } from './option-names'
import { formatLength, printSize, sizeRange } from './print-size'

/**
 * Placement (the design's proportion and usual size) and the print size, in the reader's unit.
 * The size follows the placement until the user moves it; a new placement starts from its own usual size.
 */
export function PlacementSize({
  placement,
  auto,
  sizeMm,
  onPlacement,
  onSize,
}: {
  placement: PlacementId | ''
  /** What "auto" comes to: the prompt's placement word, else the forearm. */
  auto: PlacementId
  sizeMm: number | undefined
  onPlacement: (value: PlacementId | '') => void
  onSize: (value: number | undefined) => void
}) {
  const id = useId()
  const locale = currentLocale()
  const spot = placement || auto
  const range = sizeRange(spot, sizeMm)
  const { widthMm, heightMm } = printSize(spot, sizeMm)
  const length = (mm: number) => formatLength(mm, locale)
  const printed = m.ttool_size_value({ width: length(widthMm), height: length(heightMm) })
  // The outline of the design area, its long side 40 px.
  const box = widthMm >= heightMm ? { w: 40, h: (40 * heightMm) / widthMm } : { w: (40 * widthMm) / heightMm, h: 40 }
  return (
    <div className="grid gap-4">
      <SelectField
        label={m.ttool_placement_label()}
        name="placement"
        value={placement}
        onChange={(e) => {
          onPlacement(e.target.value as PlacementId | '')
          onSize(undefined)
        }}
        options={[
          { value: '', label: m.ttool_auto_is({ value: PLACEMENT_NAMES[auto]() }) },
          ...PLACEMENT_IDS.map((p) => ({ value: p, label: PLACEMENT_NAMES[p]() })),
        ]}
      />
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {m.ttool_size_label()}
          </label>
          {sizeMm !== undefined && (
            <button
              type="button"
              onClick={() => onSize(undefined)}
              className="text-xs text-ink-muted underline underline-offset-2 hover:text-ink"
            >
              {m.ttool_size_usual()}
            </button>
          )}
        </div>
        <div className="flex h-11 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center" aria-hidden>
            <span className="block rounded-[2px] border-2 border-gold/80" style={{ width: box.w, height: box.h }} />
          </span>
          <div className="min-w-0 flex-1">
            <input
              id={id}
              type="range"
              name="size_mm"
              min={range.min}
              max={range.max}
              step={1}
              value={sizeMm ?? range.usual}
              onChange={(e) => onSize(Number(e.target.value))}
              aria-valuetext={printed}
              aria-describedby={`${id}-hint`}
              className="block w-full accent-accent"
            />
            <p className="mt-0.5 text-sm font-medium tabular-nums text-ink" data-testid="print-size">
              {printed}
            </p>
          </div>
        </div>
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
          {m.ttool_size_hint({ min: length(range.min), max: length(range.max) })}
        </p>
      </div>
    </div>
  )
}
