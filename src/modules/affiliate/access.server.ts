import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { AffiliateRepo, AffiliateRow } from './affiliate.repo.server'
import type { AffiliateStatus } from './transitions'

/** The caller's affiliate in one of `allowed`; 400402 (not an affiliate in that state) otherwise. */
export async function affiliateIn(
  repo: AffiliateRepo,
  userId: string,
  allowed: readonly AffiliateStatus[],
): Promise<AffiliateRow> {
  const affiliate = await repo.affiliateByUser(userId)
  if (!affiliate || !allowed.includes(affiliate.status))
    throw new AppError(ErrorCode.AFFILIATE_NOT_APPROVED, 'Not an approved affiliate', { status: affiliate?.status ?? 'none' })
  return affiliate
}

/** Who has records to read: everyone who was ever approved. */
export const WITH_RECORDS: readonly AffiliateStatus[] = ['approved', 'suspended', 'banned']
