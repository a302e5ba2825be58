import { randomUUID } from 'node:crypto'
import { isbot } from 'isbot'
import type { Caller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { ClickInput } from './affiliate.schema'
import { normaliseCode } from './code-format'
import type { AffiliateContext } from './context.server'

/** The visitor as the programme knows them: a keyed hash of address and user agent. */
export const visitorOf = (ctx: Pick<AffiliateContext, 'hash'>, context: Caller['context']) =>
  ctx.hash(`${context.ip}\n${context.userAgent ?? ''}`)

/**
 * POST /distribution/click (public): counts a visit through `?ref=CODE`, once per code and visitor
 * each clock hour. Answers the same empty object whatever happened, so it never tells whether a
 * code exists; bots and codes that do not count are dropped without a word.
 */
export function recordClick(ctx: AffiliateContext): Service<ClickInput, Record<string, never>> {
  return async (caller, input) => {
    const code = normaliseCode(input.distribution_code)
    // Every browser names itself; a request without a user agent is a script.
    const agent = caller.context.userAgent?.trim()
    if (!code || !agent || isbot(agent)) return {}
    const row = await ctx.repo.codeByValue(code)
    if (row?.active !== 1 || row.affiliate_status !== 'approved') return {}
    // The affiliate's own visits are not clicks.
    if (caller.kind !== 'anonymous' && caller.kind !== 'system' && caller.user.id === row.affiliate_user_id) return {}
    const now = ctx.now()
    const landing = landingOf(input.landing_url)
    await ctx.repo.insertClick({
      id: randomUUID(),
      code_id: row.id,
      affiliate_id: row.affiliate_id,
      visitor_hash: visitorOf(ctx, caller.context),
      hour: Math.floor(now / 3600),
      landing_url: landing?.path ?? null,
      referrer_host: hostOf(input.referrer),
      utm_source: landing?.utm.source ?? null,
      utm_medium: landing?.utm.medium ?? null,
      utm_campaign: landing?.utm.campaign ?? null,
      created_at: now,
    })
    return {}
  }
}

/** The landing page's path (no query: it may carry other people's parameters) and its UTM fields. */
function landingOf(url: string | null) {
  if (!url) return null
  try {
    const parsed = new URL(url)
    const param = (name: string) => parsed.searchParams.get(name)?.slice(0, 100) ?? null
    return {
      path: parsed.pathname.slice(0, 300),
      utm: { source: param('utm_source'), medium: param('utm_medium'), campaign: param('utm_campaign') },
    }
  } catch {
    return null
  }
}

function hostOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).host.slice(0, 200) || null
  } catch {
    return null
  }
}
