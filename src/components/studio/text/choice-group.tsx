import { cn } from '@/lib/cn'

/**
 * A row of options as one segmented control: native radio buttons (arrow keys move the choice,
 * the group has one tab stop), each option a label that is its own hit area.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  describedBy,
}: {
  legend: string
  name: string
  value: T
  options: { value: T; label: string; disabled?: boolean }[]
  onChange: (value: T) => void
  describedBy?: string
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex rounded-sm border border-line-strong bg-surface-raised p-0.5">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={cn(
              'relative flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-[calc(var(--radius-sm)-2px)] px-2 text-center text-sm text-ink-muted transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus hover:text-ink',
              o.value === value && 'bg-surface font-medium text-ink shadow-sm ring-1 ring-line-strong',
              o.disabled && 'cursor-not-allowed opacity-45 hover:text-ink-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
