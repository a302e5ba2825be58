// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { captureReferral, referralPayload } from './referral'

const clearCookies = () => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`
}

describe('referral capture', () => {
  beforeEach(clearCookies)

  it('keeps the first visit’s URL and source, and the latest ref code', () => {
    expect(
      captureReferral(new URL('https://inkdraft.example/de/pricing?utm_source=newsletter&ref=ANNA'), 'https://mail.example/x'),
    ).toBe('ANNA')
    expect(referralPayload()).toEqual({
      source: 'newsletter',
      referral_url: 'https://inkdraft.example/de/pricing?utm_source=newsletter&ref=ANNA',
      distribution_code: 'ANNA',
    })
    captureReferral(new URL('https://inkdraft.example/?ref=BEN'), 'https://other.example/')
    expect(referralPayload()).toEqual({
      source: 'newsletter',
      referral_url: 'https://inkdraft.example/de/pricing?utm_source=newsletter&ref=ANNA',
      distribution_code: 'BEN',
    })
  })

  it('takes the referring site as source, never our own', () => {
    captureReferral(new URL('http://localhost:3000/'), 'http://localhost:3000/pricing')
    expect(referralPayload().source).toBeNull()
    clearCookies()
    captureReferral(new URL('http://localhost:3000/'), 'https://www.reddit.com/r/tattoos')
    expect(referralPayload().source).toBe('www.reddit.com')
  })

  it('ignores malformed codes', () => {
    expect(captureReferral(new URL('https://inkdraft.example/?ref=%3Cscript%3E'), '')).toBeUndefined()
    expect(referralPayload().distribution_code).toBeNull()
  })
})
