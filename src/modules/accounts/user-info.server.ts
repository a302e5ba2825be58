import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { config } from '@/server/env.server'
import { db } from '@/server/startup.server'
import { periodResetsAt, periodStart } from './quota-periods'
import type { ImagePermission, PermissionName, PermissionQuota, QuotaPeriod, UserInfo } from './user-info'

const toUnix = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000)

/** The account's administrator is whoever owns ADMIN_EMAIL, checked on every read. */
export function roleOf(email: string, stored: string | null): UserInfo['user']['role'] {
  const admin = config().adminEmail
  if (admin && email.toLowerCase() === admin) return 'admin'
  return stored === 'admin' ? 'admin' : 'user'
}

async function usage(
  userId: string,
  permission: PermissionName,
  period: QuotaPeriod,
  limit: number,
  now: number,
): Promise<PermissionQuota> {
  const start = periodStart(period, now)
  const row = await db()
    .selectFrom('quota_usage')
    .select(['used', 'reserved'])
    .where('user_id', '=', userId)
    .where('permission_name', '=', permission)
    .where('period_start', '=', start)
    .executeTakeFirst()
  // Reserved prompts (jobs in flight) count as used until they succeed or are released.
  const used = row ? Number(row.used) + Number(row.reserved) : 0
  return { permission_name: permission, limit, used, period, resets_at: periodResetsAt(period, now) }
}

export async function userInfo(userId: string, now = Math.floor(Date.now() / 1000)): Promise<UserInfo> {
  const user = await db().selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
  const rankName = user.rank ?? 'FREE'
  const rank =
    (await db().selectFrom('rank').selectAll().where('name', '=', rankName).executeTakeFirst()) ??
    (await db().selectFrom('rank').selectAll().where('name', '=', 'FREE').executeTakeFirstOrThrow())
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      locale: user.locale ?? 'en',
      role: roleOf(user.email, user.role),
      email_verified: user.email_verified === true || user.email_verified === 1,
      created_at: toUnix(user.created_at),
    },
    permissions_quota: [
      await usage(user.id, 'image_slow_prompts', rank.slow_period, rank.slow_limit, now),
      await usage(user.id, 'image_priority_prompts', rank.priority_period, rank.priority_limit, now),
    ],
    rank: { rank_name: rank.name, permission: { image: JSON.parse(rank.permission_image) as ImagePermission } },
  }
}
