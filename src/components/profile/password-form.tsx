import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { toast } from '@/lib/toast'
import { PasswordSchema } from '@/modules/accounts'
import { updateUserFn } from '@/modules/accounts/accounts.functions'
import { rememberSession } from '@/modules/auth/client/session'
import * as m from '@/paraglide/messages'
import { TextField } from '../forms/field'
import { PasswordStrength } from '../forms/password-strength'
import { showServerFieldErrors } from '../forms/server-errors'
import { Form, SubmitButton } from '../forms/form'
import { LinkButton } from '../ui/link-button'

const Schema = v.object({
  current_password: v.pipe(v.string(), v.minLength(1, 'validation_required')),
  new_password: PasswordSchema,
})

/**
 * Changing the password keeps this device signed in and signs out every other one. An account
 * made with Google or Apple has no password to change; it is told how to set one.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient()
  const form = useForm({
    defaultValues: { current_password: '', new_password: '' },
    validators: { onSubmit: Schema },
    onSubmit: async ({ value }) => {
      try {
        rememberSession(queryClient, await updateUserFn({ data: value }))
        toast.success(m.profile_password_changed())
        form.reset()
      } catch (error) {
        showServerFieldErrors(form, error, ['current_password', 'new_password'])
      }
    },
  })
  if (!hasPassword) {
    return (
      <div className="grid gap-5 sm:max-w-md">
        <p className="text-sm leading-relaxed text-ink-muted">{m.profile_no_password()}</p>
        <LinkButton to="/{-$locale}/forget-password" variant="secondary" size="sm" className="justify-self-start">
          {m.profile_set_password()}
        </LinkButton>
      </div>
    )
  }
  return (
    <Form form={form} className="grid gap-5 sm:max-w-md">
      <form.Field name="current_password">
        {(field) => (
          <TextField field={field} label={m.profile_current_password()} type="password" autoComplete="current-password" />
        )}
      </form.Field>
      <form.Field name="new_password">
        {(field) => (
          <TextField field={field} label={m.profile_new_password()} type="password" autoComplete="new-password" maxLength={128}>
            <PasswordStrength password={String(field.state.value)} />
          </TextField>
        )}
      </form.Field>
      <SubmitButton form={form} variant="secondary" className="justify-self-start">
        {m.profile_change_password()}
      </SubmitButton>
    </Form>
  )
}
