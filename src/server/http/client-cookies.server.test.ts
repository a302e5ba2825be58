import { describe, expect, it } from 'vitest'
import { TEST_SECRET } from '../testing/fake-app'
import { cookieClient, sessionCookie, sessionTokenOf } from './client-cookies.server'

const plain = { secure: false, secret: TEST_SECRET }
const secure = { secure: true, secret: TEST_SECRET }
const header = (setCookie: string) => setCookie.split(';')[0]!

describe('session cookie', () => {
  it('carries the token signed, for 30 days, HttpOnly and SameSite=Lax', () => {
    const cookie = sessionCookie('tok-123', plain)
    expect(cookie).toMatch(/^inkdraft\.session_token=tok-123\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(sessionTokenOf(header(cookie), plain)).toBe('tok-123')
  })

  it('is Secure under its __Secure- name on an https site, and only that name counts there', () => {
    const cookie = sessionCookie('tok-123', secure)
    expect(cookie).toMatch(/^__Secure-inkdraft\.session_token=.*; HttpOnly; Secure; SameSite=Lax$/)
    expect(sessionTokenOf(header(cookie), secure)).toBe('tok-123')
    expect(sessionTokenOf(header(sessionCookie('tok-123', plain)), secure)).toBeNull()
  })

  it('is refused when its signature does not match (another secret, an edited token, none)', () => {
    const cookie = header(sessionCookie('tok-123', plain))
    expect(sessionTokenOf(cookie, { ...plain, secret: 'another-secret-of-more-than-thirty-two-chars' })).toBeNull()
    expect(sessionTokenOf(cookie.replace('tok-123', 'tok-124'), plain)).toBeNull()
    expect(sessionTokenOf('inkdraft.session_token=tok-123', plain)).toBeNull()
    expect(sessionTokenOf(null, plain)).toBeNull()
  })
})

describe('the client as services see it', () => {
  it('reads the sign-in nonce and writes what the service decided, the last decision per cookie', () => {
    const nonce = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'
    const { state, setCookies } = cookieClient(`inkdraft.oidc_nonce=${nonce}; other=x`, plain)
    expect(state.signInNonce).toBe(nonce)
    expect(cookieClient('inkdraft.oidc_nonce=<script>', plain).state.signInNonce).toBeUndefined()
    expect(setCookies()).toEqual([])
    state.startSession({ token: 'first' })
    state.startSession({ token: 'second' })
    state.releaseSignInNonce()
    const lines = setCookies()
    expect(lines).toHaveLength(2)
    expect(sessionTokenOf(header(lines[0]!), plain)).toBe('second')
    expect(lines[1]).toBe('inkdraft.oidc_nonce=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })

  it('ends a session by clearing its cookie, and binds a nonce for ten minutes', () => {
    const { state, setCookies } = cookieClient(null, secure)
    state.endSession()
    state.bindSignInNonce('n-2')
    expect(setCookies()).toEqual([
      '__Secure-inkdraft.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'inkdraft.oidc_nonce=n-2; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax',
    ])
  })

  it('reads the device cookie and keeps the one the service trusts for a year, under the secure name on https', () => {
    const token = 'aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb.x1.ccccccccccccccccccccccccccccccccccccccccccc'
    expect(cookieClient(`inkdraft.device=${token}`, plain).state.deviceToken).toBe(token)
    expect(cookieClient(`inkdraft.device=${token}`, secure).state.deviceToken).toBeUndefined()
    expect(cookieClient(`__Secure-inkdraft.device=${token}`, secure).state.deviceToken).toBe(token)
    expect(cookieClient('inkdraft.device=<script>', plain).state.deviceToken).toBeUndefined()
    expect(cookieClient(null, plain).state.deviceToken).toBeUndefined()

    const { state, setCookies } = cookieClient(null, secure)
    state.trustDevice(token)
    expect(setCookies()).toEqual([`__Secure-inkdraft.device=${token}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`])
    const plainClient = cookieClient(null, plain)
    plainClient.state.trustDevice(token)
    expect(plainClient.setCookies()).toEqual([`inkdraft.device=${token}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`])
  })
})
