import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { AffiliateContext } from './context.server'
import { newCode } from './new-code.server'
import { AFFILIATE_MOVES, type AffiliateStatus } from './transitions'

export type Decision = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'ban'

const TARGET: Record<Decision, AffiliateStatus> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'approved',
  ban: 'banned',
}

/** The states each decision may be taken from (the transition table, read backwards). */
function sourcesOf(decision: Decision): AffiliateStatus[] {
  const to = TARGET[decision]
  const from = (Object.keys(AFFILIATE_MOVES) as AffiliateStatus[]).filter((s) => AFFILIATE_MOVES[s].includes(to))
  // Approving is for applications; reinstating is for suspensions.
  if (decision === 'approve') return from.filter((s) => s === 'pending')
  if (decision === 'reinstate') return from.filter((s) => s === 'suspended')
  return from
}

/**
 * An operator's (or auto-approval's) decision on an affiliate, made with a conditional update and
 * audited. Approval gives the affiliate its default code; a ban reverses every unpaid commission.
 * Returns the state before.
 */
export async function decide(
  ctx: AffiliateContext,
  affiliateId: string,
  decision: Decision,
  actor: string,
  note: string | null,
): Promise<AffiliateStatus> {
  const affiliate = await ctx.repo.affiliateById(affiliateId)
  if (!affiliate) throw new AppError(ErrorCode.NOT_FOUND, 'Not found')
  const to = TARGET[decision]
  const from = sourcesOf(decision)
  if (!from.includes(affiliate.status))
    throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: affiliate.status })
  await ctx.repo.transaction(async (tx) => {
    const now = ctx.now()
    const repo = ctx.repo.with(tx)
    if (!(await repo.moveAffiliate(affiliateId, [affiliate.status], to, note, now)))
      throw new AppError(ErrorCode.AFFILIATE_STATE, 'Not possible now', { status: affiliate.status })
    await repo.audit([{ actor, entity: 'affiliate', entityId: affiliateId, action: 'status', from: affiliate.status, to }], now)
    if (to === 'approved' && (await repo.countCodes(affiliateId)) === 0) await insertNewCode(repo, affiliateId, null, true, now)
    if (to === 'banned')
      await repo.moveCommissions(await repo.unpaidLinesOf({ affiliateId }), ['pending', 'available'], 'reversed', actor, now)
  })
  return affiliate.status
}

export const approve = (ctx: AffiliateContext, affiliateId: string, actor: string, note: string | null) =>
  decide(ctx, affiliateId, 'approve', actor, note)

/** A new code for the affiliate, drawn again on the (rare) collision with an existing one. */
export async function insertNewCode(
  repo: Pick<AffiliateContext['repo'], 'insertCode'>,
  affiliateId: string,
  label: string | null,
  isDefault: boolean,
  now: number,
): Promise<{ id: string; code: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = {
      id: randomUUID(),
      affiliate_id: affiliateId,
      code: newCode(),
      label,
      is_default: isDefault ? 1 : 0,
      active: 1,
      created_at: now,
    }
    if (await repo.insertCode(row)) return { id: row.id, code: row.code }
  }
  throw new Error('no free affiliate code after 5 draws')
}
