import { Plus } from 'lucide-react'
import { createContext, type ReactNode, useContext, useId, useState } from 'react'
import { cn } from '@/lib/cn'

/** The open item of a one-at-a-time accordion, and how to change it. */
const OneAtATime = createContext<{ open: string | undefined; setOpen: (id: string | undefined) => void } | null>(null)

/**
 * Questions and answers (ADR 50): each question a heading holding a disclosure button, each answer
 * in the page's HTML (hidden until opened), so search engines read what the FAQPage data names and
 * screen readers can move from question to question. A few lines of React, no overlay library.
 * `oneAtATime` closes an open item when another opens.
 */
export function Accordion({
  oneAtATime,
  className,
  children,
}: {
  oneAtATime?: boolean
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState<string>()
  const list = <div className={cn('border-t border-line', className)}>{children}</div>
  return oneAtATime ? <OneAtATime.Provider value={{ open, setOpen }}>{list}</OneAtATime.Provider> : list
}

export function AccordionItem({ question, children }: { question: ReactNode; children: ReactNode }) {
  const id = useId()
  const group = useContext(OneAtATime)
  const [ownOpen, setOwnOpen] = useState(false)
  const open = group ? group.open === id : ownOpen
  const toggle = () => (group ? group.setOpen(open ? undefined : id) : setOwnOpen(!open))
  return (
    <div className="border-b border-line">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={toggle}
          className="group flex w-full items-center justify-between gap-6 py-5 text-left font-display text-lg text-ink transition-colors hover:text-accent"
        >
          {question}
          <Plus
            className={cn('size-5 shrink-0 text-ink-muted transition-transform duration-300 ease-out-soft', open && 'rotate-45')}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        hidden={!open}
        className="animate-[reveal_250ms_ease-out] pb-6 pr-10 leading-relaxed text-ink-muted"
      >
        {children}
      </div>
    </div>
  )
}
