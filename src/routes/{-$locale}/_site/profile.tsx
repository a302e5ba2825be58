import { createFileRoute } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { SubscriptionPanel } from '@/components/billing/subscription-panel'
import { Container, PageHeader } from '@/components/page'
import { DeleteAccount } from '@/components/profile/delete-account'
import { DetailsForm } from '@/components/profile/details-form'
import { PasswordForm } from '@/components/profile/password-form'
import { PlanSummary } from '@/components/profile/plan-summary'
import { Button } from '@/components/ui/button'
import { headFromLoader, seo } from '@/lib/seo'
import { fetchHasPassword } from '@/modules/accounts/accounts.functions'
import { useLogout, useUserInfo } from '@/modules/auth/client/use-session'
import { requireLogin } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/profile')({
  beforeLoad: requireLogin,
  loader: async ({ location }) => ({
    hasPassword: await fetchHasPassword(),
    head: seo({ title: m.profile_title(), description: m.profile_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: ProfilePage,
})

function Panel({ id, title, children, tone }: { id: string; title: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section
      aria-labelledby={id}
      className={
        tone === 'danger'
          ? 'rounded-lg border border-danger/40 p-6 sm:p-8'
          : 'rounded-lg border border-line bg-surface p-6 sm:p-8'
      }
    >
      <h2 id={id} className="mb-6 font-display text-display-sm text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function ProfilePage() {
  const info = useUserInfo()
  const logout = useLogout()
  const { hasPassword } = Route.useLoaderData()
  if (!info) return null
  return (
    <Container className="max-w-4xl py-16 sm:py-20">
      <PageHeader title={m.profile_heading()} lede={m.profile_lede()}>
        <Button variant="ghost" size="sm" className="mt-6 -ml-3" onClick={() => void logout()}>
          <LogOut aria-hidden />
          {m.nav_logout()}
        </Button>
      </PageHeader>
      <div className="mt-12 space-y-8">
        <Panel id="details" title={m.profile_details_heading()}>
          <DetailsForm info={info} />
        </Panel>
        <Panel id="plan" title={m.profile_plan_heading()}>
          <PlanSummary info={info} />
        </Panel>
        <Panel id="subscription" title={m.billing_profile_heading()}>
          <SubscriptionPanel info={info} />
        </Panel>
        <Panel id="password" title={m.profile_password_heading()}>
          <PasswordForm hasPassword={hasPassword} />
        </Panel>
        <Panel id="delete" title={m.profile_delete_heading()} tone="danger">
          <p className="mb-6 max-w-2xl text-ink-muted">{m.profile_delete_body()}</p>
          <DeleteAccount email={info.user.email} />
        </Panel>
      </div>
    </Container>
  )
}
