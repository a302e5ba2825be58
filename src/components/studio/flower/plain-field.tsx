import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldNotes } from '@/components/forms/field'
import * as m from '@/paraglide/messages'

/**
 * A labelled input with its hint and error, styled as forms/field.tsx's TextField, for values the
 * form keeps itself: its errors are the tool's own messages, not the API's catalogue keys.
 */
export function PlainField({
  label,
  hint,
  error,
  optional,
  ...input
}: { label: string; hint?: ReactNode; error?: string; optional?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
>) {
  const id = useId()
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm font-medium text-ink">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="block h-11 w-full rounded-sm border border-line-strong bg-surface-raised px-3.5 text-base text-ink placeholder:text-ink-faint transition-colors focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger disabled:opacity-60 sm:text-sm"
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}
