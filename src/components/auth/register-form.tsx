import { useForm } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLocaleParams, currentLocale } from '@/i18n/use-locale'
import { EmailSchema, NameSchema, PasswordSchema } from '@/modules/accounts'
import { signupFn } from '@/modules/auth/auth.functions'
import { referralPayload } from '@/modules/auth/client/referral'
import * as m from '@/paraglide/messages'
import { EmailField, TextField } from '../forms/field'
import { RichMessage } from '../i18n/rich-message'
import { PasswordStrength } from '../forms/password-strength'
import { showServerFieldErrors } from '../forms/server-errors'
import { Form, SubmitButton } from '../forms/form'

/** Opened in a new tab, so reading the terms does not lose what was typed. */
const LEGAL_LINK = 'text-ink underline decoration-accent underline-offset-2'

const RegisterFormSchema = v.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema })

export function RegisterForm() {
  const params = useLocaleParams()
  const navigate = useNavigate()
  const form = useForm({
    defaultValues: { name: '', email: '', password: '' },
    validators: { onSubmit: RegisterFormSchema },
    onSubmit: async ({ value }) => {
      const body = v.parse(RegisterFormSchema, value)
      try {
        await signupFn({ data: { ...body, name: body.name || undefined, locale: currentLocale().code, ...referralPayload() } })
        await navigate({ to: '/{-$locale}/register/verification', params, search: { email: body.email } })
      } catch (error) {
        // 400047 is toasted by the catalogue; field errors go beside their inputs.
        showServerFieldErrors(form, error, ['name', 'email', 'password'])
      }
    },
  })

  return (
    <Form form={form} className="space-y-5">
      <form.Field name="name">
        {(field) => <TextField field={field} label={m.form_name_label()} autoComplete="name" optional maxLength={80} />}
      </form.Field>
      <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label={m.form_password_label()}
            type="password"
            autoComplete="new-password"
            hint={m.register_password_hint()}
            required
            maxLength={128}
          >
            <PasswordStrength password={String(field.state.value)} />
          </TextField>
        )}
      </form.Field>
      <p className="text-xs leading-relaxed text-ink-muted">
        <RichMessage
          message={m.register_legal}
          parts={{
            terms: (
              <Link to="/{-$locale}/terms" params={params} className={LEGAL_LINK} target="_blank">
                {m.register_legal_terms()}
              </Link>
            ),
            privacy: (
              <Link to="/{-$locale}/privacy" params={params} className={LEGAL_LINK} target="_blank">
                {m.register_legal_privacy()}
              </Link>
            ),
          }}
        />
      </p>
      <SubmitButton form={form} size="lg" className="w-full">
        {m.register_submit()}
      </SubmitButton>
    </Form>
  )
}
