import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { useMemo, useRef } from 'react'
import * as v from 'valibot'
import { Form, SubmitButton } from '@/components/forms/form'
import { showServerFieldErrors } from '@/components/forms/server-errors'
import { maskEmail } from '@/lib/mask-email'
import { toast } from '@/lib/toast'
import { UpdateInfoSchema, type AffiliateView } from '@/modules/affiliate'
import { updateInfoFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { AffiliateField } from './affiliate-field'
import { money } from './format'
import { toMajorText, toMinor } from './payout-amount'
import { refreshMoney } from './queries'
import { focusFirstInvalid } from './schema-errors'
import { useUserId } from './use-affiliate'

/**
 * The PayPal account payouts go to, and a payout threshold above the programme's minimum. A new
 * address other than the account's own waits for the link mailed to the account's address; the
 * page says so, and keeps saying it while the change waits.
 */
export function PayoutAccountForm({ affiliate }: { affiliate: AffiliateView }) {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const minimum = affiliate.programme.min_payout
  const element = useRef<HTMLFormElement>(null)
  const currency = minimum.currency
  const ownThreshold = affiliate.payout_threshold > minimum.amount ? toMajorText(affiliate.payout_threshold, currency) : ''

  const Values = useMemo(
    () =>
      v.object({
        paypal_email: UpdateInfoSchema.entries.paypal_email,
        payout_threshold: v.pipe(
          v.string(),
          v.check((text) => text.trim() === '' || toMinor(text, currency) !== null, 'validation_number'),
          v.check(
            (text) => text.trim() === '' || (toMinor(text, currency) ?? 0) >= minimum.amount,
            'validation_affiliate_threshold',
          ),
        ),
      }),
    [currency, minimum.amount],
  )

  const form = useForm({
    defaultValues: { paypal_email: '', payout_threshold: ownThreshold },
    validators: { onSubmit: Values },
    onSubmitInvalid: () => focusFirstInvalid(element.current),
    onSubmit: async ({ value }) => {
      const threshold = value.payout_threshold.trim()
      try {
        const view = await updateInfoFn({
          data: {
            paypal_email: value.paypal_email,
            // Empty: back to the programme's minimum (0 clears the affiliate's own threshold).
            payout_threshold: threshold === '' ? 0 : toMinor(threshold, currency),
          },
        })
        refreshMoney(queryClient, userId, view)
        // A confirmation mail went out when the address just sent is the one now waiting (not the account's own).
        const waiting =
          view.pending_paypal_email_masked !== null &&
          view.pending_paypal_email_masked === maskEmail(value.paypal_email.trim().toLowerCase())
        if (waiting) toast.info(m.affiliate_ui_account_confirm_toast(), { duration: 8000 })
        else toast.success(m.affiliate_ui_account_saved())
        form.reset({
          paypal_email: '',
          payout_threshold: view.payout_threshold > minimum.amount ? toMajorText(view.payout_threshold, currency) : '',
        })
      } catch (error) {
        if (showServerFieldErrors(form, error, ['paypal_email', 'payout_threshold'])) focusFirstInvalid(element.current)
      }
    },
  })

  return (
    <div className="space-y-5">
      <div className="text-sm">
        <p className="text-ink-muted">{m.affiliate_ui_account_current()}</p>
        <p className="mt-0.5 font-medium text-ink [overflow-wrap:anywhere]">
          {affiliate.paypal_email_masked ?? m.affiliate_ui_account_none()}
        </p>
        {affiliate.pending_paypal_email_masked && (
          <div className="mt-3 flex gap-2.5 rounded-md border border-gold/40 bg-surface-raised p-3" data-testid="payout-pending">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <p className="leading-relaxed text-ink">
              {m.affiliate_ui_account_pending({ account: affiliate.pending_paypal_email_masked })}
            </p>
          </div>
        )}
      </div>
      <Form ref={element} form={form} className="space-y-4" aria-label={m.affiliate_ui_account_form()}>
        <form.Field name="paypal_email">
          {(field) => (
            <AffiliateField
              field={field}
              label={m.affiliate_ui_field_paypal()}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              required
              hint={
                affiliate.paypal_email_masked ? m.affiliate_ui_account_email_hint_change() : m.affiliate_ui_account_email_hint()
              }
            />
          )}
        </form.Field>
        <form.Field name="payout_threshold">
          {(field) => (
            <AffiliateField
              field={field}
              label={m.affiliate_ui_field_threshold()}
              optional
              inputMode="decimal"
              autoComplete="off"
              suffix={currency}
              maxLength={13}
              placeholder={toMajorText(minimum.amount, currency)}
              hint={m.affiliate_ui_account_threshold_hint({ minimum: money(minimum) })}
            />
          )}
        </form.Field>
        <SubmitButton form={form}>{m.affiliate_ui_account_save()}</SubmitButton>
      </Form>
    </div>
  )
}
