import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Loader2, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { localeParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { toast } from '@/lib/toast'
import type { AffiliateView, Money } from '@/modules/affiliate'
import { requestPayoutFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { longDate, money } from './format'
import { affiliateQuery, refreshMoney } from './queries'
import { useUserId } from './use-affiliate'

/** Why a payout cannot be asked for now, in the order the server checks; null when it can. */
function blockedBecause(affiliate: AffiliateView, available: Money): string | null {
  const threshold = { amount: affiliate.payout_threshold, currency: available.currency }
  if (!affiliate.paypal_email_masked) return m.affiliate_ui_payout_no_account()
  if (available.amount < affiliate.payout_threshold)
    return m.affiliate_ui_payout_below({ threshold: money(threshold), available: money(available) })
  return null
}

/** The refusal's reason (400403 `data.reason`) as the page says it. */
function refusalText(error: unknown): string {
  if (isAppError(error) && error.code === ErrorCode.AFFILIATE_STATE) {
    const reason = (error.data as { reason?: string } | null)?.reason
    if (reason === 'no-payout-account') return m.affiliate_ui_payout_no_account()
    if (reason === 'below-threshold') return m.affiliate_ui_payout_refused_below()
  }
  if (isAppError(error) && error.code === ErrorCode.AFFILIATE_NOT_APPROVED) return m.affiliate_ui_payout_paused()
  return m.affiliate_ui_payout_failed()
}

/**
 * "Request payout" for one currency's available balance, confirmed in a dialog. Disabled with the
 * reason beside it (not in a tooltip: a disabled button takes no focus) while it cannot work.
 */
export function RequestPayout({
  affiliate,
  available,
  compact,
  className,
}: {
  affiliate: AffiliateView
  available: Money
  compact?: boolean
  className?: string
}) {
  const id = useId()
  const userId = useUserId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const blocked = blockedBecause(affiliate, available)
  const note = refusal ?? blocked
  // A paused or closed account is told so by the area's notice; a dead button would only repeat it.
  if (affiliate.status !== 'approved') return null

  async function request() {
    setOpen(false)
    setBusy(true)
    setRefusal(null)
    try {
      const view = await requestPayoutFn({ data: { currency: available.currency } })
      refreshMoney(queryClient, userId, view)
      toast.success(m.affiliate_ui_payout_requested({ amount: money(available) }), {
        action: {
          label: m.affiliate_nav_settlement(),
          onClick: () => void navigate({ to: '/{-$locale}/affiliate/settlement', params: localeParams() }),
        },
      })
    } catch (error) {
      setRefusal(refusalText(error))
      // The balance or the account may have moved since the page was read.
      void queryClient.invalidateQueries({ queryKey: affiliateQuery(userId).queryKey })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={cn('flex flex-col items-start', compact ? 'gap-1 md:items-end md:text-right' : 'gap-2', className)}>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button
          size={compact ? 'sm' : 'md'}
          variant={compact ? 'secondary' : 'primary'}
          disabled={blocked !== null || busy}
          aria-busy={busy || undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onClick={() => setOpen(true)}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {compact ? m.affiliate_ui_payout_request_short() : m.affiliate_ui_payout_request()}
        </Button>
        <DialogContent
          title={m.affiliate_ui_payout_confirm_title({ amount: money(available) })}
          description={m.affiliate_ui_payout_confirm_body({
            account: affiliate.paypal_email_masked ?? '',
            date: longDate(affiliate.next_payout_at),
          })}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{m.affiliate_ui_cancel()}</Button>
            </DialogClose>
            <Button onClick={() => void request()}>
              <Send aria-hidden />
              {m.affiliate_ui_payout_confirm()}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <p
        id={`${id}-note`}
        role={refusal ? 'alert' : undefined}
        className={compact ? 'max-w-56 text-xs text-ink-muted' : 'max-w-sm text-sm leading-relaxed text-ink-muted'}
      >
        {note}
      </p>
    </div>
  )
}
