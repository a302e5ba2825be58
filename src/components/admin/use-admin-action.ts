import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { ADMIN_AFFILIATE_KEY } from './admin-queries'

/**
 * Runs an operator's action: one at a time per list (`busy` names it), every operator list read
 * again afterwards (a ban reverses commissions, a settlement moves balances), and a toast that
 * says what happened. Refusals (400403 for a move the state no longer allows) are toasted by the
 * error catalogue and rethrown, so a dialog can stay open.
 */
export function useAdminAction() {
  const client = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  async function run<T>(name: string, action: () => Promise<T>, done: (result: T) => string): Promise<T> {
    setBusy(name)
    try {
      const result = await action()
      toast.success(done(result))
      return result
    } finally {
      setBusy(null)
      await client.invalidateQueries({ queryKey: ADMIN_AFFILIATE_KEY })
    }
  }
  return { busy, run }
}
