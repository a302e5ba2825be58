import { codeToTag, type LocaleCode, localeByCode } from '@/i18n/locales'
import * as m from '@/paraglide/messages'
import { CopyButton } from './copy-button'

/**
 * Ready-made words to share the link with, in the language picked in the link builder: a short
 * social post, a longer blurb for a blog or a site, a line for an e-mail.
 */
export function CopyTexts({ locale, link }: { locale: LocaleCode; link: string | null }) {
  const language = localeByCode(locale)
  const options = { locale: codeToTag(locale) }
  const shown = link ?? m.affiliate_copy_link_placeholder()
  const texts = [
    { id: 'social', title: m.affiliate_copy_social_title(), text: m.affiliate_copy_social({ link: shown }, options) },
    { id: 'blog', title: m.affiliate_copy_blog_title(), text: m.affiliate_copy_blog({ link: shown }, options) },
    { id: 'email', title: m.affiliate_copy_email_title(), text: m.affiliate_copy_email({ link: shown }, options) },
  ]
  return (
    <section aria-labelledby="assets-copy-heading" className="rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h2 id="assets-copy-heading" className="font-display text-display-sm text-ink">
        {m.affiliate_copy_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.affiliate_copy_lede({ language: language.name })}</p>
      <ul className="mt-6 grid gap-5 lg:grid-cols-3">
        {texts.map((t) => (
          <li key={t.id} className="flex min-w-0 flex-col rounded-lg border border-line bg-canvas/40 p-4">
            <h3 className="text-sm font-medium text-ink-muted">{t.title}</h3>
            <p lang={language.htmlLang} className="mt-2 flex-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
              {t.text}
            </p>
            {link && (
              <CopyButton text={t.text} label={m.affiliate_copy_copy_aria({ text: t.title })} className="mt-4 self-start">
                {m.affiliate_assets_copy()}
              </CopyButton>
            )}
          </li>
        ))}
      </ul>
      {!link && <p className="mt-4 text-sm text-ink-muted">{m.affiliate_banner_needs_code()}</p>}
    </section>
  )
}
