import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Send } from 'lucide-react'
import { useRef } from 'react'
import { Form, SubmitButton } from '@/components/forms/form'
import { showServerFieldErrors } from '@/components/forms/server-errors'
import { localeParams } from '@/i18n/use-locale'
import { toast } from '@/lib/toast'
import { ApplySchema, type AffiliateView } from '@/modules/affiliate'
import { applyFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { AffiliateField } from './affiliate-field'
import { affiliateKey, affiliateQuery } from './queries'
import { focusFirstInvalid, schemaErrors } from './schema-errors'
import { useUserId } from './use-affiliate'

const FIELDS = ['website', 'audience', 'promotion_plan', 'paypal_email'] as const

/** People type "instagram.com/me"; the schema wants a scheme. Added when the field is left. */
const withScheme = (value: string) => {
  const trimmed = value.trim()
  return trimmed && !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? `https://${trimmed}` : trimmed
}

/**
 * The application: where and how the applicant will share Inkdraft, and optionally the PayPal
 * address to be paid at. After a refusal it starts from what was sent last time. Sent, the
 * affiliate query is read again and the applicant lands on /affiliate, which shows the new state.
 */
export function ApplyForm({ affiliate }: { affiliate: AffiliateView }) {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const previous = affiliate.application
  const element = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: {
      website: previous?.website ?? '',
      audience: previous?.audience ?? '',
      promotion_plan: previous?.promotion_plan ?? '',
      paypal_email: '',
    },
    validators: { onSubmit: ({ value }) => schemaErrors(ApplySchema, value) },
    onSubmitInvalid: () => focusFirstInvalid(element.current),
    onSubmit: async ({ value }) => {
      try {
        const view = await applyFn({
          data: {
            website: value.website.trim() || null,
            audience: value.audience.trim() || null,
            promotion_plan: value.promotion_plan,
            paypal_email: value.paypal_email.trim() || null,
          },
        })
        queryClient.setQueryData(affiliateQuery(userId).queryKey, view)
        void queryClient.invalidateQueries({ queryKey: affiliateKey(userId) })
        toast.success(view.status === 'approved' ? m.affiliate_ui_apply_approved() : m.affiliate_ui_apply_sent())
        await navigate({ to: '/{-$locale}/affiliate', params: localeParams() })
      } catch (error) {
        if (showServerFieldErrors(form, error, FIELDS)) focusFirstInvalid(element.current)
      }
    },
  })

  return (
    <Form ref={element} form={form} className="space-y-6" aria-label={m.affiliate_apply_heading()}>
      <form.Field name="website" listeners={{ onBlur: ({ value, fieldApi }) => fieldApi.setValue(withScheme(value)) }}>
        {(field) => (
          <AffiliateField
            field={field}
            label={m.affiliate_ui_field_website()}
            optional
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={300}
            placeholder="https://"
            hint={m.affiliate_ui_apply_website_hint()}
          />
        )}
      </form.Field>
      <form.Field name="audience">
        {(field) => (
          <AffiliateField
            field={field}
            label={m.affiliate_ui_field_audience()}
            optional
            maxLength={500}
            hint={m.affiliate_ui_apply_audience_hint()}
          />
        )}
      </form.Field>
      <form.Field name="promotion_plan">
        {(field) => (
          <AffiliateField
            field={field}
            label={m.affiliate_ui_field_plan()}
            multiline
            maxLength={2000}
            required
            hint={m.affiliate_ui_apply_plan_hint()}
          />
        )}
      </form.Field>
      <form.Field name="paypal_email">
        {(field) => (
          <AffiliateField
            field={field}
            label={m.affiliate_ui_field_paypal()}
            optional
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            hint={m.affiliate_ui_apply_paypal_hint()}
          />
        )}
      </form.Field>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-6">
        <SubmitButton form={form} size="lg">
          <Send aria-hidden />
          {m.affiliate_ui_apply_submit()}
        </SubmitButton>
        <p className="text-xs text-ink-muted">{m.affiliate_ui_apply_note()}</p>
      </div>
    </Form>
  )
}
