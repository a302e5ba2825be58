import { describe, expect, it } from 'vitest'
import type { UserInfo } from '@/modules/accounts'
import { IdentityError, type Identity } from '@/server/identity/identity.server'
import type { RateLimiter } from '@/server/limits/rate-limiter.server'
import { anonymousCaller, userCaller } from '@/server/testing/caller'
import { login } from './login.server'

function setup(outcome: 'ok' | 'bad_credentials' | 'not_verified', blocked: string[] = []) {
  const calls: string[] = []
  const identity = {
    async signIn({ email }: { email: string }) {
      calls.push(`signIn ${email}`)
      if (outcome !== 'ok') throw new IdentityError(outcome)
      return { userId: 'user-9', session: { token: 'new-session' } }
    },
    async endSession(token: string) {
      calls.push(`endSession ${token}`)
    },
  } as unknown as Identity
  const limiter = {
    async ensureNotBlocked(rule: string, key: string) {
      if (blocked.includes(rule)) throw Object.assign(new Error('blocked'), { code: 429 })
      calls.push(`check ${rule} ${key}`)
    },
    async penalize(rule: string, key: string) {
      calls.push(`penalize ${rule} ${key}`)
    },
    async forgive(rule: string, key: string) {
      calls.push(`forgive ${rule} ${key}`)
    },
  } as unknown as RateLimiter
  const service = login({ identity, limiter, userInfoOf: async (id) => ({ user: { id } }) as UserInfo })
  return { service, calls }
}

describe('login', () => {
  const input = { email: 'ana@example.com', password: 'correct horse' }

  it('starts a session, forgives the address its failures and answers the user-info', async () => {
    const { service, calls } = setup('ok')
    const caller = anonymousCaller()
    expect(await service(caller, input)).toEqual({ user: { id: 'user-9' } })
    expect(caller.events).toEqual(['start new-session'])
    expect(calls).toEqual([
      'check loginFailsByAccountAndIp ana@example.com|10.0.0.1',
      'check loginFailsByAccount ana@example.com',
      'signIn ana@example.com',
      'forgive loginFailsByAccountAndIp ana@example.com|10.0.0.1',
    ])
  })

  it('ends the session the client came with', async () => {
    const { service, calls } = setup('ok')
    const caller = userCaller({}, 'old-session')
    await service(caller, input)
    expect(calls).toContain('endSession old-session')
    expect(caller.events).toEqual(['start new-session'])
  })

  it('counts a wrong password against the account and the address, and says only "e-mail or password wrong"', async () => {
    const { service, calls } = setup('bad_credentials')
    const caller = anonymousCaller()
    await expect(service(caller, input)).rejects.toMatchObject({ code: 400016, status: 401 })
    expect(calls.filter((c) => c.startsWith('penalize'))).toEqual([
      'penalize loginFailsByAccountAndIp ana@example.com|10.0.0.1',
      'penalize loginFailsByAccount ana@example.com',
    ])
    expect(caller.events).toEqual([])
  })

  it('tells someone who knows the password that the account is not activated, without counting a failure', async () => {
    const { service, calls } = setup('not_verified')
    await expect(service(anonymousCaller(), input)).rejects.toMatchObject({ code: 400002, data: { email: 'ana@example.com' } })
    expect(calls.some((c) => c.startsWith('penalize'))).toBe(false)
  })

  it('refuses a locked account before checking any password', async () => {
    const { service, calls } = setup('ok', ['loginFailsByAccount'])
    await expect(service(anonymousCaller(), input)).rejects.toThrow('blocked')
    expect(calls.some((c) => c.startsWith('signIn'))).toBe(false)
  })
})
