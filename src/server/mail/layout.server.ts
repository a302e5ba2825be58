import * as m from '@/paraglide/messages'
import type { LocaleTag } from '@/i18n/locales'
import { localeByTag } from '@/i18n/locales'

export interface EmailContent {
  locale: LocaleTag
  subject: string
  heading: string
  /** Paragraphs before the button. */
  body: string[]
  button: { label: string; url: string }
  /** Small print after the button: expiry, what to do if it was not you. */
  notes: string[]
  /** A second, quieter way on (a reset link beside a sign-in button). */
  link?: { label: string; url: string }
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
  language: string
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const INK = '#1c1814'
const MUTED = '#5a5147'
const PAPER = '#f5efe4'
const ACCENT = '#a9331b'
const SERIF = "Georgia, 'Times New Roman', 'Hiragino Mincho ProN', 'Noto Serif CJK JP', serif"
const SANS = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK JP', sans-serif"

/**
 * The one e-mail layout: paper background, the wordmark, a card with the message and one button,
 * the link spelled out, and the small print. Tables and inline styles, as mail clients need.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const opts = { locale: content.locale }
  const lang = localeByTag(content.locale)?.htmlLang ?? 'en'
  const url = escapeHtml(content.button.url)
  const paragraphs = content.body
    .map((p) => `<p style="margin:0 0 16px;font:16px/1.6 ${SANS};color:${INK}">${escapeHtml(p)}</p>`)
    .join('')
  const link = content.link
    ? `<p style="margin:0 0 16px;font:14px/1.55 ${SANS}"><a href="${escapeHtml(content.link.url)}" style="color:${ACCENT}">${escapeHtml(content.link.label)}</a></p>`
    : ''
  const notes =
    link +
    content.notes.map((n) => `<p style="margin:0 0 8px;font:13px/1.55 ${SANS};color:${MUTED}">${escapeHtml(n)}</p>`).join('')
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 20px;font:600 24px/1 ${SERIF};color:${INK}">Ink<span style="font-weight:400;font-style:italic;color:#7d5f22">draft</span></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e2d8c8;border-radius:8px;padding:36px 32px">
<h1 style="margin:0 0 20px;font:400 26px/1.25 ${SERIF};color:${INK}">${escapeHtml(content.heading)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:${ACCENT};border-radius:4px">
<a href="${url}" style="display:inline-block;padding:14px 26px;font:600 15px/1 ${SANS};color:#ffffff;text-decoration:none">${escapeHtml(content.button.label)}</a>
</td></tr></table>
${notes}
<p style="margin:20px 0 0;font:12px/1.5 ${SANS};color:${MUTED}">${escapeHtml(m.email_link_fallback({}, opts))}<br><a href="${url}" style="color:${ACCENT};word-break:break-all">${url}</a></p>
</td></tr>
<tr><td style="padding:20px 8px 0;font:12px/1.5 ${SANS};color:${MUTED}">${escapeHtml(m.email_footer({}, opts))}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    content.heading,
    '',
    ...content.body.flatMap((p) => [p, '']),
    `${content.button.label}: ${content.button.url}`,
    '',
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    ...content.notes,
    '',
    '— Inkdraft',
    m.email_footer({}, opts),
  ].join('\n')
  return { subject: content.subject, html, text, language: lang }
}
