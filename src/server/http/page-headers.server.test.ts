import { describe, expect, it } from 'vitest'
import { carriesSession, withPageHeaders } from './page-headers.server'

const html = (headers: Record<string, string> = {}) =>
  new Response('<!doctype html><p>hi</p>', {
    status: 404,
    statusText: 'Not Found',
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
const request = (cookie?: string) => new Request('http://x/dashboard', cookie ? { headers: { cookie } } : {})
const SIGNED_IN = 'i18n_redirected=de; inkdraft.session_token=tok.c2ln'

describe('page headers', () => {
  it('puts the CSP with the page nonce on every HTML page', () => {
    const res = withPageHeaders(request(), html(), 'N0nce+/==')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'nonce-N0nce+/==' 'strict-dynamic'")
  })

  it('keeps a signed-in page out of every cache', () => {
    const res = withPageHeaders(request(SIGNED_IN), html({ 'cache-control': 'public, max-age=600' }), 'n')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toBe('Cookie')
  })

  it('knows the session cookie under its https name too', () => {
    expect(carriesSession(request('__Secure-inkdraft.session_token=tok.c2ln'))).toBe(true)
    expect(carriesSession(request('inkdraft.session_token=tok.c2ln'))).toBe(true)
    expect(carriesSession(request('i18n_redirected=en; other.session_token=x'))).toBe(false)
    expect(carriesSession(request())).toBe(false)
  })

  it('leaves an anonymous page cacheable, but says it depends on the cookie', () => {
    const res = withPageHeaders(request('i18n_redirected=en'), html({ vary: 'Accept-Language' }), 'n')
    expect(res.headers.get('cache-control')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Language, Cookie')
  })

  it('keeps the status and the body', async () => {
    const res = withPageHeaders(request(SIGNED_IN), html(), 'n')
    expect(res.status).toBe(404)
    expect(res.statusText).toBe('Not Found')
    expect(await res.text()).toBe('<!doctype html><p>hi</p>')
  })

  it('passes files and other answers through untouched, even for a signed-in user', () => {
    const script = new Response('x', { headers: { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=86400' } })
    expect(withPageHeaders(request(SIGNED_IN), script, 'n')).toBe(script)
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(withPageHeaders(request(SIGNED_IN), json, 'n')).toBe(json)
    const redirect = new Response(null, { status: 307, headers: { location: '/de' } })
    expect(withPageHeaders(request(SIGNED_IN), redirect, 'n')).toBe(redirect)
  })
})
