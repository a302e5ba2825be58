import { useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { localeParams } from '@/i18n/use-locale'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { toast } from '@/lib/toast'
import type { CheckoutInput, Currency } from '@/modules/billing'
import { startCheckoutFn } from '@/modules/billing/billing.functions'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { fieldMessage } from '../forms/messages'

/** What a button buys, as the pricing page's `buy` search value: `pro-month`, `studio-year`, `pack-50`. */
export type BuyKey = string

export function purchaseOf(key: BuyKey, currency: Currency): CheckoutInput | null {
  const plan = /^([a-z0-9-]+)-(month|year)$/.exec(key)
  if (key.startsWith('pack-')) return { pack_id: key, currency }
  if (plan) return { plan_id: plan[1]!, interval: plan[2] as 'month' | 'year', currency }
  return null
}

/**
 * Starts a checkout and leaves for the provider's page. A visitor signs in first and comes back
 * to the pricing page with the same choice (`buy`, `currency`), which then continues by itself.
 */
export function useCheckout() {
  const info = useUserInfo()
  const router = useRouter()
  const [pending, setPending] = useState<BuyKey | null>(null)

  const start = useCallback(
    async (key: BuyKey, currency: Currency) => {
      const purchase = purchaseOf(key, currency)
      if (!purchase) return
      if (!info) {
        const from = `${localeParams().locale ? `${localeParams().locale}/` : ''}pricing?buy=${key}&currency=${currency}`
        await router.navigate({ to: '/{-$locale}/login', params: localeParams(), search: { from } } as never)
        return
      }
      setPending(key)
      try {
        const { url } = await startCheckoutFn({ data: purchase })
        window.location.assign(url)
      } catch (error) {
        setPending(null)
        // Field errors (a plan already paid for) belong to no form here: say them as a toast.
        if (isAppError(error) && error.code === ErrorCode.VALIDATION) {
          const text = fieldMessage(Object.values((error.data as { fields?: Record<string, string> } | null)?.fields ?? {})[0])
          if (text) toast.error(text)
        }
      }
    },
    [info, router],
  )
  return { start, pending, signedIn: Boolean(info) }
}
