import { randomUUID } from 'node:crypto'
import type { RequestContext } from '@/server/caller'
import { normaliseCode } from './code-format'
import type { AffiliateContext } from './context.server'
import { visitorOf } from './click.server'

const DAY = 86_400

/** Mail providers whose domain two strangers share: a common domain there says nothing. */
const PUBLIC_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.jp',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'yandex.ru',
  'mail.ru',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
])

/** An address as a person owns it: lower case, without a `+tag`, Gmail's dots ignored. */
export function normaliseEmail(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  const domain = rawDomain === 'googlemail.com' ? 'gmail.com' : rawDomain
  let local = rawLocal.split('+')[0]!
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

export interface NewUser {
  id: string
  email: string
}

export interface SignUpReferral {
  code: string | null
  referralUrl: string | null
  source: string | null
}

/**
 * Attribution at sign-up (ADR 46), called once when an account is created (e-mail, Google or
 * Apple): the last valid click within the cookie's 90 days wins, preferring the code the
 * browser's cookie names. Frozen: a user already attributed is never attributed again, so a later
 * login with another code changes nothing. A referral to oneself (the same normalised address)
 * is kept as blocked; a shared address or company domain is flagged for the operator, and its
 * commissions wait for the review.
 */
export function attributeSignUp(ctx: AffiliateContext) {
  return async (user: NewUser, referral: SignUpReferral, context: RequestContext): Promise<void> => {
    if (await ctx.repo.referralOfUser(user.id)) return
    const now = ctx.now()
    const since = now - ctx.programme.cookieDays * DAY
    const visitor = visitorOf(ctx, { ...context })
    const code = referral.code ? normaliseCode(referral.code) : null
    const named = code ? await ctx.repo.codeByValue(code) : undefined
    const namedCounts = named && named.active === 1 && named.affiliate_status === 'approved'
    const click = namedCounts ? await ctx.repo.lastClickOf(visitor, since, named.id) : await ctx.repo.lastClickOf(visitor, since)
    const codeId = namedCounts ? named.id : click?.code_id
    const affiliateId = namedCounts ? named.affiliate_id : click?.affiliate_id
    if (!codeId || !affiliateId) return
    const affiliate = await ctx.repo.affiliateById(affiliateId)
    const owner = affiliate?.user_id ? await ctx.repo.emailOfUser(affiliate.user_id) : undefined

    const flags: string[] = []
    let status: 'active' | 'flagged' | 'blocked' = 'active'
    if (affiliate?.user_id === user.id || (owner && normaliseEmail(owner.email) === normaliseEmail(user.email))) {
      status = 'blocked'
      flags.push('self-referral')
    }
    const addressHash = ctx.hash(`address:${context.ip}`)
    const domain = normaliseEmail(user.email).split('@')[1] ?? ''
    if (status !== 'blocked') {
      const ownAddresses = affiliate?.user_id ? await ctx.repo.sessionAddressesOf(affiliate.user_id) : []
      if (ownAddresses.some((ip) => ctx.hash(`address:${ip}`) === addressHash)) flags.push('shared-address')
      else if ((await ctx.repo.countReferralsFrom(affiliateId, addressHash)) > 0) flags.push('repeat-address')
      if (owner && !PUBLIC_DOMAINS.has(domain) && normaliseEmail(owner.email).endsWith(`@${domain}`)) flags.push('shared-domain')
      if (flags.length > 0) status = 'flagged'
    }
    const id = randomUUID()
    const inserted = await ctx.repo.insertReferral({
      id,
      referred_user_id: user.id,
      affiliate_id: affiliateId,
      code_id: codeId,
      click_id: click?.click_id ?? null,
      status,
      flags: flags.length > 0 ? flags.join(',') : null,
      address_hash: addressHash,
      email_domain: domain.slice(0, 200),
      referral_url: referral.referralUrl?.slice(0, 2000) ?? null,
      source: referral.source?.slice(0, 200) ?? null,
      created_at: now,
      reviewed_at: null,
    })
    if (inserted)
      await ctx.repo.audit(
        [{ actor: 'system:signup', entity: 'referral', entityId: id, action: 'created', from: null, to: status }],
        now,
      )
  }
}
