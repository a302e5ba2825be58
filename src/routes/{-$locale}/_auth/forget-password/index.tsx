import { useForm } from '@tanstack/react-form'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthCard } from '@/components/auth/auth-card'
import { EmailField } from '@/components/forms/field'
import { showServerFieldErrors } from '@/components/forms/server-errors'
import { useLocaleParams } from '@/i18n/use-locale'
import { headFromLoader, seo } from '@/lib/seo'
import { EmailSchema } from '@/modules/accounts'
import { EmailOnlySchema } from '@/modules/auth'
import { forgotPasswordFn } from '@/modules/auth/auth.functions'
import { redirectIfLoggedIn } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'
import { Form, SubmitButton } from '@/components/forms/form'

export const Route = createFileRoute('/{-$locale}/_auth/forget-password/')({
  beforeLoad: redirectIfLoggedIn,
  loader: ({ location }) => ({
    head: seo({ title: m.forgot_title(), description: m.forgot_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: ForgotPage,
})

function ForgotPage() {
  const params = useLocaleParams()
  const navigate = useNavigate()
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: EmailOnlySchema },
    onSubmit: async ({ value }) => {
      try {
        await forgotPasswordFn({ data: { email: v.parse(EmailSchema, value.email) } })
        await navigate({ to: '/{-$locale}/forget-password/sent', params })
      } catch (error) {
        showServerFieldErrors(form, error, ['email'])
      }
    },
  })
  return (
    <AuthCard title={m.forgot_heading()} lede={m.forgot_lede()}>
      <Form form={form} className="mt-8 space-y-5">
        <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
        <SubmitButton form={form} size="lg" className="w-full">
          {m.forgot_submit()}
        </SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm">
        <Link to="/{-$locale}/login" params={params} className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
          {m.auth_back_to_login()}
        </Link>
      </p>
    </AuthCard>
  )
}
