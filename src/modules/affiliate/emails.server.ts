import { localeByTag } from '@/i18n/locales'
import { formatMoney } from '@/lib/money'
import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { pageUrl } from '@/server/mail/page-url'
import { greeting, tagOf, type Recipient } from '@/server/mail/recipient'

/** The programme's mails, each in the reader's language. */

const langOf = (user: Recipient) => localeByTag(tagOf(user))!.htmlLang

export function applicationReceivedEmail(publicUrl: string, user: Recipient) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_affiliate_received_subject({}, opts),
    heading: m.email_affiliate_received_heading({}, opts),
    body: [greeting(user, locale), m.email_affiliate_received_body({}, opts)],
    button: { label: m.email_affiliate_received_button({}, opts), url: pageUrl(publicUrl, '/affiliate', user.locale) },
    notes: [],
  })
}

export function decisionEmail(publicUrl: string, user: Recipient, approved: boolean, note: string | null) {
  const locale = tagOf(user)
  const opts = { locale }
  if (approved)
    return renderEmail({
      locale,
      subject: m.email_affiliate_approved_subject({}, opts),
      heading: m.email_affiliate_approved_heading({}, opts),
      body: [greeting(user, locale), m.email_affiliate_approved_body({}, opts)],
      button: { label: m.email_affiliate_approved_button({}, opts), url: pageUrl(publicUrl, '/affiliate/assets', user.locale) },
      notes: [],
    })
  return renderEmail({
    locale,
    subject: m.email_affiliate_rejected_subject({}, opts),
    heading: m.email_affiliate_rejected_heading({}, opts),
    body: [
      greeting(user, locale),
      m.email_affiliate_rejected_body({}, opts),
      ...(note ? [m.email_affiliate_rejected_reason({ reason: note }, opts)] : []),
    ],
    button: { label: m.email_affiliate_rejected_button({}, opts), url: pageUrl(publicUrl, '/affiliate/apply', user.locale) },
    notes: [],
  })
}

export function firstCommissionEmail(
  publicUrl: string,
  user: Recipient,
  commission: { amount: number; currency: string },
  holdDays: number,
) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_affiliate_first_subject({}, opts),
    heading: m.email_affiliate_first_heading({}, opts),
    body: [
      greeting(user, locale),
      m.email_affiliate_first_body(
        { amount: formatMoney(commission.amount, commission.currency, langOf(user)), days: holdDays },
        opts,
      ),
    ],
    button: { label: m.email_affiliate_first_button({}, opts), url: pageUrl(publicUrl, '/affiliate/dashboard', user.locale) },
    notes: [],
  })
}

export function settlementEmail(
  publicUrl: string,
  user: Recipient,
  paid: boolean,
  settlement: { amount: number; currency: string; paypal: string },
) {
  const locale = tagOf(user)
  const opts = { locale }
  const amount = formatMoney(settlement.amount, settlement.currency, langOf(user))
  return renderEmail({
    locale,
    subject: paid ? m.email_affiliate_paid_subject({}, opts) : m.email_affiliate_failed_subject({}, opts),
    heading: paid ? m.email_affiliate_paid_heading({}, opts) : m.email_affiliate_failed_heading({}, opts),
    body: [
      greeting(user, locale),
      paid
        ? m.email_affiliate_paid_body({ amount, paypal: settlement.paypal }, opts)
        : m.email_affiliate_failed_body({ amount, paypal: settlement.paypal }, opts),
    ],
    button: {
      label: paid ? m.email_affiliate_paid_button({}, opts) : m.email_affiliate_failed_button({}, opts),
      url: pageUrl(publicUrl, '/affiliate/settlement', user.locale),
    },
    notes: [],
  })
}

export function confirmPayoutEmail(publicUrl: string, user: Recipient, paypal: string, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_affiliate_payout_subject({}, opts),
    heading: m.email_affiliate_payout_heading({}, opts),
    body: [greeting(user, locale), m.email_affiliate_payout_body({ paypal }, opts)],
    button: {
      label: m.email_affiliate_payout_button({}, opts),
      url: pageUrl(publicUrl, '/affiliate/confirm-payout', user.locale, { token }),
    },
    notes: [m.email_affiliate_payout_note({}, opts)],
  })
}
