import { beforeEach, describe, expect, it } from 'vitest'
import type { UserInfo } from '@/modules/accounts'
import type { Config } from '@/server/env.server'
import { deviceTokens } from '@/server/identity/device-token.server'
import { IdentityError, type Identity } from '@/server/identity/identity.server'
import { RULES, type RateLimiter } from '@/server/limits/rate-limiter.server'
import { anonymousCaller, userCaller } from '@/server/testing/caller'
import { TEST_SECRET } from '@/server/testing/fake-app'
import { memoryLimiter } from '@/server/testing/memory-limiter'
import { login } from './login.server'

const PASSWORD = 'correct horse'
const ana = { email: 'ana@example.com', password: PASSWORD }
const wrong = { email: 'ana@example.com', password: 'wrong horse' }
const devices = deviceTokens(TEST_SECRET)

let limiter: RateLimiter
let calls: string[]
beforeEach(() => {
  limiter = memoryLimiter()
  calls = []
})

function service() {
  const identity = {
    async signIn({ email, password }: { email: string; password: string }) {
      calls.push(`signIn ${email}`)
      if (password === 'not verified') throw new IdentityError('not_verified')
      if (password !== PASSWORD) throw new IdentityError('bad_credentials')
      return { userId: 'user-9', session: { token: 'new-session' } }
    },
    async endSession(token: string) {
      calls.push(`endSession ${token}`)
    },
  } as unknown as Identity
  const config = { authSecret: TEST_SECRET } as Config
  return login({ identity, limiter, config, userInfoOf: async (id) => ({ user: { id } }) as UserInfo })
}

/** A client from its own address, with a device cookie or none. */
let clients = 0
const stranger = (deviceToken?: string) => {
  const caller = anonymousCaller(undefined, deviceToken)
  return { ...caller, context: { ...caller.context, ip: `10.1.0.${++clients}` } }
}
const trusted = (email = ana.email) => stranger(devices.issue(email))
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: number }) => error.code,
  )
/** Fails as many times from as many addresses as it takes to put the account in the slow lane. */
async function attackFromManyAddresses(failures = RULES.loginFailsByAccount.points) {
  for (let i = 0; i < failures; i++) expect(await outcome(service()(stranger(), wrong))).toBe(400016)
}

