/**
 * The pricing dialog's open state, shared by whoever opens it (quota errors 400102 and 400103,
 * "upgrade" buttons in the studio) and the one host that draws it (components/billing). A tiny
 * store rather than a context: the error catalogue, which opens it, lives outside React.
 */
export type PricingDialogReason = 'quota' | 'permission' | 'upgrade'

type State = { open: false } | { open: true; reason: PricingDialogReason }

let state: State = { open: false }
const listeners = new Set<() => void>()

function set(next: State) {
  state = next
  for (const listener of listeners) listener()
}

export const pricingDialog = {
  open: (reason: PricingDialogReason = 'upgrade') => set({ open: true, reason }),
  close: () => set({ open: false }),
  get: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
