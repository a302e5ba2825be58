import { codeToTag, isLocaleCode, type LocaleTag } from '@/i18n/locales'
import * as m from '@/paraglide/messages'

/** Whom an account e-mail goes to, in the language they chose. */
export interface Recipient {
  email: string
  name?: string | null
  locale?: string | null
}

export const tagOf = (user: Recipient): LocaleTag => codeToTag(isLocaleCode(user.locale) ? user.locale : 'en')

export function greeting(user: Recipient, locale: LocaleTag): string {
  return user.name?.trim() ? m.email_greeting({ name: user.name.trim() }, { locale }) : m.email_greeting_anonymous({}, { locale })
}
