import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { config } from '@/server/env.server'
import { db } from '@/server/startup.server'
import { periodResetsAt, periodStart } from './quota-periods'
import { rankNamed, type Rank } from './ranks.server'
import type { Kysely } from 'kysely'
import { preparedQuery } from '@/server/db/prepared-query.server'
import type { Database, UserRow } from '@/server/db/schema'
import type { ImagePermission, PermissionQuota, UserInfo } from './user-info'

const toUnix = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000)

/** The account's administrator is whoever owns ADMIN_EMAIL, checked on every read. */
export function roleOf(email: string, stored: string | null): UserInfo['user']['role'] {
  const admin = config().adminEmail
  if (admin && email.toLowerCase() === admin) return 'admin'
  return stored === 'admin' ? 'admin' : 'user'
}

const usageRows = preparedQuery((k: Kysely<Database>, userId: string, slowStart: number, priorityStart: number) =>
  k
    .selectFrom('quota_usage')
    .select(['permission_name', 'period_start', 'used', 'reserved'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('permission_name', '=', 'image_slow_prompts'), eb('period_start', '=', slowStart)]),
        eb.and([eb('permission_name', '=', 'image_priority_prompts'), eb('period_start', '=', priorityStart)]),
      ]),
    ),
)

/** Both prompt quotas of a user for the current periods, in one query. */
async function quotas(userId: string, rank: Rank, now: number): Promise<PermissionQuota[]> {
  const wanted = [
    { permission: 'image_slow_prompts' as const, period: rank.slow_period, limit: rank.slow_limit },
    { permission: 'image_priority_prompts' as const, period: rank.priority_period, limit: rank.priority_limit },
  ].map((q) => ({ ...q, start: periodStart(q.period, now) }))
  const rows = await usageRows(db(), userId, wanted[0]!.start, wanted[1]!.start)
  return wanted.map((q) => {
    const row = rows.find((r) => r.permission_name === q.permission && Number(r.period_start) === q.start)
    // Reserved prompts (jobs in flight) count as used until they succeed or are released.
    const used = row ? Number(row.used) + Number(row.reserved) : 0
    return { permission_name: q.permission, limit: q.limit, used, period: q.period, resets_at: periodResetsAt(q.period, now) }
  })
}

export async function userInfo(userId: string, loaded?: UserRow): Promise<UserInfo> {
  const user = loaded ?? (await db().selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst())
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
  const rank = await rankNamed(user.rank)
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
    permissions_quota: await quotas(user.id, rank, Math.floor(Date.now() / 1000)),
    rank: { rank_name: rank.name, permission: { image: JSON.parse(rank.permission_image) as ImagePermission } },
  }
}
