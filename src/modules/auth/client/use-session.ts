import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { localeParams } from '@/i18n/use-locale'
import { toast } from '@/lib/toast'
import type { UserInfo } from '@/modules/accounts'
import * as m from '@/paraglide/messages'
import { safeReturnPath } from '../guards'
import { forgetSession, rememberSession, userInfoQuery } from './session'

/** Who is signed in, as pages see it (null when nobody is). */
export function useUserInfo(): UserInfo | null {
  return useQuery(userInfoQuery).data ?? null
}

/** After a successful login or activation: remember the session and go where the reader wanted. */
export function useSignedIn() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    async (info: UserInfo, from?: string | null) => {
      rememberSession(queryClient, info)
      // Leave the sign-in page first, then refresh: refreshed in place, the sign-in page's own guard
      // (signed in → home) redirected while this navigation ran, and sometimes won.
      const target = safeReturnPath(from)
      if (target) await router.navigate({ href: target })
      else await router.navigate({ to: '/{-$locale}', params: localeParams() })
      await router.invalidate()
    },
    [queryClient, router],
  )
}

/** After logout or account deletion: forget the session, refresh the pages, go home and say so. */
export function useSignedOut() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    async (message: string) => {
      forgetSession(queryClient)
      await router.invalidate()
      await router.navigate({ to: '/{-$locale}', params: localeParams() })
      toast.success(message)
    },
    [queryClient, router],
  )
}

export function useLogout() {
  const signedOut = useSignedOut()
  return useCallback(async () => {
    try {
      await (await import('../auth.functions')).logoutFn()
    } finally {
      await signedOut(m.logout_done())
    }
  }, [signedOut])
}
