import { type MouseEvent, useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'
import { importModule } from './chunk-reload'
import { BADGE_MAX, TOAST_DURATION_MS } from './constants'

type Sonner = typeof import('sonner')

/*
 * Sonner (≈ 10 KB compressed) is not needed to show or hydrate a page, so it loads on the first
 * toast or the first interaction, whichever comes first (components/ui/toaster.tsx). Toasts asked
 * for before the toaster is on the page wait for it, so none are lost.
 */
let sonnerModule: Promise<Sonner> | null = null
const wantedListeners = new Set<() => void>()
let markMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve))

export function loadSonner(): Promise<Sonner> {
  if (!sonnerModule) {
    sonnerModule = importModule(() => import('sonner'))
    for (const listener of wantedListeners) listener()
  }
  return sonnerModule
}

/** True once something asked for toasts: the toaster renders from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener)
      return () => wantedListeners.delete(listener)
    },
    () => sonnerModule !== null,
    () => false,
  )
}

/** Called by the toaster once sonner's <Toaster> listens. */
export function toasterReady(): void {
  markMounted()
}

function withSonner(run: (sonner: Sonner['toast']) => void): void {
  void Promise.all([loadSonner(), toasterMounted]).then(([module]) => run(module.toast))
}

export type ToastType = 'success' | 'info' | 'warning' | 'error'

export interface ToastOptions {
  /** Milliseconds before it closes; 0 keeps it open until dismissed. */
  duration?: number
  description?: string
  action?: ExternalToast['action']
  /** Called when it closes by itself or is dismissed; not after its action was pressed. */
  onClose?: () => void
  /** Never shares a toast with an identical message (each has its own action and onClose). */
  unique?: boolean
}

interface Group {
  id: string
  count: number
}

// Identical messages of the same type share one toast; its badge counts the repeats.
const groups = new Map<string, Group>()
let sequence = 0

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

function ToastTitle({ message, count }: { message: string; count: number }) {
  return (
    <span className="flex items-start gap-2">
      <span className="min-w-0 flex-1">{message}</span>
      {count > 1 && (
        <span
          data-testid="toast-repeat"
          role="img"
          aria-label={`×${badgeText(count)}`}
          className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] font-semibold leading-none text-accent-contrast tabular-nums"
        >
          {badgeText(count)}
        </span>
      )}
    </span>
  )
}

export function notify(type: ToastType, message: string, options: ToastOptions = {}): string {
  const key = options.unique ? `unique\u0000${++sequence}` : `${type}\u0000${message}`
  const group = groups.get(key) ?? { id: `toast-${++sequence}`, count: 0 }
  group.count += 1
  groups.set(key, group)
  const forget = () => {
    if (groups.get(key) === group) groups.delete(key)
  }
  const duration = options.duration ?? TOAST_DURATION_MS
  const count = group.count
  // A toast whose action was pressed is closed by that action, whatever sonner reports after.
  let acted = false
  const given = options.action
  const action =
    given && typeof given === 'object' && 'onClick' in given && 'label' in given
      ? {
          ...given,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            acted = true
            given.onClick(event)
          },
        }
      : given
  const closed = () => {
    forget()
    if (!acted) options.onClose?.()
  }
  withSonner((sonner) =>
    sonner[type](<ToastTitle message={message} count={count} />, {
      id: group.id,
      duration: duration === 0 ? Number.POSITIVE_INFINITY : duration,
      description: options.description,
      action,
      onDismiss: closed,
      onAutoClose: closed,
    }),
  )
  return group.id
}

export const toast = {
  success: (message: string, options?: ToastOptions) => notify('success', message, options),
  info: (message: string, options?: ToastOptions) => notify('info', message, options),
  warning: (message: string, options?: ToastOptions) => notify('warning', message, options),
  error: (message: string, options?: ToastOptions) => notify('error', message, options),
  dismiss: (id?: string) => {
    if (id === undefined) groups.clear()
    else for (const [key, group] of groups) if (group.id === id) groups.delete(key)
    if (sonnerModule) withSonner((sonner) => sonner.dismiss(id))
  },
}
