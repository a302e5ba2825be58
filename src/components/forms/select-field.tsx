import { ChevronDown } from 'lucide-react'
import { useId, type SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/** A native select, styled like the text inputs: the platform's own picker, fully accessible. */
export function SelectField({
  label,
  options,
  className,
  ...select
}: { label: string; options: { value: string; label: string; lang?: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className="block h-11 w-full appearance-none rounded-sm border border-line-strong bg-surface-raised pl-3.5 pr-10 text-base text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus sm:text-sm"
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden
        />
      </div>
    </div>
  )
}
