import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { anonymousCaller } from '@/server/testing/caller'
import { adminOf, approvedAffiliate } from '../support/affiliate-app'
import { appOn, callerOf, insertUser } from '../support/billing-app'
import { databaseKinds } from '../support/databases'

const context = (ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0') => ({
  locale: 'en' as const,
  ip,
  userAgent,
  origin: 'http://localhost',
})

/**
 * Clicks and attribution (ADR 46): clicks count once per code, visitor and hour and never say
 * whether a code exists; sign-up takes the last valid click, is frozen, refuses self-referral and
 * flags shared addresses and company domains for review.
 */
describe.each(databaseKinds)('affiliate clicks and attribution on %s', (kind) => {
  const suite = appOn(kind)
  const click = (code: string, ip: string, userAgent?: string) =>
    suite.app.affiliate.click(
      { ...anonymousCaller(), context: context(ip, userAgent) },
      { distribution_code: code, landing_url: 'https://inkdraft.example/text-to-tattoo?utm_source=ig&x=1', referrer: null },
    )
  const clicksOf = (affiliateId: string) =>
    suite.handle.db.selectFrom('affiliate_click').selectAll().where('affiliate_id', '=', affiliateId).execute()
  const newUser = async (domain = 'customers.example') => {
    const email = `someone.${randomUUID()}@${domain}`
    return { id: await insertUser(suite.handle, email), email }
  }
  const referralOf = (userId: string) =>
    suite.handle.db.selectFrom('referral').selectAll().where('referred_user_id', '=', userId).executeTakeFirst()

  it('counts a click once per visitor and hour, keeps no address, drops bots and answers the same for unknown codes', async () => {
    const { affiliateId, code } = await approvedAffiliate(suite.app, suite.handle, await adminOf(suite.handle))
    expect(await click(code, '203.0.113.5')).toEqual({})
    expect(await click(code.toLowerCase(), '203.0.113.5')).toEqual({})
    expect(await click(code, '203.0.113.6')).toEqual({})
    expect(await click(code, '203.0.113.7', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).toEqual({})
    expect(await click(code, '203.0.113.8', '')).toEqual({})
    expect(await click('ZZZZ9999', '203.0.113.5')).toEqual({})
    expect(await click('<script>', '203.0.113.5')).toEqual({})
    const rows = await clicksOf(affiliateId)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ landing_url: '/text-to-tattoo', utm_source: 'ig' })
    expect(JSON.stringify(rows)).not.toContain('203.0.113')
  })

  it('attributes to the code in the cookie, else to the visitor’s last valid click, and never again', async () => {
    const admin = await adminOf(suite.handle)
    const a = await approvedAffiliate(suite.app, suite.handle, admin)
    const b = await approvedAffiliate(suite.app, suite.handle, admin)
    const ip = '198.51.100.20'
    await click(a.code, ip)
    await click(b.code, ip)
    const viaCookie = await newUser()
    await suite.app.affiliate.attribute(
      viaCookie,
      { code: a.code, referralUrl: 'https://x.example/?ref=1', source: 'ig' },
      context(ip),
    )
    expect(await referralOf(viaCookie.id)).toMatchObject({ affiliate_id: a.affiliateId, status: 'active', source: 'ig' })

    const viaClick = await newUser()
    await suite.app.affiliate.attribute(viaClick, { code: null, referralUrl: null, source: null }, context(ip))
    expect(await referralOf(viaClick.id)).toMatchObject({ affiliate_id: b.affiliateId })
    // A later login with another code changes nothing.
    await suite.app.affiliate.attribute(viaClick, { code: a.code, referralUrl: null, source: null }, context(ip))
    expect(await referralOf(viaClick.id)).toMatchObject({ affiliate_id: b.affiliateId })

    const stranger = await newUser()
    await suite.app.affiliate.attribute(stranger, { code: 'NOPE1234', referralUrl: null, source: null }, context('192.0.2.99'))
    expect(await referralOf(stranger.id)).toBeUndefined()
  })

  it('blocks self-referral by normalised address and flags a shared company domain', async () => {
    const admin = await adminOf(suite.handle)
    const { affiliateId, code, caller } = await approvedAffiliate(suite.app, suite.handle, admin, `Tattoo.Artist+aff@gmail.com`)
    const self = { id: await insertUser(suite.handle, 'tattooartist@googlemail.com'), email: 'tattooartist@googlemail.com' }
    await suite.app.affiliate.attribute(self, { code, referralUrl: null, source: null }, context('192.0.2.1'))
    expect(await referralOf(self.id)).toMatchObject({ status: 'blocked', flags: 'self-referral' })

    const colleague = await approvedAffiliate(suite.app, suite.handle, admin, `owner.${randomUUID()}@studio-ink.example`)
    const worker = await newUser('studio-ink.example')
    await suite.app.affiliate.attribute(worker, { code: colleague.code, referralUrl: null, source: null }, context('192.0.2.2'))
    expect(await referralOf(worker.id)).toMatchObject({ status: 'flagged', flags: 'shared-domain' })

    // The operator clears it; the review is audited.
    const listed = await suite.app.affiliate.operator.referrals(admin, { page: 1, page_size: 50, status: 'flagged' })
    const flagged = listed.items.find((r) => r.referred_email === worker.email)!
    await suite.app.affiliate.operator.reviewReferral(admin, { referral_id: flagged.id, action: 'clear' })
    expect(await referralOf(worker.id)).toMatchObject({ status: 'active' })
    void affiliateId
    void caller
  })

  it('shows records (clicks, sign-ups, payments) paged, newest first, with the sign-up masked', async () => {
    const admin = await adminOf(suite.handle)
    const { code, caller } = await approvedAffiliate(suite.app, suite.handle, admin)
    for (let i = 0; i < 5; i++) await click(code, `203.0.113.${100 + i}`)
    const user = await newUser()
    await suite.app.affiliate.attribute(user, { code, referralUrl: null, source: null }, context('203.0.113.100'))
    const first = await suite.app.affiliate.records(caller, { page: 1, page_size: 4, from: 0, to: 0 })
    expect(first.total).toBe(6)
    expect(first.items).toHaveLength(4)
    const second = await suite.app.affiliate.records(caller, { page: 2, page_size: 4, from: 0, to: 0 })
    expect(second.items).toHaveLength(2)
    const signups = await suite.app.affiliate.records(caller, { page: 1, page_size: 20, type: 'signup', from: 0, to: 0 })
    expect(signups.total).toBe(1)
    expect(signups.items[0]!.detail).toMatch(/^som\*\*\*@customers\.example$/)
    const codes = await suite.app.affiliate.codes(caller, { page: 1, page_size: 20 })
    expect(codes.items[0]).toMatchObject({ code, clicks: 5, signups: 1, customers: 0, is_default: true })
  })

  it('keeps non-affiliates out of the affiliate calls and lets an applicant see their state', async () => {
    const caller = await callerOf(suite.handle, await insertUser(suite.handle))
    await expect(suite.app.affiliate.records(caller, { page: 1, page_size: 20, from: 0, to: 0 })).rejects.toMatchObject({
      code: 400402,
    })
    expect((await suite.app.affiliate.show(caller)).status).toBe('none')
    await suite.app.affiliate.apply(caller, {
      website: null,
      audience: null,
      promotion_plan: 'I run a tattoo blog with 20k readers',
      paypal_email: null,
    })
    expect((await suite.app.affiliate.show(caller)).status).toBe('pending')
    await expect(suite.app.affiliate.createCode(caller, { label: 'ig' })).rejects.toMatchObject({ code: 400402 })
    await expect(
      suite.app.affiliate.apply(caller, {
        website: null,
        audience: null,
        promotion_plan: 'I run a tattoo blog with 20k readers',
        paypal_email: null,
      }),
    ).rejects.toMatchObject({ code: 400403 })
  })
})
