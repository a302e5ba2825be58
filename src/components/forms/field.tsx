import { Eye, EyeOff } from 'lucide-react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { fieldMessage } from './messages'

/** A server error describes the value that was sent; once the value changes, it no longer applies. */
function clearServerError(field: AnyFieldApi): void {
  if (!field.state.meta.errorMap.onServer) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

const inputClass =
  'block h-11 w-full rounded-sm border border-line-strong bg-surface-raised px-3.5 text-base text-ink placeholder:text-ink-faint transition-colors focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger disabled:opacity-60 sm:text-sm'

export function TextField({
  field,
  label,
  hint,
  optional,
  type = 'text',
  children,
  ...input
}: {
  field: AnyFieldApi
  label: string
  hint?: ReactNode
  optional?: boolean
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'children'>) {
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const error = fieldMessage(field.state.meta.errors[0])
  const isPassword = type === 'password'
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-ink">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          name={field.name}
          type={isPassword && revealed ? 'text' : type}
          value={String(field.state.value ?? '')}
          onChange={(e) => {
            field.handleChange(e.target.value)
            clearServerError(field)
          }}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, isPassword && 'pr-11')}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? m.form_hide_password() : m.form_show_password()}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-ink-muted hover:text-ink"
          >
            {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  )
}

/** The e-mail field of the account forms. */
/** A field's hint, or its error in its place; their ids are what the input's aria-describedby names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </>
  )
}

export function EmailField({ field, autoComplete = 'email' }: { field: AnyFieldApi; autoComplete?: string }) {
  return (
    <TextField field={field} label={m.form_email_label()} type="email" autoComplete={autoComplete} inputMode="email" required />
  )
}
