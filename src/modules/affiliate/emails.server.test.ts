import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import {
  applicationReceivedEmail,
  confirmPayoutEmail,
  decisionEmail,
  firstCommissionEmail,
  settlementEmail,
} from './emails.server'

const PUBLIC = 'https://inkdraft.example'

/** The programme's mails in every language: their own words, links into the reader's language. */
describe.each(LOCALES.map((l) => l.code))('affiliate mails in %s', (locale) => {
  const user = { email: 'ann@example.com', name: 'Ann', locale }
  const mails = {
    received: applicationReceivedEmail(PUBLIC, user),
    approved: decisionEmail(PUBLIC, user, true, null),
    rejected: decisionEmail(PUBLIC, user, false, 'too small yet'),
    first: firstCommissionEmail(PUBLIC, user, { amount: 180, currency: 'USD' }, 30),
    paid: settlementEmail(PUBLIC, user, true, { amount: 5400, currency: 'EUR', paypal: 'ann***@example.com' }),
    failed: settlementEmail(PUBLIC, user, false, { amount: 5400, currency: 'EUR', paypal: 'ann***@example.com' }),
    confirm: confirmPayoutEmail(PUBLIC, user, 'new@pay.example', 'tok_123456789012345678901234'),
  }
  const prefix = locale === 'en' ? '' : `/${locale}`

  it('has a subject and a body in the language, with the link in the reader’s language', () => {
    const subjects = new Set(Object.values(mails).map((m) => m.subject))
    expect(subjects.size).toBe(Object.keys(mails).length)
    for (const mail of Object.values(mails)) {
      expect(mail.subject.length).toBeGreaterThan(5)
      expect(mail.text).toContain('Ann')
      expect(mail.html).toContain(`${PUBLIC}${prefix}/affiliate`)
    }
    expect(mails.rejected.text).toContain('too small yet')
    expect(mails.paid.text).toContain('ann***@example.com')
    expect(mails.confirm.text).toContain('new@pay.example')
    expect(mails.confirm.html).toContain('token=tok_123456789012345678901234')
    expect(mails.first.text).toMatch(/1[.,]80/)
  })

  it.skipIf(locale === 'en')('is translated, not the English text', () => {
    const english = { email: 'ann@example.com', name: 'Ann', locale: 'en' }
    expect(mails.received.subject).not.toBe(applicationReceivedEmail(PUBLIC, english).subject)
    expect(mails.paid.text).not.toBe(settlementEmail(PUBLIC, english, true, { amount: 5400, currency: 'EUR', paypal: 'x' }).text)
  })
})
