import { useForm } from '@tanstack/react-form'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { KeyRound } from 'lucide-react'
import * as v from 'valibot'
import { AuthCard } from '@/components/auth/auth-card'
import { TextField } from '@/components/forms/field'
import { PasswordStrength } from '@/components/forms/password-strength'
import { showServerFieldErrors } from '@/components/forms/server-errors'
import { useLocaleParams } from '@/i18n/use-locale'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { headFromLoader, seo } from '@/lib/seo'
import { toast } from '@/lib/toast'
import { PasswordSchema } from '@/modules/accounts'
import { parseTokenSearch } from '@/modules/auth/token-search'
import { resetPasswordFn } from '@/modules/auth/auth.functions'
import { redirectIfLoggedIn } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'
import { Form, SubmitButton } from '@/components/forms/form'

const ResetFormSchema = v.pipe(
  v.object({ password: PasswordSchema, confirm: v.string() }),
  v.forward(
    v.check((value) => value.password === value.confirm, 'validation_password_mismatch'),
    ['confirm'],
  ),
)

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/reset')({
  validateSearch: parseTokenSearch,
  beforeLoad: redirectIfLoggedIn,
  loader: ({ location }) => ({
    head: seo({ title: m.reset_title(), description: m.reset_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: ResetPage,
})

function ResetPage() {
  const { token } = Route.useSearch()
  const params = useLocaleParams()
  const navigate = useNavigate()
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    validators: { onSubmit: ResetFormSchema },
    onSubmit: async ({ value }) => {
      try {
        await resetPasswordFn({ data: { token: token ?? '', password: value.password } })
        toast.success(m.reset_done())
        await navigate({ to: '/{-$locale}/login', params })
      } catch (error) {
        if (isAppError(error) && error.code === ErrorCode.TOKEN_INVALID) return // toasted; the link below helps
        showServerFieldErrors(form, error, ['password'])
      }
    },
  })

  const askAgain = (
    <Link
      to="/{-$locale}/forget-password"
      params={params}
      className="text-sm text-ink underline decoration-accent underline-offset-4"
    >
      {m.reset_request_new()}
    </Link>
  )

  if (!token) {
    return (
      <AuthCard icon={<KeyRound />} title={m.reset_heading()} lede={m.reset_missing_token()}>
        <p className="mt-6">{askAgain}</p>
      </AuthCard>
    )
  }
  return (
    <AuthCard icon={<KeyRound />} title={m.reset_heading()} lede={m.reset_lede()}>
      <Form form={form} className="mt-8 space-y-5">
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              label={m.reset_password_label()}
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
            >
              <PasswordStrength password={String(field.state.value)} />
            </TextField>
          )}
        </form.Field>
        <form.Field name="confirm">
          {(field) => (
            <TextField
              field={field}
              label={m.reset_confirm_label()}
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
            />
          )}
        </form.Field>
        <SubmitButton form={form} size="lg" className="w-full">
          {m.reset_submit()}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center">{askAgain}</p>
    </AuthCard>
  )
}
