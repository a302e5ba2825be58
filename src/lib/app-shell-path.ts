import { splitLocale } from '@/i18n/paths'

/**
 * The signed-in workspace (`/dashboard…` in any language) is sent as one stored shell per path:
 * the same HTML for every signed-in visitor, the page's data fetched by the browser
 * (docs/decisions/0048-signed-in-app-shell.md).
 */
export function isAppShellPath(pathname: string): boolean {
  const { path } = splitLocale(pathname)
  return path === '/dashboard' || path.startsWith('/dashboard/')
}
