import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import type { PricingDialogReason } from '@/lib/pricing-dialog'
import { isPaidRank } from '@/modules/accounts'
import { useUserInfo } from '@/modules/auth/client/use-session'
import type { Catalogue } from '@/modules/billing'
import { fetchCatalogue } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'
import { Dialog, DialogContent } from '../ui/dialog'
import { LinkButton } from '../ui/link-button'
import { PlanCards } from './plan-cards'
import { PlanSwitches, usePlanSwitches } from './pricing-page'
import { CreditPacks } from './pricing-sections'
import { useCheckout } from './use-checkout'

const TITLES: Record<PricingDialogReason, () => string> = {
  quota: m.billing_dialog_title_quota,
  permission: m.billing_dialog_title_permission,
  upgrade: m.billing_dialog_title,
}

/** The plans and packs in a dialog, opened where a reader meets a limit (ADR 45). */
export default function PricingDialog({ reason, onClose }: { reason: PricingDialogReason; onClose: () => void }) {
  const { data: catalogue } = useQuery({
    queryKey: ['billing-catalogue'],
    queryFn: () => fetchCatalogue(),
    staleTime: 10 * 60_000,
  })
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={TITLES[reason]()}
        description={m.billing_dialog_body()}
        className="max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto"
        data-testid="pricing-dialog"
      >
        {catalogue ? (
          <Plans catalogue={catalogue} />
        ) : (
          <p className="mt-8 flex justify-center">
            <Loader2 className="size-6 animate-spin text-ink-muted" aria-hidden />
          </p>
        )}
        <div className="mt-6 flex justify-center">
          <LinkButton to="/{-$locale}/pricing" variant="link">
            {m.billing_dialog_all_plans()}
          </LinkButton>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function Plans({ catalogue }: { catalogue: Catalogue }) {
  const info = useUserInfo()
  const switches = usePlanSwitches(catalogue)
  const checkout = useCheckout()
  const rank = info?.rank.rank_name ?? null
  const choose = (key: string) => void checkout.start(key, switches.currency)
  return (
    <div className="mt-6">
      <PlanSwitches catalogue={catalogue} {...switches} />
      <div className="mt-6">
        <PlanCards
          catalogue={catalogue}
          interval={switches.interval}
          currency={switches.currency}
          currentRank={rank}
          subscribed={isPaidRank(rank)}
          pending={checkout.pending}
          onChoose={choose}
          compact
        />
      </div>
      <CreditPacks catalogue={catalogue} currency={switches.currency} pending={checkout.pending} onChoose={choose} />
    </div>
  )
}
