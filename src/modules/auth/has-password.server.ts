import { db } from '@/server/startup.server'

/** Whether the user can log in with a password (accounts made with Google or Apple have none). */
export async function hasPassword(userId: string): Promise<boolean> {
  const row = await db()
    .selectFrom('account')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}
