import { createFileRoute } from '@tanstack/react-router'
import { AuthCard, AuthSwitch } from '@/components/auth/auth-card'
import { RegisterForm } from '@/components/auth/register-form'
import { SocialButtons } from '@/components/auth/social-buttons'
import { headFromLoader, seo } from '@/lib/seo'
import { prepareSocialSignIn } from '@/modules/auth/auth.functions'
import { redirectIfLoggedIn } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_auth/register/')({
  beforeLoad: redirectIfLoggedIn,
  loader: async ({ location }) => ({
    social: await prepareSocialSignIn(),
    head: seo({ title: m.register_title(), description: m.register_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: function RegisterPage() {
    return (
      <AuthCard title={m.register_heading()} lede={m.register_lede()}>
        <div className="mt-8 space-y-6">
          <SocialButtons setup={Route.useLoaderData().social} />
          <RegisterForm />
        </div>
        <AuthSwitch prompt={m.register_have_account()} to="/{-$locale}/login" label={m.register_login_link()} />
      </AuthCard>
    )
  },
})
