import { codeToTag, isLocaleCode, localeByTag, type LocaleTag } from '@/i18n/locales'
import { formatLongDate } from '@/lib/format-date'
import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { sendInBackground } from '@/server/mail/mailer.server'
import { pageUrl } from './account-urls.server'

interface Recipient {
  email: string
  name?: string | null
  locale?: string | null
}

const tagOf = (user: Recipient): LocaleTag => codeToTag(isLocaleCode(user.locale) ? user.locale : 'en')

function greeting(user: Recipient, locale: LocaleTag): string {
  return user.name?.trim() ? m.email_greeting({ name: user.name.trim() }, { locale }) : m.email_greeting_anonymous({}, { locale })
}

export function activationEmail(user: Recipient, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_activation_subject({}, opts),
    heading: m.email_activation_heading({}, opts),
    body: [greeting(user, locale), m.email_activation_body({}, opts)],
    button: {
      label: m.email_activation_button({}, opts),
      url: pageUrl('/register/verification-success', user.locale, { token }),
    },
    notes: [m.email_activation_expiry({}, opts), m.email_activation_ignore({}, opts)],
  })
}

export function resetEmail(user: Recipient, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_reset_subject({}, opts),
    heading: m.email_reset_heading({}, opts),
    body: [greeting(user, locale), m.email_reset_body({}, opts)],
    button: { label: m.email_reset_button({}, opts), url: pageUrl('/forget-password/reset', user.locale, { token }) },
    notes: [m.email_reset_expiry({}, opts), m.email_reset_ignore({}, opts)],
  })
}

export function passwordChangedEmail(user: Recipient, at = Date.now()) {
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
    button: { label: m.email_changed_button({}, opts), url: pageUrl('/forget-password', user.locale) },
    notes: [m.email_changed_warning({}, opts)],
  })
}

const send = (user: Recipient, email: ReturnType<typeof renderEmail>) => sendInBackground({ to: user.email, ...email })

export const sendActivationEmail = (user: Recipient, token: string) => send(user, activationEmail(user, token))
export const sendResetEmail = async (user: Recipient, token: string) => send(user, resetEmail(user, token))
export const sendPasswordChangedEmail = async (user: Recipient) => send(user, passwordChangedEmail(user))
