import { Dialog as D } from 'radix-ui'
import { X } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Z_INDEX } from '@/lib/constants'
import * as m from '@/paraglide/messages'

export const Dialog = D.Root
export const DialogTrigger = D.Trigger
export const DialogClose = D.Close

export function DialogContent({
  className,
  children,
  title,
  description,
  side,
  ...props
}: ComponentProps<typeof D.Content> & { title: ReactNode; description?: ReactNode; side?: 'center' | 'right' }) {
  return (
    <D.Portal>
      <D.Overlay
        className="fixed inset-0 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=closed]:animate-out"
        style={{ zIndex: Z_INDEX.overlay }}
      />
      <D.Content
        className={cn(
          'fixed bg-surface-raised text-ink shadow-2xl focus:outline-none',
          side === 'right'
            ? 'inset-y-0 right-0 flex w-[min(22rem,100vw)] flex-col border-l border-line p-6'
            : 'left-1/2 top-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line p-6',
          className,
        )}
        style={{ zIndex: Z_INDEX.dialog }}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <D.Title className="font-display text-display-sm">{title}</D.Title>
        {description && <D.Description className="mt-2 text-sm text-ink-muted">{description}</D.Description>}
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-sm p-1.5 text-ink-muted transition-colors hover:bg-surface hover:text-ink"
          aria-label={m.action_close()}
        >
          <X className="size-4" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  )
}