describe('login', () => {
  it('starts a session, trusts the browser for that address and answers the user-info', async () => {
    const caller = anonymousCaller()
    expect(await service()(caller, ana)).toEqual({ user: { id: 'user-9' } })
    expect(caller.events).toHaveLength(2)
    expect(caller.events[0]).toBe('start new-session')
    const token = caller.events[1]!.replace(/^trust /, '')
    expect(devices.verify(token, ana.email)).not.toBeNull()
  })

  it('ends the session the client came with', async () => {
    const caller = userCaller({}, 'old-session')
    await service()(caller, ana)
    expect(calls).toContain('endSession old-session')
    expect(caller.events[0]).toBe('start new-session')
  })

  it('says only "e-mail or password wrong", and trusts nothing', async () => {
    const caller = anonymousCaller()
    await expect(service()(caller, wrong)).rejects.toMatchObject({ code: 400016, status: 401 })
    expect(caller.events).toEqual([])
  })

  it('tells someone who knows the password that the account is not activated, without counting a failure', async () => {
    const caller = stranger()
    for (let i = 0; i < RULES.loginFailsByAccountAndIp.points; i++)
      await expect(service()(caller, { ...ana, password: 'not verified' })).rejects.toMatchObject({
        code: 400002,
        data: { email: ana.email },
      })
    expect(await outcome(service()(caller, ana))).toBe('ok')
  })

  describe('a client without a device cookie', () => {
    it('is paused for 15 minutes after 5 wrong passwords from its address, even with the right one, before any check', async () => {
      const caller = stranger()
      for (let i = 0; i < 5; i++) await expect(service()(caller, wrong)).rejects.toMatchObject({ code: 400016 })
      calls = []
      await expect(service()(caller, ana)).rejects.toMatchObject({ code: 429, data: { retry_after: 15 * 60 } })
      expect(calls).toEqual([])
      expect(await outcome(service()(stranger(), ana))).toBe('ok')
    })

    it('has its address forgiven by a right password', async () => {
      const caller = stranger()
      for (let i = 0; i < 4; i++) await outcome(service()(caller, wrong))
      expect(await outcome(service()(caller, ana))).toBe('ok')
      for (let i = 0; i < 4; i++) expect(await outcome(service()(caller, wrong))).toBe(400016)
    })

    it('once the account drew 50 failures, shares one attempt a minute for it: slowed, never locked for an hour', async () => {
      await attackFromManyAddresses()
      // The first attempt past the threshold takes the minute's slot, the next waits at most a minute.
      expect(await outcome(service()(stranger(), wrong))).toBe(400016)
      const owner = stranger()
      const slowed = await service()(owner, ana).catch((error) => error)
      expect(slowed).toMatchObject({ code: 429 })
      expect(slowed.data.retry_after).toBeGreaterThan(0)
      expect(slowed.data.retry_after).toBeLessThanOrEqual(60)
      expect(calls.filter((c) => c.startsWith('signIn'))).toHaveLength(51)
      // The minute passes (the slot's row expires): the owner gets in from an address never seen.
      await limiter.forgive('loginSlowLaneByAccount', ana.email)
      expect(await outcome(service()(owner, ana))).toBe('ok')
    })

    it('is not slowed for other accounts, nor before the threshold', async () => {
      await attackFromManyAddresses(RULES.loginFailsByAccount.points - 1)
      expect(await outcome(service()(stranger(), wrong))).toBe(400016)
      expect(await outcome(service()(stranger(), { email: 'bo@example.com', password: PASSWORD }))).toBe('ok')
      expect(await outcome(service()(stranger(), { email: 'bo@example.com', password: PASSWORD }))).toBe('ok')
    })
  })

  describe('a browser with a device cookie for the address', () => {
    it('signs in at once while strangers have the account in the slow lane and its own address paused', async () => {
      await attackFromManyAddresses()
      const owner = trusted()
      // Someone behind the owner's address guessed too.
      for (let i = 0; i < 5; i++) await outcome(service()({ ...stranger(), context: owner.context }, wrong))
      expect(await outcome(service()(owner, ana))).toBe('ok')
      expect(await outcome(service()(trusted(), ana))).toBe('ok')
      expect(owner.events[1]).toMatch(/^trust /)
      expect(owner.events[1]).not.toBe(`trust ${owner.client.deviceToken}`)
    })

    it('is counted apart from the account: its failures neither slow the account nor pause its address', async () => {
      const owner = trusted()
      for (let i = 0; i < 9; i++) expect(await outcome(service()(owner, wrong))).toBe(400016)
      expect(await outcome(service()(owner, ana))).toBe('ok')
      expect(await limiter.reached('loginFailsByAccount', ana.email)).toBe(false)
      expect(await outcome(service()({ ...stranger(), context: owner.context }, ana))).toBe('ok')
    })

    it('after 10 wrong passwords is trusted no more, and is judged like any other client', async () => {
      const owner = trusted()
      for (let i = 0; i < 10; i++) expect(await outcome(service()(owner, wrong))).toBe(400016)
      for (let i = 0; i < 5; i++) expect(await outcome(service()(owner, wrong))).toBe(400016)
      expect(await outcome(service()(owner, ana))).toBe(429)
      // Another trusted browser of the owner is not affected.
      expect(await outcome(service()(trusted(), ana))).toBe('ok')
    })

    it('counts for nothing when it names another address, is forged or comes from another secret', async () => {
      await attackFromManyAddresses()
      await outcome(service()(stranger(), wrong))
      const [account, nonce, ...rest] = devices.issue(ana.email).split('.')
      const forged = [account, `${nonce!.startsWith('A') ? 'B' : 'A'}${nonce!.slice(1)}`, ...rest].join('.')
      const foreign = deviceTokens('another-secret-of-more-than-thirty-two-chars').issue(ana.email)
      for (const token of [devices.issue('bo@example.com'), forged, foreign])
        expect(await outcome(service()(stranger(token), ana))).toBe(429)
    })
  })
})
