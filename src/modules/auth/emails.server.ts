import * as m from '@/paraglide/messages'
import { renderEmail } from '@/server/mail/layout.server'
import { pageUrl } from '@/server/mail/page-url'
import { greeting, tagOf, type Recipient } from '@/server/mail/recipient'

/**
 * The activation link. The address is not proven yet, so nothing the sign-up form carried (the
 * name) goes into it: the mail cannot be made to carry someone else's words to a stranger.
 */
export function activationEmail(publicUrl: string, user: Recipient, token: string) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_activation_subject({}, opts),
    heading: m.email_activation_heading({}, opts),
    body: [m.email_greeting_anonymous({}, opts), m.email_activation_body({}, opts)],
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

/**
 * To the owner of an address someone tried to sign up with: they have an account already, and
 * here is how to get into it. The sign-up form's words are not in it, only the owner's own name.
 */
export function signupExistingEmail(publicUrl: string, user: Recipient) {
  const locale = tagOf(user)
  const opts = { locale }
  return renderEmail({
    locale,
    subject: m.email_signup_existing_subject({}, opts),
    heading: m.email_signup_existing_heading({}, opts),
    body: [greeting(user, locale), m.email_signup_existing_body({}, opts)],
    button: { label: m.email_signup_existing_button({}, opts), url: pageUrl(publicUrl, '/login', user.locale) },
    link: { label: m.email_signup_existing_reset({}, opts), url: pageUrl(publicUrl, '/forget-password', user.locale) },
    notes: [m.email_signup_existing_ignore({}, opts)],
  })
}
