import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { sqlOn } from '../support/sql'
import { startOidcProvider, type TestOidc } from '../support/oidc'
import { freePort, startServer, type RunningServer } from '../support/server'
import { startSmtp, type TestSmtp } from '../support/smtp'

const PASSWORD = 'swallow-under-the-rose-7'
const FIXTURES = join(import.meta.dirname, '../fixtures/photos')
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++counter}@example.com`

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let db: TestDatabase
  let smtp: TestSmtp
  let oidc: TestOidc
  let server: RunningServer
  let client: () => ApiClient

  /** Runs SQL on the server's own database (reading users, expiring tokens, changing ranks). */
  const sql = (query: string, params: unknown[] = []) => sqlOn(db)(query, params)

  const readUser = async (email: string) => (await sql('select * from "user" where email = $1', [email]))[0]!

  /** Signs up through the API and returns the answer and the activation token from the mail. */
  async function signupToken(c: ApiClient, email: string, extra: Record<string, unknown> = {}) {
    const before = smtp.mails.length
    const res = await c.post('/signup', { email, password: PASSWORD, ...extra })
    const mail = await smtp.next(email, { after: before })
    return { res, token: new URL(mail.link!).searchParams.get('token')! }
  }

  /** Signs up, activates through the e-mail's link, and returns the signed-in client. */
  async function activatedUser(email = uniqueEmail('user'), locale = 'en') {
    const c = new ApiClient(server.url, undefined, locale)
    const { res, token } = await signupToken(c, email, { name: 'Ink Lover', locale })
    expect(res.code).toBe(200)
    const done = await c.post('/complete-signup', { token })
    expect(done.code).toBe(200)
    return { client: c, email, userId: done.data.user.id as string }
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    smtp = await startSmtp()
    // The server's own URL must be known for the provider's redirect URIs; reserve it first.
    const port = await freePort()
    const publicUrl = `http://127.0.0.1:${port}`
    oidc = await startOidcProvider([
      { client_id: 'google-client', client_secret: 'google-secret', redirect_uris: [`${publicUrl}/login`] },
      { client_id: 'apple-client', client_secret: 'apple-secret', redirect_uris: [`${publicUrl}/login`] },
    ])
    server = await startServer({
      ...db.env,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: oidc.issuer,
      APPLE_CLIENT_ID: 'apple-client',
      APPLE_ISSUER: oidc.issuer,
    })
    client = () => new ApiClient(server.url)
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await oidc?.close()
    await smtp?.close()
    await db?.drop()
  })

  describe('sign-up', () => {
    it('validates every field, with catalogue keys, and ignores unknown ones', async () => {
      const c = client()
      const empty = await c.post('/signup', { nickname: 'x' })
      expect(empty).toMatchObject({ status: 400, code: 400001 })
      expect(empty.data.fields).toEqual({ email: 'validation_required', password: 'validation_required' })

      const bad = await c.post('/signup', { email: 'not-an-email', password: 'short', name: 'x'.repeat(81), locale: 'xx' })
      expect(bad.data.fields).toEqual({
        email: 'validation_email',
        password: 'validation_password_short',
        name: 'validation_name_long',
        locale: 'validation_locale',
      })
      const long = await c.post('/signup', { email: uniqueEmail('long'), password: 'a'.repeat(129) })
      expect(long.data.fields).toEqual({ password: 'validation_password_long' })
    })

    it('refuses the most common passwords', async () => {
      const res = await client().post('/signup', { email: uniqueEmail('common'), password: 'password123' })
      expect(res).toMatchObject({ code: 400001, data: { fields: { password: 'validation_password_common' } } })
    })

    it('answers a registered address as a new one, and tells its owner instead, in any letter case', async () => {
      const { email } = await activatedUser()
      const mailsBefore = smtp.mails.length
      const fresh = await client().post('/signup', {
        email: uniqueEmail('fresh'),
        password: PASSWORD,
        name: 'Visit https://evil.example',
      })
      const again = await client().post('/signup', {
        email: email.toUpperCase(),
        password: PASSWORD,
        name: 'Visit https://evil.example',
      })
      expect({ status: again.status, code: again.code, data: Object.keys(again.data) }).toEqual({
        status: fresh.status,
        code: fresh.code,
        data: Object.keys(fresh.data),
      })
      expect(again.status).toBe(200)
      const told = await smtp.next(email, { after: mailsBefore })
      expect(told.subject).toBe('You already have an Inkdraft account')
      expect(told.text).toContain('/forget-password')
      expect(told.text).not.toContain('evil.example')
    })

    it('refuses malformed JSON as a validation error', async () => {
      const res = await fetch(`${server.url}/common-api/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { code: number }).code).toBe(400001)
    })
  })

  describe('the whole path: sign-up → e-mail → activation → login → profile → logout', () => {
    it('works end to end, in the language chosen at sign-up', async () => {
      const email = uniqueEmail('path')
      const c = new ApiClient(server.url, undefined, 'ja')
      const before = smtp.mails.length
      const signup = await c.post('/signup', {
        email,
        password: PASSWORD,
        name: 'Koi Fan',
        locale: 'ja',
        source: 'instagram',
        referral_url: 'https://inkdraft.example/ja/text-to-tattoo?utm_source=instagram',
        distribution_code: 'INK42',
      })
      expect(signup).toMatchObject({ status: 200, code: 200, data: { email } })

      const mail = await smtp.next(email, { after: before })
      expect(mail.language).toBe('ja')
      expect(mail.subject).not.toMatch(/Activate/)
      expect(mail.html).toContain('<html lang="ja">')
      expect(mail.link).toMatch(/\/ja\/register\/verification-success\?token=/)

      // Not activated yet: the seed's 400002, with the address to send the reader to.
      const early = await c.post('/login', { email, password: PASSWORD })
      expect(early).toMatchObject({ status: 403, code: 400002, data: { email } })

      const token = new URL(mail.link!).searchParams.get('token')!
      const activated = await c.post('/complete-signup', { token })
      expect(activated.status).toBe(200)
      const session = activated.headers.getSetCookie().find((s) => s.startsWith('inkdraft.session_token='))
      expect(session).toMatch(/HttpOnly/)
      expect(session).toMatch(/SameSite=Lax/)
      expect(session).toMatch(/Max-Age=2592000/)

      // The user-info response, exactly the shape of API.md.
      const info = await c.get('/user')
      expect(info.code).toBe(200)
      expect(Object.keys(info.data).sort()).toEqual(['permissions_quota', 'rank', 'user'])
      expect(info.data.user).toEqual({
        id: expect.any(String),
        email,
        name: 'Koi Fan',
        image: null,
        locale: 'ja',
        role: 'user',
        email_verified: true,
        created_at: expect.any(Number),
      })
      expect(info.data.permissions_quota).toEqual([
        { permission_name: 'image_slow_prompts', limit: 10, used: 0, reserved: 0, period: 'day', resets_at: expect.any(Number) },
        {
          permission_name: 'image_priority_prompts',
          limit: 0,
          used: 0,
          reserved: 0,
          period: 'month',
          resets_at: expect.any(Number),
        },
      ])
      expect(info.data.rank).toEqual({
        rank_name: 'FREE',
        permission: { image: { max_variations: 2, svg_export: false, priority_lane: false } },
      })

      // The referral fields of the visit are kept on the new user.
      const updated = await c.put('/user', { name: 'Koi Master', locale: 'de', theme: 'light' })
      expect(updated.data.user).toMatchObject({ name: 'Koi Master', locale: 'de' })

      const out = await c.delete('/logout')
      expect(out).toMatchObject({ status: 200, data: {} })
      expect((await c.get('/user')).status).toBe(401)

      // And back in with the password.
      const again = await c.post('/login', { email, password: PASSWORD })
      expect(again.data.user.email).toBe(email)
      expect((await c.get('/user')).data.user.name).toBe('Koi Master')
    })

    it('stores the sign-up’s referral fields on the user', async () => {
      const email = uniqueEmail('referral')
      const c = client()
      await c.post('/signup', {
        email,
        password: PASSWORD,
        source: 'tiktok',
        referral_url: 'https://x.example/?ref=ABC',
        distribution_code: 'ABC',
      })
      const rows = await readUser(email)
      expect(rows).toMatchObject({
        source: 'tiktok',
        referral_url: 'https://x.example/?ref=ABC',
        referred_by: 'ABC',
        rank: 'FREE',
        role: 'user',
      })
    })
  })

  describe('activation tokens', () => {
    it('work once', async () => {
      const email = uniqueEmail('once')
      const c = client()
      const { token } = await signupToken(c, email)
      expect((await c.post('/complete-signup', { token })).code).toBe(200)
      const replay = await client().post('/complete-signup', { token })
      expect(replay).toMatchObject({ status: 400, code: 400201 })
    })

    it('refuse unknown and expired tokens', async () => {
      expect((await client().post('/complete-signup', { token: 'x'.repeat(43) })).code).toBe(400201)
      expect((await client().post('/complete-signup', {})).code).toBe(400001)
      const email = uniqueEmail('expired')
      const { token } = await signupToken(client(), email)
      const user = await readUser(email)
      await sql(`update verification set expires_at = $1 where value = $2`, [
        kind === 'sqlite' ? new Date(Date.now() - 1000).toISOString() : new Date(Date.now() - 1000),
        user.id,
      ])
      expect((await client().post('/complete-signup', { token })).code).toBe(400201)
    })

    it('can be sent again, with the same answer for unknown addresses, and not too often', async () => {
      const email = uniqueEmail('resend')
      const c = client()
      await c.post('/signup', { email, password: PASSWORD })
      await smtp.next(email)
      const sentBefore = smtp.count(email)
      const mailsBefore = smtp.mails.length
      const first = await c.post('/resend-activate-email', { email })
      const unknown = await c.post('/resend-activate-email', { email: uniqueEmail('nobody') })
      expect(first).toMatchObject({ status: 200, data: {} })
      expect(unknown).toMatchObject({ status: 200, data: {} })
      const resent = await smtp.next(email, { after: mailsBefore })
      expect(resent.link).toMatch(/verification-success\?token=/)
      expect(smtp.count(email)).toBe(sentBefore + 1)
      const tooSoon = await c.post('/resend-activate-email', { email })
      expect(tooSoon).toMatchObject({ status: 429, code: 429, message: 'request too fast' })
      expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    it('are not sent for an account that is already active', async () => {
      const { email } = await activatedUser()
      const count = smtp.count(email)
      expect((await client().post('/resend-activate-email', { email })).code).toBe(200)
      await new Promise((r) => setTimeout(r, 500))
      expect(smtp.count(email)).toBe(count)
    })
  })

  describe('login', () => {
    // That both take about the same time is measured in bench/accounts.ts (login_equal_time).
    it('gives the same answer for an unknown address and a wrong password', async () => {
      const { email } = await activatedUser()
      const answer = async (body: unknown) => {
        const res = await client().post('/login', body)
        return { status: res.status, code: res.code, message: res.message, data: res.data }
      }
      for (let i = 0; i < 4; i++) {
        const a = await answer({ email, password: 'Wrong-password-1' })
        const b = await answer({ email: uniqueEmail('ghost'), password: 'Wrong-password-1' })
        expect(a).toEqual(b)
        expect(a).toMatchObject({ status: 401, code: 400016 })
      }
    })

    it('backs off an account after five wrong passwords from one address, not from another', async () => {
      const { email } = await activatedUser()
      const attacker = client()
      for (let i = 0; i < 5; i++)
        expect((await attacker.post('/login', { email, password: `Nope-${i}-password` })).code).toBe(400016)
      const blocked = await attacker.post('/login', { email, password: PASSWORD })
      expect(blocked).toMatchObject({ status: 429, message: 'request too fast' })
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60)
      expect((await client().post('/login', { email, password: PASSWORD })).code).toBe(200)
    })

    it('limits attempts per address', async () => {
      const c = client()
      let last = 0
      for (let i = 0; i < 31; i++)
        last = (await c.post('/login', { email: uniqueEmail(`spray${i}`), password: 'Whatever-123' })).status
      expect(last).toBe(429)
    })

    it('starts a new session at each login and ends the one the browser came with', async () => {
      const { client: c, email } = await activatedUser()
      const first = c.cookies.get('inkdraft.session_token')
      const stolen = new ApiClient(server.url)
      stolen.cookies.set('inkdraft.session_token', first!)
      expect((await stolen.get('/user')).status).toBe(200)
      await c.post('/login', { email, password: PASSWORD })
      expect(c.cookies.get('inkdraft.session_token')).not.toBe(first)
      expect((await c.get('/user')).status).toBe(200)
      expect((await stolen.get('/user')).status).toBe(401)
    })

    it('refuses state-changing calls from a foreign origin', async () => {
      const res = await client().post('/login', { email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' })
      expect(res).toMatchObject({ status: 403, code: 403 })
    })

    it('makes the ADMIN_EMAIL account an admin', async () => {
      const { client: c } = await activatedUser('owner@example.com')
      expect((await c.get('/user')).data.user.role).toBe('admin')
    })
  })

  describe('password reset', () => {
    it('mails a single-use link, sets the password and ends every session', async () => {
      const { client: c, email } = await activatedUser(undefined, 'fr')
      const other = new ApiClient(server.url)
      await other.post('/login', { email, password: PASSWORD })
      expect((await other.get('/user')).status).toBe(200)

      const before = smtp.mails.length
      expect(await client().post('/forgot-password', { email })).toMatchObject({ status: 200, data: {} })
      const mail = await smtp.next(email, { after: before })
      expect(mail.language).toBe('fr')
      expect(mail.link).toMatch(/\/fr\/forget-password\/reset\?token=/)
      const token = new URL(mail.link!).searchParams.get('token')!

      expect((await client().post('/reset-password', { token, password: '12345678' })).data.fields).toEqual({
        password: 'validation_password_common',
      })
      const newPassword = 'a-new-swallow-on-the-wrist'
      expect((await client().post('/reset-password', { token, password: newPassword })).code).toBe(200)
      expect((await client().post('/reset-password', { token, password: newPassword })).code).toBe(400201)

      expect((await c.get('/user')).status).toBe(401)
      expect((await other.get('/user')).status).toBe(401)
      expect((await client().post('/login', { email, password: PASSWORD })).code).toBe(400016)
      expect((await client().post('/login', { email, password: newPassword })).code).toBe(200)
      const changed = await smtp.next(email, { after: smtp.mails.indexOf(mail) + 1 })
      expect(changed.subject).toBeTruthy()
      expect(changed.subject).not.toBe(mail.subject)
    })

    it('answers the same for unknown addresses and sends nothing', async () => {
      const ghost = uniqueEmail('ghost')
      expect(await client().post('/forgot-password', { email: ghost })).toMatchObject({ status: 200, data: {} })
      await new Promise((r) => setTimeout(r, 300))
      expect(smtp.count(ghost)).toBe(0)
    })

    it('refuses a bad token and limits requests per address', async () => {
      expect(
        (await client().post('/reset-password', { token: 'nope'.repeat(8), password: 'a-new-swallow-on-the-wrist' })).code,
      ).toBe(400201)
      const email = uniqueEmail('limit')
      expect((await client().post('/forgot-password', { email })).code).toBe(200)
      expect((await client().post('/forgot-password', { email })).code).toBe(429)
    })
  })

  describe('profile', () => {
    it('changes the password with the current one, keeping this device and signing out the others', async () => {
      const { client: c, email } = await activatedUser()
      const other = new ApiClient(server.url)
      await other.post('/login', { email, password: PASSWORD })

      const wrong = await c.put('/user', { current_password: 'not-the-password', new_password: 'a-fresh-peony-on-the-arm' })
      expect(wrong).toMatchObject({ code: 400001, data: { fields: { current_password: 'validation_current_password' } } })
      const missing = await c.put('/user', { new_password: 'a-fresh-peony-on-the-arm' })
      expect(missing.data.fields).toEqual({ current_password: 'validation_required' })

      const before = smtp.mails.length
      const done = await c.put('/user', { current_password: PASSWORD, new_password: 'a-fresh-peony-on-the-arm' })
      expect(done.code).toBe(200)
      expect((await c.get('/user')).status).toBe(200)
      expect((await other.get('/user')).status).toBe(401)
      await smtp.next(email, { after: before })
    })

    it('rejects foreign avatar addresses and bad locales or themes', async () => {
      const { client: c } = await activatedUser()
      const res = await c.put('/user', { image: 'https://evil.example/a.png', locale: 'xx', theme: 'neon' })
      expect(res.data.fields).toEqual({ image: 'validation_image', locale: 'validation_locale', theme: 'validation_theme' })
      expect((await client().put('/user', { name: 'x' })).status).toBe(401)
    })

    it('takes only the user’s own avatar address, so nobody can have another’s avatar file deleted', async () => {
      const { client: victim } = await activatedUser()
      const form = new FormData()
      form.set('file', new Blob([readFileSync(join(FIXTURES, 'chelsea.png'))]), 'cat.png')
      const theirs = (await victim.post('/user/avatar', form)).data.user.image as string
      const { client: attacker } = await activatedUser()
      const taken = await attacker.put('/user', { image: theirs })
      expect(taken).toMatchObject({ status: 400, code: 400001, data: { fields: { image: 'validation_image' } } })
      await attacker.delete('/user/avatar')
      expect((await fetch(server.url + theirs)).status).toBe(200)
      // Setting one's own (or none) stays allowed.
      expect((await victim.put('/user', { image: theirs })).data.user.image).toBe(theirs)
      expect((await victim.put('/user', { image: null })).data.user.image).toBeNull()
    })

    it('takes an avatar: any real photo becomes a 256 px WebP without metadata', async () => {
      const { client: c } = await activatedUser()
      const form = new FormData()
      form.set('file', new Blob([readFileSync(join(FIXTURES, 'chelsea.png'))]), 'cat.jpg')
      const res = await c.post('/user/avatar', form)
      expect(res.code).toBe(200)
      expect(res.data.user.image).toMatch(/^\/common-api\/v1\/avatars\/[\w-]+\.webp$/)
      const image = await fetch(server.url + res.data.user.image)
      expect(image.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 })
      expect(meta.exif).toBeUndefined()

      const fake = new FormData()
      fake.set('file', new Blob(['<svg onload="alert(1)"/>']), 'photo.png')
      expect(await c.post('/user/avatar', fake)).toMatchObject({ status: 415, code: 400301, data: { reason: 'type' } })

      // HEIC, which sharp's own build cannot decode, comes through libheif.
      const heic = new FormData()
      heic.set('file', new Blob([readFileSync(join(FIXTURES, 'chelsea.heic'))]), 'IMG_0001.HEIC')
      expect((await c.post('/user/avatar', heic)).code, server.logs().slice(-1500)).toBe(200)

      const cut = new FormData()
      const png = readFileSync(join(FIXTURES, 'chelsea.png'))
      cut.set('file', new Blob([png.subarray(0, png.length - 5000)]), 'cat.png')
      expect(await c.post('/user/avatar', cut)).toMatchObject({ status: 415, code: 400301, data: { reason: 'truncated' } })

      const removed = await c.delete('/user/avatar')
      expect(removed.data.user.image).toBeNull()
      expect((await fetch(server.url + res.data.user.image)).status).toBe(404)
    })

    it('deletes the account after the owner types its address', async () => {
      const { client: c, email } = await activatedUser()
      expect((await c.delete('/user', { confirm_email: 'someone@else.com' })).data.fields).toEqual({
        confirm_email: 'validation_confirm_delete',
      })
      expect((await c.delete('/user', { confirm_email: email })).code).toBe(200)
      expect((await c.get('/user')).status).toBe(401)
      expect((await client().post('/login', { email, password: PASSWORD })).code).toBe(400016)
      expect(await readUser(email)).toBeUndefined()
    })

    it('reports the rank and counts a paid one', async () => {
      const { client: c, userId } = await activatedUser()
      await sql(`update "user" set rank = 'PRO' where id = $1`, [userId])
      const info = await c.get('/user')
      expect(info.data.rank).toEqual({
        rank_name: 'PRO',
        permission: { image: { max_variations: 4, svg_export: true, priority_lane: true } },
      })
      expect(info.data.permissions_quota[1]).toMatchObject({
        permission_name: 'image_priority_prompts',
        limit: 300,
        period: 'month',
      })
    })
  })

  describe('Google', () => {
    it('signs in with the authorization-code flow (state, nonce, PKCE) and links the account next time', async () => {
      const email = uniqueEmail('google')
      oidc.setNextAccount({ sub: `g-${email}`, email, email_verified: true, name: 'Gina Google' })
      const c = client()
      const start = await c.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      const url = new URL(start.data.url)
      expect(url.origin).toBe(oidc.issuer)
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.searchParams.get('state')).toBeTruthy()
      expect(url.searchParams.get('nonce')).toBeTruthy()

      const back = await oidc.authorize(start.data.url)
      const body = {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss'),
        source: 'google-ads',
      }
      const signedIn = await c.post('/auth-google/login', body)
      expect(signedIn.code, server.logs().slice(-800)).toBe(200)
      expect(signedIn.data.user).toMatchObject({ email, name: 'Gina Google', email_verified: true })
      expect((await readUser(email)).source).toBe('google-ads')

      // The same callback again finds no state: no replay.
      expect((await client().post('/auth-google/login', body)).code).toBe(400201)

      // Next time: same user.
      const again = client()
      const second = await again.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      const back2 = await oidc.authorize(second.data.url)
      const repeat = await again.post('/auth-google/login', {
        code: back2.searchParams.get('code'),
        state: back2.searchParams.get('state'),
        iss: back2.searchParams.get('iss'),
      })
      expect(repeat.data.user.id).toBe(signedIn.data.user.id)
    })

    it('lets only the browser that started a redirect sign-in finish it (no login CSRF by a link)', async () => {
      const email = uniqueEmail('csrf')
      oidc.setNextAccount({ sub: `g-${email}`, email, email_verified: true, name: 'Mallory' })
      const attacker = client()
      const start = await attacker.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      const back = await oidc.authorize(start.data.url)
      const body = {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss'),
      }
      // The victim's browser, sent the attacker's callback link, has no nonce of that sign-in.
      const victim = client()
      await victim.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      expect((await victim.post('/auth-google/login', body)).code).toBe(400201)
      expect((await victim.get('/user')).status).toBe(401)
      // The state is used up by the attempt.
      expect((await attacker.post('/auth-google/login', body)).code).toBe(400201)
    })

    it('refuses a redirect to another site', async () => {
      const res = await client().get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent('https://evil.example/cb')}`)
      expect(res.code).toBe(400001)
    })

    it('signs in with an ID token (credential) bound to this browser’s nonce, and refuses forged, expired and foreign ones', async () => {
      const c = client()
      const start = await c.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      const nonce = new URL(start.data.url).searchParams.get('nonce')!
      const email = uniqueEmail('credential')
      const claims = { sub: `cred-${email}`, email, email_verified: true, name: 'Cred Ential', aud: 'google-client', nonce }

      expect((await c.post('/auth-google/login', { credential: await oidc.mint(claims, { forged: true }) })).code).toBe(400201)
      expect((await c.post('/auth-google/login', { credential: await oidc.mint(claims, { expired: true }) })).code).toBe(400201)
      expect((await c.post('/auth-google/login', { credential: await oidc.mint({ ...claims, aud: 'someone-else' }) })).code).toBe(
        400201,
      )
      expect((await c.post('/auth-google/login', { credential: await oidc.mint({ ...claims, nonce: 'another' }) })).code).toBe(
        400201,
      )
      expect(
        (await c.post('/auth-google/login', { credential: await oidc.mint({ ...claims, iss: 'https://issuer.example' }) })).code,
      ).toBe(400201)
      // A browser without our nonce cookie cannot use a token meant for another.
      expect((await client().post('/auth-google/login', { credential: await oidc.mint(claims) })).code).toBe(400201)

      const ok = await c.post('/auth-google/login', { credential: await oidc.mint(claims) })
      expect(ok.data.user).toMatchObject({ email, email_verified: true })
    })
  })

  describe('Apple', () => {
    it('signs in with an ID token and takes the name Apple sends only the first time', async () => {
      const c = client()
      const start = await c.get(`/auth-google/auth-url?redirect_uri=${encodeURIComponent(`${server.url}/login`)}`)
      const nonce = new URL(start.data.url).searchParams.get('nonce')!
      const email = uniqueEmail('apple')
      const claims = { sub: `apple-${email}`, email, email_verified: 'true', aud: 'apple-client', nonce }

      expect((await c.post('/auth-apple/login', { id_token: await oidc.mint(claims, { forged: true }) })).code).toBe(400201)
      expect((await c.post('/auth-apple/login', { id_token: await oidc.mint(claims, { expired: true }) })).code).toBe(400201)
      expect((await c.post('/auth-apple/login', { id_token: await oidc.mint({ ...claims, aud: 'google-client' }) })).code).toBe(
        400201,
      )

      const res = await c.post('/auth-apple/login', {
        id_token: await oidc.mint(claims),
        code: 'c0de',
        user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Apple' } }),
        distribution_code: 'APPLE1',
      })
      expect(res.code).toBe(200)
      expect(res.data.user).toMatchObject({ email, name: 'Ada Apple' })
      expect((await readUser(email)).referred_by).toBe('APPLE1')
    })
  })
})
