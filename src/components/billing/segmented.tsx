import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A small set of exclusive choices drawn as one control (native radios, so keyboard and screen readers work as expected). */
export function Segmented<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  className,
}: {
  name: string
  legend: string
  value: T
  options: { value: T; label: ReactNode }[]
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex gap-1 rounded-full border border-line bg-surface-raised p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium text-ink-muted transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus hover:text-ink',
              value === option.value && 'bg-surface text-ink shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              className="sr-only"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
