import { useSuspenseQuery } from '@tanstack/react-query'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { affiliateQuery } from './queries'

/** The signed-in user's id, for the affiliate queries' keys (the area is behind requireLogin). */
export function useUserId(): string {
  return useUserInfo()?.user.id ?? ''
}

/** The caller's standing in the programme; the affiliate layout's loader has read it already. */
export function useAffiliate() {
  return useSuspenseQuery(affiliateQuery(useUserId())).data
}
