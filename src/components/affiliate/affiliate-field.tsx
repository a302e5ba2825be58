import type { AnyFieldApi } from '@tanstack/react-form'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldNotes } from '@/components/forms/field'
import { fieldMessage } from '@/components/forms/messages'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'

/**
 * The affiliate schemas' own message keys. The shared table (forms/messages.ts) does not know
 * them yet and would show "required" for each; the generic keys still go through it.
 */
const AFFILIATE_MESSAGES: Record<string, () => string> = {
  validation_url: m.validation_url,
  validation_affiliate_plan_short: m.validation_affiliate_plan_short,
  validation_affiliate_threshold: m.validation_affiliate_threshold,
}

export function affiliateFieldMessage(error: unknown): string | undefined {
  const key = typeof error === 'string' ? error : (error as { message?: string } | null)?.message
  if (!key) return undefined
  return AFFILIATE_MESSAGES[key]?.() ?? fieldMessage(key)
}

const control =
  'block w-full rounded-sm border border-line-strong bg-surface-raised px-3.5 text-base text-ink placeholder:text-ink-faint transition-colors focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger disabled:opacity-60 sm:text-sm'

type Common = {
  field: AnyFieldApi
  label: string
  hint?: ReactNode
  optional?: boolean
  /** Shown after the input, inside its box (a currency code). */
  suffix?: string
}

/** A text input or a textarea of the affiliate forms: label, hint or error, and a server error cleared by editing. */
export function AffiliateField({
  field,
  label,
  hint,
  optional,
  suffix,
  multiline,
  maxLength,
  required,
  ...input
}: Common & { multiline?: boolean; maxLength?: number } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onBlur' | 'name' | 'children' | 'maxLength'
  >) {
  const id = useId()
  const error = affiliateFieldMessage(field.state.meta.errors[0])
  const value = String(field.state.value ?? '')
  const describedBy = [
    hint && !error ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    multiline && maxLength ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ')
  const change = (next: string) => {
    field.handleChange(next)
    if (field.state.meta.errorMap.onServer)
      field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  }
  const shared = {
    id,
    name: field.name,
    value,
    onBlur: field.handleBlur,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm font-medium text-ink">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={5}
          maxLength={maxLength}
          onChange={(e) => change(e.target.value)}
          className={cn(control, 'resize-y py-3 leading-relaxed')}
        />
      ) : (
        <div className="relative">
          <input
            {...shared}
            maxLength={maxLength}
            onChange={(e) => change(e.target.value)}
            className={cn(control, 'h-11', suffix && 'pr-14')}
            {...input}
          />
          {suffix && (
            <span
              className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-ink-muted"
              aria-hidden
            >
              {suffix}
            </span>
          )}
        </div>
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <FieldNotes id={id} hint={hint} error={error} />
        </div>
        {multiline && maxLength && (
          <p id={`${id}-count`} className="shrink-0 text-xs text-ink-muted tabular-nums">
            {m.affiliate_ui_char_count({ count: String(value.trim().length), max: String(maxLength) })}
          </p>
        )}
      </div>
    </div>
  )
}
