import type { AnyFormApi } from '@tanstack/react-form'
import { useStore } from '@tanstack/react-form'
import type { ComponentProps, ReactNode } from 'react'
import * as m from '@/paraglide/messages'
import { Button, type ButtonProps } from '../ui/button'

/**
 * A TanStack form element: the browser's own validation is off (ours speaks the page's language
 * and sits beside the field), and a submit runs the form's validators first.
 */
export function Form({ form, ...props }: { form: AnyFormApi } & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      {...props}
    />
  )
}

/** Disabled and busy while the form is sending, so a double click sends once. */
export function SubmitButton({
  form,
  children,
  ...props
}: { form: AnyFormApi; children: ReactNode } & Omit<ButtonProps, 'type' | 'form'>) {
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting} {...props}>
      {submitting ? m.form_sending() : children}
    </Button>
  )
}
