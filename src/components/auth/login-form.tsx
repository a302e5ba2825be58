import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLocaleParams } from '@/i18n/use-locale'
import { toast } from '@/lib/toast'
import { EmailSchema } from '@/modules/accounts'
import { loginFn } from '@/modules/auth/auth.functions'
import { referralPayload } from '@/modules/auth/client/referral'
import { useSignedIn } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { EmailField, TextField } from '../forms/field'
import { showServerFieldErrors } from '../forms/server-errors'
import { Form, SubmitButton } from '../forms/form'

const LoginFormSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.minLength(1, 'validation_required')),
})

export function LoginForm({ from }: { from?: string }) {
  const params = useLocaleParams()
  const signedIn = useSignedIn()
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: LoginFormSchema },
    onSubmit: async ({ value }) => {
      try {
        // 400016, 400002 and 429 are handled by the error catalogue (toast or redirect).
        const info = await loginFn({ data: { ...v.parse(LoginFormSchema, value), ...referralPayload() } })
        await signedIn(info, from)
        toast.success(m.login_success())
      } catch (error) {
        showServerFieldErrors(form, error, ['email', 'password'])
      }
    },
  })

  return (
    <Form form={form} className="space-y-5">
      <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField field={field} label={m.form_password_label()} type="password" autoComplete="current-password" required>
            <div className="flex justify-end pt-1">
              <Link
                to="/{-$locale}/forget-password"
                params={params}
                className="text-xs text-ink-muted underline-offset-4 hover:text-ink hover:underline"
              >
                {m.login_forgot()}
              </Link>
            </div>
          </TextField>
        )}
      </form.Field>
      <SubmitButton form={form} size="lg" className="w-full">
        {m.login_submit()}
      </SubmitButton>
    </Form>
  )
}
