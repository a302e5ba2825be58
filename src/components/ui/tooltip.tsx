import { Tooltip as T } from 'radix-ui'
import type { ReactNode } from 'react'
import { POPOVER_OFFSET_PX, Z_INDEX } from '@/lib/constants'

const TOOLTIP_DELAY_MS = 300

/**
 * A short label on hover and keyboard focus; never the only place information lives. Each tooltip
 * brings its own provider, so that pages whose controls have none load no tooltip code (ADR 50).
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
}: {
  content: ReactNode
  children: ReactNode
  side?: 'top' | 'bottom' | 'left' | 'right'
}) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            side={side}
            sideOffset={POPOVER_OFFSET_PX}
            className="rounded-sm bg-ink px-2 py-1 text-xs font-medium text-canvas shadow-lg"
            style={{ zIndex: Z_INDEX.dropdown }}
          >
            {content}
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  )
}
