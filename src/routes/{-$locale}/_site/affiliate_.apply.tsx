import { createFileRoute } from '@tanstack/react-router'
import { ApplyPage } from '@/components/affiliate/apply-page'
import { affiliateQuery, programmeQuery } from '@/components/affiliate/queries'
import { headFromLoader, seo } from '@/lib/seo'
import { requireLogin } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate_/apply')({
  beforeLoad: requireLogin,
  loader: async ({ context, location }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(affiliateQuery(context.userInfo!.user.id)),
      context.queryClient.ensureQueryData(programmeQuery),
    ])
    return {
      head: seo({
        title: m.affiliate_apply_title(),
        description: m.affiliate_apply_description(),
        pathname: location.pathname,
        noindex: true,
      }),
    }
  },
  head: headFromLoader,
  component: ApplyPage,
})
