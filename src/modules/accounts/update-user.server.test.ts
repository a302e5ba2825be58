import { beforeEach, describe, expect, it } from 'vitest'
import type { Config } from '@/server/env.server'
import { IdentityError, type Identity } from '@/server/identity/identity.server'
import type { RateLimiter } from '@/server/limits/rate-limiter.server'
import type { Mailer } from '@/server/mail/mailer.server'
import { userCaller } from '@/server/testing/caller'
import { memoryLimiter } from '@/server/testing/memory-limiter'
import { updateUser } from './update-user.server'
import type { UserInfo } from './user-info'

const CURRENT = 'the-current-password-1'
const change = (current: string) => ({ current_password: current, new_password: 'a-brand-new-password-2' })

let limiter: RateLimiter
let checked: number
let updates: unknown[]
beforeEach(() => {
  limiter = memoryLimiter()
  checked = 0
  updates = []
})

function service() {
  const identity = {
    async changePassword(_userId: string, { current }: { current: string }) {
      checked++
      if (current !== CURRENT) throw new IdentityError('wrong_password')
      return { token: 'fresh-session' }
    },
    updateUser: async (_id: string, changes: unknown) => void updates.push(changes),
  } as unknown as Identity
  const mailer = { enqueue: async () => {} } as unknown as Mailer
  const config = { publicUrl: 'http://localhost:3000' } as Config
  return updateUser({ identity, mailer, config, limiter, userInfoOf: async (id) => ({ user: { id } }) as UserInfo })
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: number; data?: unknown }) => error.code,
  )

describe('PUT /user: the current password', () => {
  it('may be guessed wrong 5 times in 15 minutes; then the session is refused, even the right one, unchecked and unchanged', async () => {
    const caller = userCaller()
    for (let i = 0; i < 5; i++)
      await expect(service()(caller, change(`guess-${i}`))).rejects.toMatchObject({
        code: 400001,
        data: { fields: { current_password: 'validation_current_password' } },
      })
    const refused = await service()(caller, { ...change(CURRENT), name: 'Mallory' }).catch((error) => error)
    expect(refused).toMatchObject({ code: 429, data: { retry_after: 15 * 60 } })
    expect(checked).toBe(5)
    expect(updates).toEqual([])
    expect(caller.events).toEqual([])
  })

  it('is counted per user, and a right one forgives the earlier failures', async () => {
    for (let i = 0; i < 4; i++) expect(await outcome(service()(userCaller(), change('nope')))).toBe(400001)
    const caller = userCaller()
    expect(await outcome(service()(caller, change(CURRENT)))).toBe('ok')
    expect(caller.events).toEqual(['start fresh-session'])
    for (let i = 0; i < 4; i++) expect(await outcome(service()(userCaller(), change('nope')))).toBe(400001)
    expect(await outcome(service()(userCaller({ id: 'user-2' }), change(CURRENT)))).toBe('ok')
    expect(await outcome(service()(userCaller(), change(CURRENT)))).toBe('ok')
  })

  it('does not limit changes without a new password', async () => {
    for (let i = 0; i < 5; i++) await outcome(service()(userCaller(), change('nope')))
    expect(await outcome(service()(userCaller(), { name: 'Ana B.' }))).toBe('ok')
  })
})
