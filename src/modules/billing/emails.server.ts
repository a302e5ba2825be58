import { localeByTag, type LocaleTag } from '@/i18n/locales'
import { formatLongDate } from '@/lib/format-date'
import { formatMoney } from '@/lib/money'
import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { pageUrl } from '@/server/mail/page-url'
import { greeting, tagOf, type Recipient } from '@/server/mail/recipient'

const RANK_NAMES: Record<string, (inputs: object, options: { locale: LocaleTag }) => string> = {
  FREE: m.rank_FREE,
  PRO: m.rank_PRO,
  STUDIO: m.rank_STUDIO,
}
const rankName = (rank: string, locale: LocaleTag) => RANK_NAMES[rank.toUpperCase()]?.({}, { locale }) ?? rank

/** What a payment bought, in the reader's words. */
export type Bought = { kind: 'plan'; rank: string; interval: 'month' | 'year' } | { kind: 'pack'; credits: number }

/** The receipt of one payment: amount, what it bought, when, and the provider's reference. */
export function receiptEmail(
  publicUrl: string,
  user: Recipient,
  payment: { amount: number; currency: string; paidAt: number; reference: string; bought: Bought },
) {
  const locale = tagOf(user)
  const opts = { locale }
  const lang = localeByTag(locale)!.htmlLang
  const item =
    payment.bought.kind === 'pack'
      ? m.billing_receipt_pack({ count: payment.bought.credits }, opts)
      : (payment.bought.interval === 'year' ? m.billing_receipt_plan_year : m.billing_receipt_plan_month)(
          { plan: rankName(payment.bought.rank, locale) },
          opts,
        )
  return renderEmail({
    locale,
    subject: m.email_receipt_subject({}, opts),
    heading: m.email_receipt_heading({}, opts),
    body: [
      greeting(user, locale),
      m.email_receipt_body(
        { amount: formatMoney(payment.amount, payment.currency, lang), item, date: formatLongDate(payment.paidAt, lang) },
        opts,
      ),
      m.email_receipt_reference({ reference: payment.reference }, opts),
    ],
    button: { label: m.email_receipt_button({}, opts), url: `${pageUrl(publicUrl, '/profile', user.locale)}#subscription` },
    notes: [m.email_receipt_note({}, opts)],
  })
}

/** A renewal that did not go through: the provider retries, the plan stays meanwhile. */
export function paymentFailedEmail(publicUrl: string, user: Recipient, rank: string) {
  const locale = tagOf(user)
  const opts = { locale }
  const plan = rankName(rank, locale)
  return renderEmail({
    locale,
    subject: m.email_payment_failed_subject({}, opts),
    heading: m.email_payment_failed_heading({}, opts),
    body: [greeting(user, locale), m.email_payment_failed_body({ plan }, opts)],
    notes: [],
    button: {
      label: m.email_payment_failed_button({}, opts),
      url: `${pageUrl(publicUrl, '/profile', user.locale)}#subscription`,
    },
  })
}
