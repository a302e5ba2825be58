import { lazy, Suspense, useSyncExternalStore } from 'react'
import { pricingDialog } from '@/lib/pricing-dialog'

const PricingDialog = lazy(() => import('./pricing-dialog'))
// One object for every server render: React compares snapshots by identity.
const CLOSED = { open: false } as const
const closed = () => CLOSED

/** Mounted once in the page frame; the dialog's code loads the first time it opens. */
export function PricingDialogHost() {
  const state = useSyncExternalStore(pricingDialog.subscribe, pricingDialog.get, closed)
  if (!state.open) return null
  return (
    <Suspense fallback={null}>
      <PricingDialog reason={state.reason} onClose={pricingDialog.close} />
    </Suspense>
  )
}
