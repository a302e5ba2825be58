import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { LOGIN_COOKIE, LOGIN_COOKIE_MAX_AGE } from '@/lib/constants'
import { deleteClientCookie, setClientCookie } from '@/lib/cookies'
import { localStore } from '@/lib/storage'
import type { UserInfo } from '@/modules/accounts'

/**
 * The seed's session state in the browser: the `isLogin` cookie (365 days), the user info in
 * TanStack Query and in local storage, with its permissionsQuota and rank. The session itself is
 * an HttpOnly cookie the server checks on every call; this is what pages show and guards read.
 */
export const USER_INFO_KEY = ['user-info'] as const
const STORED = 'userinfo'

export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: async () => (await import('@/modules/accounts/accounts.functions')).fetchUserInfo(),
  staleTime: 60_000,
})

/** After login, activation or a profile change: remember who is signed in. */
export function rememberSession(queryClient: QueryClient, info: UserInfo): void {
  queryClient.setQueryData(USER_INFO_KEY, info)
  localStore.set(STORED, info)
  setClientCookie(LOGIN_COOKIE, 'true', LOGIN_COOKIE_MAX_AGE)
}

/** After logout, a 401/403 or account deletion: forget everything about the session. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_INFO_KEY, null)
  localStore.remove(STORED)
  deleteClientCookie(LOGIN_COOKIE)
}
