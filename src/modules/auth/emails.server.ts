import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { pageUrl } from '@/server/mail/page-url'
import { greeting, tagOf, type Recipient } from '@/server/mail/recipient'

export function activationEmail(publicUrl: string, user: Recipient, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_activation_subject({}, opts),
    heading: m.email_activation_heading({}, opts),
    body: [greeting(user, locale), m.email_activation_body({}, opts)],
    button: {
      label: m.email_activation_button({}, opts),
      url: pageUrl(publicUrl, '/register/verification-success', user.locale, { token }),
    },
    notes: [m.email_activation_expiry({}, opts), m.email_activation_ignore({}, opts)],
  })
}

export function resetEmail(publicUrl: string, user: Recipient, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_reset_subject({}, opts),
    heading: m.email_reset_heading({}, opts),
    body: [greeting(user, locale), m.email_reset_body({}, opts)],
    button: { label: m.email_reset_button({}, opts), url: pageUrl(publicUrl, '/forget-password/reset', user.locale, { token }) },
    notes: [m.email_reset_expiry({}, opts), m.email_reset_ignore({}, opts)],
  })
}
