import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { localeParam, splitLocale } from '@/i18n/paths'
import type { UserInfo } from '@/modules/accounts'

interface GuardInput {
  /** Undefined only where the root did not ask (the signed-in shell, lib/app-shell.ts); read as signed out. */
  context: { userInfo: UserInfo | null | undefined }
  location: ParsedLocation
}

/**
 * Login-only pages send a logged-out reader to /login?from=<path without the leading slash>
 * (seed, section 2). Guards shape the experience only; every endpoint checks the session itself.
 */
export function requireLogin({ context, location }: GuardInput): void {
  if (context.userInfo) return
  throw redirect(loginTarget(location))
}

/**
 * The operator's pages: a logged-out reader goes to login as for any private page; a reader who
 * is not an operator meets the not-found page (the pages' existence is not advertised). Every
 * operator call checks the role on the server regardless.
 */
export function requireAdmin(input: GuardInput): void {
  requireLogin(input)
  if (input.context.userInfo?.user.role !== 'admin') throw notFound()
}

/** /login?from=<this page without its leading slash>, in the page's language. */
export function loginTarget(location: Pick<ParsedLocation, 'pathname' | 'searchStr'>) {
  return {
    to: '/{-$locale}/login',
    params: { locale: localeParam(splitLocale(location.pathname).code) },
    search: { from: `${location.pathname}${location.searchStr}`.replace(/^\//, '') },
  } as const
}

/** Login, sign-up and password-reset pages send a reader who is already logged in home. */
export function redirectIfLoggedIn({ context, location }: GuardInput): void {
  if (!context.userInfo) return
  throw redirect({ to: '/{-$locale}', params: { locale: localeParam(splitLocale(location.pathname).code) } })
}

/**
 * Where to go after login: `from` must be a path on this site (no scheme, no host, no `//`),
 * so the parameter cannot send anyone elsewhere.
 */
export function safeReturnPath(from: string | undefined | null): string | null {
  if (!from) return null
  const path = `/${from.replace(/^\/+/, '')}`
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/^\/[\\/]/.test(path) || /[\u0000-\u001f]/.test(path)) return null
  try {
    const url = new URL(path, 'https://inkdraft.invalid')
    if (url.origin !== 'https://inkdraft.invalid') return null
    // Dot segments are resolved by the parse: `/.//evil.example` comes out as `//evil.example`,
    // which a browser reads as another host. What comes out is checked, not only what went in.
    if (/^\/[\\/]/.test(url.pathname)) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
