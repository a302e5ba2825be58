import { MAX_VARIATIONS } from '@/engine/options'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'

/** 1–4 as a segmented control; what the rank does not allow is shown, disabled, with why. */
export function VariationsPicker({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{m.ftool_variations_legend()}</legend>
      <div className="mt-2 grid grid-cols-4 overflow-hidden rounded-sm border border-line-strong">
        {Array.from({ length: MAX_VARIATIONS }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={cn(
              'relative flex h-10 items-center justify-center border-line-strong text-sm tabular-nums not-first:border-l has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-focus',
              n > max ? 'cursor-not-allowed text-ink-faint' : 'cursor-pointer',
              value === n ? 'bg-accent font-semibold text-accent-contrast' : n <= max && 'text-ink hover:bg-surface-raised',
            )}
          >
            <input
              type="radio"
              name="variations"
              value={n}
              checked={value === n}
              disabled={n > max}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            {n}
          </label>
        ))}
      </div>
      {max < MAX_VARIATIONS && <p className="mt-1.5 text-xs text-ink-muted">{m.ftool_variations_limit({ max })}</p>}
    </fieldset>
  )
}
