import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { CodeView, ListOf } from './affiliate'
import type { CodeRow } from './affiliate.repo.server'
import { affiliateIn, WITH_RECORDS } from './access.server'
import { normaliseCode } from './code-format'
import type { AffiliateContext } from './context.server'
import { insertNewCode } from './decide.server'

/** How many codes one affiliate may hold (one per channel is the idea; a thousand is abuse). */
export const MAX_CODES = 50

type CodeWithCounts = CodeRow & { clicks: unknown; signups: unknown; customers: unknown }

const viewOf = (row: CodeWithCounts): CodeView => ({
  id: row.id,
  code: row.code,
  label: row.label,
  is_default: row.is_default === 1,
  active: row.active === 1,
  clicks: Number(row.clicks ?? 0),
  signups: Number(row.signups ?? 0),
  customers: Number(row.customers ?? 0),
  created_at: Number(row.created_at),
})

export function affiliateCodes(ctx: AffiliateContext) {
  return {
    /** GET /distribution/get-code-list: the caller's codes with what each brought. */
    list: (async (caller, input) => {
      const affiliate = await affiliateIn(ctx.repo, caller.user.id, WITH_RECORDS)
      const { rows, total } = await ctx.repo.codesOf(affiliate.id, { page: input.page, pageSize: input.page_size })
      return { items: rows.map(viewOf), page: input.page, page_size: input.page_size, total }
    }) satisfies Service<{ page: number; page_size: number }, ListOf<CodeView>, UserCaller>,

    /** POST /distribution/code: one more code, labelled for a channel. */
    create: (async (caller, input) => {
      const affiliate = await affiliateIn(ctx.repo, caller.user.id, ['approved'])
      if ((await ctx.repo.countCodes(affiliate.id)) >= MAX_CODES)
        throw new AppError(ErrorCode.AFFILIATE_STATE, 'Too many codes', { max: MAX_CODES })
      const now = ctx.now()
      const made = await insertNewCode(ctx.repo, affiliate.id, input.label, false, now)
      return {
        id: made.id,
        code: made.code,
        label: input.label,
        is_default: false,
        active: true,
        clicks: 0,
        signups: 0,
        customers: 0,
        created_at: now,
      }
    }) satisfies Service<{ label: string | null }, CodeView, UserCaller>,

    /**
     * GET /distribution/check-code: whether a code would be credited. For signed-in callers
     * (an affiliate checking a link); the public click never answers this.
     */
    check: (async (_caller, input) => {
      const code = normaliseCode(input.code)
      const row = code ? await ctx.repo.codeByValue(code) : undefined
      const valid = Boolean(row && row.active === 1 && row.affiliate_status === 'approved')
      return { valid, code: code ?? input.code }
    }) satisfies Service<{ code: string }, { valid: boolean; code: string }, UserCaller>,
  }
}
