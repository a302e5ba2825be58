import { DropdownMenu as M } from 'radix-ui'
import { Check } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { POPOVER_OFFSET_PX, Z_INDEX } from '@/lib/constants'

export const Menu = M.Root
export const MenuTrigger = M.Trigger
export const MenuRadioGroup = M.RadioGroup

const panel =
  'min-w-44 overflow-hidden rounded-md border border-line bg-surface-raised p-1 text-sm text-ink shadow-xl data-[state=open]:animate-in'

export function MenuContent({ className, sideOffset = POPOVER_OFFSET_PX, ...props }: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content sideOffset={sideOffset} className={cn(panel, className)} style={{ zIndex: Z_INDEX.dropdown }} {...props} />
    </M.Portal>
  )
}

const item =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2.5 py-2 outline-none transition-colors data-[highlighted]:bg-surface data-[highlighted]:text-ink data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4'

export function MenuItem({ className, ...props }: ComponentProps<typeof M.Item>) {
  return <M.Item className={cn(item, className)} {...props} />
}

export function MenuRadioItem({ className, children, ...props }: ComponentProps<typeof M.RadioItem>) {
  return (
    <M.RadioItem className={cn(item, 'pr-8', className)} {...props}>
      {children}
      <M.ItemIndicator className="absolute right-2.5 inline-flex text-accent">
        <Check aria-hidden />
      </M.ItemIndicator>
    </M.RadioItem>
  )
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof M.Label>) {
  return <M.Label className={cn('eyebrow px-2.5 pb-1 pt-2 !text-[0.6875rem]', className)} {...props} />
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof M.Separator>) {
  return <M.Separator className={cn('-mx-1 my-1 h-px bg-line', className)} {...props} />
}
