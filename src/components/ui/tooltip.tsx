import { Tooltip as T } from 'radix-ui'
import type { ReactNode } from 'react'
import { POPOVER_OFFSET_PX, Z_INDEX } from '@/lib/constants'

export const TooltipProvider = T.Provider

/** A short label on hover and keyboard focus; never the only place information lives. */
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
  )
}
