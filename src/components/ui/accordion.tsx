import { Accordion as A } from 'radix-ui'
import { Plus } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const Accordion = A.Root

export function AccordionItem({
  className,
  question,
  children,
  ...props
}: ComponentProps<typeof A.Item> & { question: ReactNode }) {
  return (
    <A.Item className={cn('border-b border-line', className)} {...props}>
      <A.Header>
        <A.Trigger className="group flex w-full items-center justify-between gap-6 py-5 text-left font-display text-lg text-ink transition-colors hover:text-accent">
          {question}
          <Plus
            className="size-5 shrink-0 text-ink-muted transition-transform duration-300 ease-out-soft group-data-[state=open]:rotate-45"
            aria-hidden
          />
        </A.Trigger>
      </A.Header>
      <A.Content className="overflow-hidden data-[state=closed]:animate-[collapse_200ms_ease-out] data-[state=open]:animate-[expand_250ms_ease-out]">
        <div className="pb-6 pr-10 leading-relaxed text-ink-muted">{children}</div>
      </A.Content>
    </A.Item>
  )
}
