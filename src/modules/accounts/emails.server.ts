import { localeByTag } from '@/i18n/locales'
import { formatLongDate } from '@/lib/format-date'
import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { pageUrl } from '@/server/mail/page-url'
import { greeting, tagOf, type Recipient } from '@/server/mail/recipient'

/** "Your password was changed", with the date and a way back if it was not the owner. */
export function passwordChangedEmail(publicUrl: string, user: Recipient, at = Date.now()) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_changed_subject({}, opts),
    heading: m.email_changed_heading({}, opts),
    body: [
      greeting(user, locale),
      m.email_changed_body({ date: formatLongDate(Math.floor(at / 1000), localeByTag(locale)!.htmlLang) }, opts),
    ],
    button: { label: m.email_changed_button({}, opts), url: pageUrl(publicUrl, '/forget-password', user.locale) },
    notes: [m.email_changed_warning({}, opts)],
  })
}
