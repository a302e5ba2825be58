import { createFileRoute } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { Container } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_site/pay-success')({
  loader: ({ location }) => ({
    head: seo({
      title: m.pay_success_title(),
      description: m.pay_success_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: PaySuccessPage,
})

function PaySuccessPage() {
  return (
    <Container className="flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-20 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden />
      <h1 className="mt-6 text-display-md text-ink">{m.pay_success_heading()}</h1>
      <p className="mt-4 text-lg text-ink-muted">{m.pay_success_body()}</p>
      <LinkButton to="/{-$locale}/dashboard" size="lg" className="mt-10">
        {m.pay_success_cta()}
      </LinkButton>
    </Container>
  )
}
