import { Popover as P } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { POPOVER_OFFSET_PX, Z_INDEX } from '@/lib/constants'

export const Popover = P.Root
export const PopoverTrigger = P.Trigger
export const PopoverClose = P.Close

export function PopoverContent({ className, sideOffset = POPOVER_OFFSET_PX, ...props }: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        className={cn(
          'w-72 rounded-md border border-line bg-surface-raised p-4 text-sm text-ink shadow-xl outline-none',
          className,
        )}
        style={{ zIndex: Z_INDEX.dropdown }}
        {...props}
      />
    </P.Portal>
  )
}
