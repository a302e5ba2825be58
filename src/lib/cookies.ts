import { readCookie } from '@/i18n/cookie'

/** Browser cookies readable by scripts (never the session, which is HttpOnly). */
export function setClientCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}

export function getClientCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name)
}

export function deleteClientCookie(name: string): void {
  if (typeof document !== 'undefined') document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}
