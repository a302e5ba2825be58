import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * Questions and answers as native disclosure elements (ADR 50): they open without JavaScript,
 * keyboards and screen readers know them, the answers are in the page for search engines (the
 * FAQPage data names them), and no script is loaded for them.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('border-t border-line', className)}>{children}</div>
}

/** Items that share a `name` open one at a time. */
export function AccordionItem({ question, name, children }: { question: ReactNode; name?: string; children: ReactNode }) {
  return (
    <details name={name} className="group border-b border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left font-display text-lg text-ink transition-colors hover:text-accent [&::-webkit-details-marker]:hidden">
        <h3 className="font-[inherit] text-[length:inherit]">{question}</h3>
        <Plus
          className="size-5 shrink-0 text-ink-muted transition-transform duration-300 ease-out-soft group-open:rotate-45"
          aria-hidden
        />
      </summary>
      <div className="animate-[reveal_250ms_ease-out] pb-6 pr-10 leading-relaxed text-ink-muted">{children}</div>
    </details>
  )
}
